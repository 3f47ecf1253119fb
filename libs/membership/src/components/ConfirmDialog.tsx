import { Button, Dialog, Inline } from '@rewards/design-system';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question with the spec's buttons (No keeps things as they are, Yes goes ahead). */
export function ConfirmDialog({ open, title, description, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())} title={title} description={description} size="small">
      <Inline space="small">
        <Button variant="secondary" onClick={onCancel}>
          No
        </Button>
        <Button onClick={onConfirm}>Yes</Button>
      </Inline>
    </Dialog>
  );
}

/** Spec §8, cancel payment. */
export const CANCEL_PAYMENT_TITLE = 'Are you sure you want to cancel ?';
export const CANCEL_PAYMENT_TEXT = "Your order won't be processed if you cancel now.";
/** Spec §8, pack change (the spec's wording, typo included). */
export const PACK_CHANGE_TITLE = 'Are your sure?';
export const PACK_CHANGE_TEXT = 'This will cancel your current pack and start your new pack. Cancelled pack can not be reactivated';
/** Spec §8, payment blocked. */
export const PAYMENT_BLOCKED_MESSAGE =
  "We're currently unable to process your payment. This may be caused by your browser's security settings or an active extension—such as an ad-blocker—blocking the request. Please try disabling such extensions, or use a different browser or an incognito/private window.";
