import { Button, Dialog, htmlToText, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useOverlay, useOverlayStore } from '@rewards/platform';
import { offerDetailCatalogue } from '../i18n/catalogue';
import * as styles from './CouponDrawer.css';

/** Where the terms were opened from: the coupon drawer gets the member back to their codes. */
export interface CouponTermsPayload {
  from?: 'coupons_drawer';
}

/** The offer's terms as text, blank ones left out (they arrive as HTML snippets). */
export function couponTerms(tncs: readonly string[]): string[] {
  return tncs.map(htmlToText).filter((term) => term.length > 0);
}

export interface CouponTermsSheetProps {
  /** The offer's name: the sheet is the overlay `coupons_tnc` with this key (the drawer's too). */
  offerName: string;
  companyName: string;
  /** The offer's terms (HTML snippets). */
  tncs: readonly string[];
}

/**
 * The `coupons_tnc` overlay: the terms of an offer's codes, opened from the coupon drawer's 'Terms
 * and conditions'. One overlay is open at a time, so the drawer closes while the terms show;
 * closing them (the back button, the close button or Escape) opens the drawer again, so the member
 * is back with their codes.
 */
export function CouponTermsSheet({ offerName, companyName, tncs }: CouponTermsSheetProps) {
  const overlay = useOverlay<CouponTermsPayload>('coupons_tnc', offerName);
  const store = useOverlayStore();
  const t = useT(offerDetailCatalogue);
  const terms = couponTerms(tncs);
  const fromDrawer = overlay.payload?.from === 'coupons_drawer';
  const close = () => (fromDrawer ? store.open('coupons_drawer', { key: offerName }) : overlay.hide());
  if (terms.length === 0) return null;
  return (
    <Dialog open={overlay.isOpen} onOpenChange={(next) => (next ? undefined : close())} title={t('terms.title')} description={t('terms.description', { company: companyName })}>
      <Stack space="large">
        <ol className={styles.termsList}>
          {terms.map((term, index) => (
            <li key={index}>{term}</li>
          ))}
        </ol>
        <Button variant={fromDrawer ? 'primary' : 'secondary'} fullWidth onClick={close}>
          {fromDrawer ? t('terms.back') : t('terms.done')}
        </Button>
      </Stack>
    </Dialog>
  );
}
