import type { CodeDetails, PreOrderDetails, SubscriptionVariant } from '@rewards/api-contract';
import { Button, Dialog, Stack } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { useOpenOverlay, useOverlay } from '@rewards/platform';
import { useEffect, useMemo, useRef, useState } from 'react';
import { membershipCatalogue } from '../i18n/catalogue';
import { formatRupees } from '../i18n/format';
import { adjustmentText, couponAdjustment, type CouponAdjustment } from '../rules/couponAdjustment';
import * as steps from '../steps/steps.css';

/** The review step's pop-up (overlay `savings_coupon_adjustment_pop_up`, this key). */
export const COUPON_ADJUSTMENT_KEY = 'payment';

export interface SavingsCouponAdjustmentProps {
  /** The code the member applied (from the link or typed). */
  code: CodeDetails | null;
  /** The pre-order for the plan chosen, with the code as the server applied it. */
  details: PreOrderDetails | undefined;
  /** The paid plans on sale: for a code made for another plan, the way to choose that one. */
  plans: readonly SubscriptionVariant[];
  onChoosePlan: (variantId: number) => void;
}

/**
 * The savings coupon adjustment pop-up: on Review Order, when the applied code saves less on the
 * chosen plan than its own terms say (a percentage held at the code's maximum, a flat amount above
 * the plan's price, a code made for another plan), a sheet says so with the figures before the
 * member pays. Once per code, plan and reason; it waits while another overlay (the code_applied
 * sheet) is open.
 */
export function SavingsCouponAdjustment({ code, details, plans, onChoosePlan }: SavingsCouponAdjustmentProps) {
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  const adjustment = useMemo(() => couponAdjustment(t, code, details, locale), [t, code, details, locale]);
  const overlay = useOverlay<CouponAdjustment>('savings_coupon_adjustment_pop_up', COUPON_ADJUSTMENT_KEY);
  const { show, hide } = overlay;
  const idle = useOpenOverlay() === null;
  // What was told on this visit to the page, by code, plan and reason.
  const told = useRef(new Set<string>());

  useEffect(() => {
    if (!adjustment || !idle || told.current.has(adjustment.key)) return;
    told.current.add(adjustment.key);
    show(adjustment);
  }, [adjustment, idle, show]);

  // The last adjustment shown stays in the sheet while it animates out (the payload is gone once closed).
  const [last, setLast] = useState<CouponAdjustment | undefined>(undefined);
  if (overlay.payload && overlay.payload !== last) setLast(overlay.payload);

  // The review step left the page: its pop-up goes with it.
  useEffect(() => hide, [hide]);

  const shown = overlay.payload ?? last;
  if (!shown) return null;
  const target = shown.reason === 'PLAN' ? plans.find((plan) => plan.variantName === shown.forVariant) : undefined;
  return (
    <Dialog open={overlay.isOpen} onOpenChange={overlay.onOpenChange} title={t('couponAdjustment.title')} description={adjustmentText(t, shown, target?.variantDisplayName, locale)} size="small">
      <Stack space="large">
        <dl className={steps.breakup}>
          <dt className={steps.breakupTerm}>{t('common.code', { code: shown.code })}</dt>
          <dd className={steps.breakupValue}>{shown.codeTerms}</dd>
          <dt className={steps.breakupTerm}>{shown.planName}</dt>
          <dd className={steps.breakupValue}>{formatRupees(locale, shown.planPrice)}</dd>
          <dt className={steps.breakupTerm}>{t('couponAdjustment.takesOff')}</dt>
          <dd className={steps.breakupValue}>{shown.applied > 0 ? `−${formatRupees(locale, shown.applied)}` : formatRupees(locale, 0)}</dd>
          <dt className={`${steps.breakupTerm} ${steps.total}`}>{t('couponAdjustment.youPay')}</dt>
          <dd className={`${steps.breakupValue} ${steps.total}`}>{formatRupees(locale, shown.toPay)}</dd>
        </dl>
        <Stack space="small">
          {target ? (
            <Button
              fullWidth
              onClick={() => {
                onChoosePlan(target.variantId);
                hide();
              }}
            >
              {t('couponAdjustment.choose', { plan: target.variantDisplayName })}
            </Button>
          ) : null}
          <Button variant={target ? 'secondary' : 'primary'} fullWidth onClick={hide}>
            {target ? t('couponAdjustment.keep', { plan: shown.planName }) : t('common.okay')}
          </Button>
        </Stack>
      </Stack>
    </Dialog>
  );
}
