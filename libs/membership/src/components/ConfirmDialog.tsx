import { Button, Dialog, Inline } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { membershipCatalogue } from '../i18n/catalogue';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question with the spec's buttons (No keeps things as they are, Yes goes ahead). The
 * spec's questions (§8) are the membership catalogue's `confirm.*` messages: cancel payment ('Are
 * you sure you want to cancel ?'), pack change ('Are your sure?', its typo included).
 */
export function ConfirmDialog({ open, title, description, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT(membershipCatalogue);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())} title={title} description={description} size="small">
      <Inline space="small">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.no')}
        </Button>
        <Button onClick={onConfirm}>{t('common.yes')}</Button>
      </Inline>
    </Dialog>
  );
}
