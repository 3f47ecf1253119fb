import type { CodeDetails, SubscriptionVariant } from '@rewards/api-contract';
import { useT } from '@rewards/i18n';
import { useOverlay } from '@rewards/platform';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePaymentQueries } from '../../api/usePaymentApi';
import { CodeAppliedSheet } from '../../CodeApplied';
import { SavingsCouponAdjustment } from '../../CouponAdjustment';
import { PaymentOffersSheet } from '../../components/PaymentOffersSheet';
import { membershipCatalogue } from '../../i18n/catalogue';
import { withoutPromo } from '../../rules/countdown';
import type { PendingPurchase } from '../../rules/purchase';
import * as styles from '../steps.css';
import { CodeSection } from './CodeSection';
import { PayButton } from './PayButton';
import { PlanSection } from './PlanSection';
import { PriceSummary } from './PriceSummary';
import { useGiftCode } from './useGiftCode';

export interface ReviewOrderStepProps {
  /** A code from the URL (`?promo=`): prefilled and applied PROMO_APPLY_ON_LOAD_MS after the step loads. */
  promo?: string | undefined;
  /** A variant name from the URL (`?preferredVariant=`) to select first. */
  preferredVariant?: string | undefined;
  /** The member chose to pay: the purchase to order. */
  onPay: (purchase: PendingPurchase) => void;
  /** Where the countdown sends the browser at zero (the page without `promo`, reloaded). Defaults to the browser. */
  onCodeExpired?: () => void;
  /** The payment-offers sheet's title when a campaign gives a header; else the API's ('Payment Offers'). */
  offersTitle?: string | undefined;
}

/** The payment page's `code_applied` sheet: a typed code that is valid. */
const CODE_APPLIED_KEY = 'payment';

function initialVariant(plans: SubscriptionVariant[], preferred: string | null | undefined): number | undefined {
  const byName = preferred ? plans.find((plan) => plan.variantName === preferred) : undefined;
  return (byName ?? plans.find((plan) => plan.preferred) ?? plans[0])?.variantId;
}

function reloadWithoutPromo() {
  window.location.replace(withoutPromo(window.location.href));
}

/** Review Order: the plan, the code field (a typed code confirmed in the code_applied sheet), the price breakup and the 'PAY ₹…' button. */
export function ReviewOrderStep({ promo, preferredVariant, onPay, onCodeExpired = reloadWithoutPromo, offersTitle }: ReviewOrderStepProps) {
  const queries = usePaymentQueries();
  const t = useT(membershipCatalogue);
  const plansQuery = useQuery(queries.plans());
  const [chosenVariant, setChosenVariant] = useState<number | undefined>(undefined);
  const codeApplied = useOverlay<CodeDetails>('code_applied', CODE_APPLIED_KEY);
  const code = useGiftCode(promo, onCodeExpired, codeApplied.show);

  const plans = plansQuery.data?.plans.filter((plan) => plan.planType === 'PAYMENT') ?? [];
  const variantId = chosenVariant ?? initialVariant(plans, preferredVariant ?? code.applied?.subscriptionVariant);

  const preOrderQuery = useQuery({ ...queries.preOrder({ variantId, gc: code.applied?.code ?? null }), enabled: variantId !== undefined });

  if (plansQuery.isPending)
    return (
      <p className={styles.muted} role="status">
        {t('plans.loading')}
      </p>
    );
  if (plansQuery.isError)
    return (
      <p className={styles.critical} role="alert">
        {t('plans.loadError')}
      </p>
    );

  return (
    <>
      <PlanSection plans={plans} variantId={variantId} onChoose={setChosenVariant} />
      <CodeSection code={code} />
      <PriceSummary details={preOrderQuery.data} failed={preOrderQuery.isError} error={preOrderQuery.error} />
      <PaymentOffersSheet title={offersTitle} />
      <PayButton details={preOrderQuery.data} busy={code.applying} onPay={onPay} />
      <CodeAppliedSheet overlayKey={CODE_APPLIED_KEY} />
      <SavingsCouponAdjustment code={code.applied} details={preOrderQuery.data} plans={plans} onChoosePlan={setChosenVariant} />
    </>
  );
}
