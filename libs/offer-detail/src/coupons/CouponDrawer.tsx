import type { Coupon, CouponState, OfferState } from '@rewards/api-contract';
import { Button, Dialog, Inline, Stack } from '@rewards/design-system';
import { useLocale, useT, type Locale, type Translate } from '@rewards/i18n';
import { useOverlay } from '@rewards/platform';
import { useState } from 'react';
import { shortDate } from '@rewards/offers/shortDate';
import { offerDetailCatalogue } from '../i18n/catalogue';
import * as styles from './CouponDrawer.css';
import { couponTerms, type CouponTermsPayload } from './CouponTermsSheet';

export interface CouponDrawerProps {
  /** The offer's name: the drawer is the overlay `coupons_drawer` with this key. */
  offerName: string;
  companyName: string;
  state: OfferState;
  /** The offer's terms (HTML snippets). */
  tncs: readonly string[];
  /** A coupon was copied or its partner page opened. */
  onCouponState: (couponCode: string, toState: CouponState) => void;
  /** 'GENERATE NEXT CODE'. */
  onGenerate: () => void;
  generating?: boolean;
  /** A failed generation's message. */
  error?: string | null;
}

/**
 * The coupon drawer (spec §4): a bottom sheet on phones, a centred modal from 1024 px, with the
 * member's active codes (copy, partner link), their expired ones, the next-code message and
 * button, and a way to the offer's terms (the `coupons_tnc` sheet).
 */
export function CouponDrawer({ offerName, companyName, state, tncs, onCouponState, onGenerate, generating = false, error = null }: CouponDrawerProps) {
  const overlay = useOverlay('coupons_drawer', offerName);
  const termsSheet = useOverlay<CouponTermsPayload>('coupons_tnc', offerName);
  const t = useT(offerDetailCatalogue);
  const locale = useLocale();
  const { activeCoupons, expiredCoupons } = state.redemptionDetails;
  const details = state.couponDetails;
  const hasTerms = couponTerms(tncs).length > 0;
  // a card-type code's labels: the offer's own, else 'NUMBER: ' and 'PIN: ' (spec §3)
  const labels = state.isCardType ? { number: state.cardTypeNumber ?? t('drawer.number'), pin: state.cardTypePin ?? t('drawer.pin') } : null;
  return (
    <Dialog open={overlay.isOpen} onOpenChange={overlay.onOpenChange} title={t('drawer.title', { company: companyName })}>
      <Stack space="large">
        {activeCoupons.length > 0 ? (
          <Stack as="section" space="small" aria-labelledby="coupons-active">
            <h3 id="coupons-active" className={styles.heading}>
              {t('drawer.yourCodes')}
            </h3>
            <Stack as="ul" space="medium">
              {activeCoupons.map((coupon) => (
                <ActiveCoupon key={coupon.couponCode} t={t} locale={locale} coupon={coupon} labels={labels} partnerCta={details.partnerCta ?? null} onCouponState={onCouponState} />
              ))}
            </Stack>
          </Stack>
        ) : (
          <p className={styles.meta}>{t('drawer.noCodes')}</p>
        )}

        {details.nextCouponMessage || state.isCouponDrawerGenerateBtn ? (
          <Stack space="small" align="start">
            {details.nextCouponMessage ? <p className={styles.meta}>{details.nextCouponMessage}</p> : null}
            {state.isCouponDrawerGenerateBtn ? (
              <Button variant="secondary" onClick={onGenerate} disabled={generating} aria-busy={generating}>
                {details.nextCodeCta || t('drawer.generateNext')}
              </Button>
            ) : null}
            {error ? (
              <p role="alert" className={styles.alert}>
                {error}
              </p>
            ) : null}
          </Stack>
        ) : null}

        {expiredCoupons.length > 0 ? (
          <Stack as="section" space="small" aria-labelledby="coupons-expired">
            <h3 id="coupons-expired" className={styles.heading}>
              {details.expiredCouponsLabel}
            </h3>
            <Stack as="ul" space="medium">
              {expiredCoupons.map((coupon) => (
                <li key={coupon.couponCode} className={styles.expiredCoupon}>
                  <Stack space="small">
                    <p className={styles.expiredCode}>
                      {labels ? <span className={styles.codeLabel}>{labels.number}</span> : null}
                      {coupon.couponCode}
                    </p>
                    {coupon.expiryDate ? <p className={styles.meta}>{t('drawer.expiredOn', { date: shortDate(locale, coupon.expiryDate) })}</p> : null}
                  </Stack>
                </li>
              ))}
            </Stack>
          </Stack>
        ) : null}

        {hasTerms ? (
          // The terms are their own sheet (`coupons_tnc`), which brings the member back here.
          <div>
            <Button variant="ghost" size="small" aria-haspopup="dialog" onClick={() => termsSheet.show({ from: 'coupons_drawer' })}>
              {t('terms.title')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Dialog>
  );
}

function ActiveCoupon({
  t,
  locale,
  coupon,
  labels,
  partnerCta,
  onCouponState,
}: {
  t: Translate;
  locale: Locale;
  coupon: Coupon;
  labels: { number: string; pin: string } | null;
  partnerCta: { label: string; url: string } | null;
  onCouponState: (couponCode: string, toState: CouponState) => void;
}) {
  const [feedback, setFeedback] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coupon.couponCode);
      setFeedback(t('drawer.copied'));
      onCouponState(coupon.couponCode, 'COPIED');
    } catch {
      setFeedback(t('drawer.copyFailed'));
    }
  };
  return (
    <li className={styles.coupon}>
      <Stack space="small">
        <Inline space="small" align="spaceBetween" alignY="center">
          <p className={styles.code}>
            {labels ? <span className={styles.codeLabel}>{labels.number}</span> : null}
            {coupon.couponCode}
          </p>
          <Button variant="secondary" size="small" onClick={() => void copy()} aria-label={t('drawer.copyLabel', { code: coupon.couponCode })}>
            {t('drawer.copy')}
          </Button>
        </Inline>
        {labels && coupon.pin ? (
          <p className={styles.code}>
            <span className={styles.codeLabel}>{labels.pin}</span>
            {coupon.pin}
          </p>
        ) : null}
        {coupon.expiryDate ? <p className={styles.meta}>{t('drawer.validTill', { date: shortDate(locale, coupon.expiryDate) })}</p> : null}
        <span role="status" className={styles.copied}>
          {feedback}
        </span>
        {partnerCta ? (
          <a href={partnerCta.url} target="_blank" rel="noopener noreferrer" className={styles.partnerLink} onClick={() => onCouponState(coupon.couponCode, 'REDEEMED')}>
            {partnerCta.label}
          </a>
        ) : null}
      </Stack>
    </li>
  );
}
