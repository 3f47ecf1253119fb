// A form's Cancel button, in the console catalogue's words (a section's own `t` reads its section's).
import { Button, type ButtonVariant } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { adminCatalogue } from '../i18n/catalogue';

export function CancelButton({ variant, onClick }: { variant: ButtonVariant; onClick: () => void }) {
  const t = useT(adminCatalogue);
  return (
    <Button variant={variant} onClick={onClick}>
      {t('ui.cancel')}
    </Button>
  );
}
