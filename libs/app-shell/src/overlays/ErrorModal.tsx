import { Button, Dialog } from '@rewards/design-system';
import * as styles from './overlays.css';

/** What a navigation carries in its route state to show the error modal (spec §8). */
export interface ErrorModalPayload {
  message: string;
  /** The heading; `undefined` gives 'Oops!', `false` none (the message is then the heading). */
  title?: string | false;
}

export const ERROR_MODAL_TITLE = 'Oops!';

/** The error modal (`error_modal`): the server's message, dismissable. Loaded on first use. */
export default function ErrorModal({ open, onOpenChange, payload }: { open: boolean; onOpenChange: (open: boolean) => void; payload: ErrorModalPayload }) {
  const heading = payload.title === false ? payload.message : (payload.title ?? ERROR_MODAL_TITLE);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={heading} size="small">
      {payload.title === false ? null : <p className={styles.message}>{payload.message}</p>}
      <Button fullWidth onClick={() => onOpenChange(false)}>
        OKAY
      </Button>
    </Dialog>
  );
}
