import { Button, Dialog } from '@rewards/design-system';
import * as styles from './overlays.css';
import { useT } from '@rewards/i18n';
import { overlaysCatalogue } from './i18n/catalogue';

/** What a navigation carries in its route state to show the error modal (spec §8). */
export interface ErrorModalPayload {
  message: string;
  /** The heading; `undefined` gives 'Oops!', `false` none (the message is then the heading). */
  title?: string | false;
}

/** The error modal (`error_modal`): the server's message, dismissable. Loaded on first use. */
export default function ErrorModal({ open, onOpenChange, payload }: { open: boolean; onOpenChange: (open: boolean) => void; payload: ErrorModalPayload }) {
  const t = useT(overlaysCatalogue);
  const heading = payload.title === false ? payload.message : (payload.title ?? t('errorModal.title'));
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={heading} size="small">
      {payload.title === false ? null : <p className={styles.message}>{payload.message}</p>}
      <Button fullWidth onClick={() => onOpenChange(false)}>
        {t('errorModal.okay')}
      </Button>
    </Dialog>
  );
}
