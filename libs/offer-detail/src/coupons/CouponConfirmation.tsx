import { Button, Dialog, Inline, Stack } from '@rewards/design-system';
import { CANCEL_LABEL, CONFIRM_LABEL, CONFIRMATION_TITLE, confirmationText, type GenerationConfirmation } from './generationConfirmation';
import * as styles from './CouponDrawer.css';

export interface CouponConfirmationProps {
  open: boolean;
  /** What to say; nothing shows without it. */
  confirmation: GenerationConfirmation | null;
  /** 'GENERATE CODE': generate it now. */
  onConfirm: () => void;
  /** 'Not now', the close button, Escape or a click outside: no code. */
  onCancel: () => void;
}

/**
 * The `coupon_confirmation` overlay: before the member's last code of a limited pool is generated,
 * a bottom sheet (a centred modal from 1024 px) asks whether to use it now. Generating is the
 * primary action; anything else leaves the allowance untouched.
 */
export function CouponConfirmation({ open, confirmation, onConfirm, onCancel }: CouponConfirmationProps) {
  if (!confirmation) return null;
  const text = confirmationText(confirmation);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())} title={CONFIRMATION_TITLE} description={text.count} size="small">
      <Stack space="large">
        <p className={styles.meta}>{text.consequence}</p>
        <Inline space="small" align="end">
          <Button variant="secondary" onClick={onCancel}>
            {CANCEL_LABEL}
          </Button>
          <Button onClick={onConfirm}>{CONFIRM_LABEL}</Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
