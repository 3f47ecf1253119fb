import { Button, Dialog, Inline, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { offerDetailCatalogue } from '../i18n/catalogue';
import { confirmationText, type GenerationConfirmation } from './generationConfirmation';
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
  const t = useT(offerDetailCatalogue);
  if (!confirmation) return null;
  const text = confirmationText(t, confirmation);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())} title={t('confirm.title')} description={text.count} size="small">
      <Stack space="large">
        <p className={styles.meta}>{text.consequence}</p>
        <Inline space="small" align="end">
          <Button variant="secondary" onClick={onCancel}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('confirm.generate')}</Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
