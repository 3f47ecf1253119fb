import { Button, Inline } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { authCatalogue } from '../../i18n/catalogue';

/** The buttons under a prompt a member may put off: Not now, and Save (Saving… while it runs). */
export function StepActions({ onDismiss, saving }: { onDismiss: () => void; saving: boolean }) {
  const t = useT(authCatalogue);
  return (
    <Inline space="medium" align="end" alignY="center">
      <Button variant="ghost" onClick={onDismiss} disabled={saving}>
        {t('action.notNow')}
      </Button>
      <Button type="submit" busy={saving}>
        {saving ? t('action.saving') : t('action.save')}
      </Button>
    </Inline>
  );
}
