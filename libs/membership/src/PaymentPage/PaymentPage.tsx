import { useT } from '@rewards/i18n';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FreeTrialStep } from '../FreeTrialStep';
import { membershipCatalogue } from '../i18n/catalogue';
import { campaignPromoFor, clearCampaignPaymentData, readCampaignPaymentData } from '../rules/campaign';
import { browserSessionStorage, clearOrderAttempt } from '../rules/idempotencyKey';
import { clearPendingPurchase, readPendingPurchase, savePendingPurchase, type PendingPurchase } from '../rules/purchase';
import { stepFromScreen, stepTitle } from '../rules/steps';
import { ConfirmationStep } from '../steps/ConfirmationStep';
import { ErrorStep } from '../steps/ErrorStep';
import { MakePaymentStep } from '../steps/MakePaymentStep';
import { PaymentStatusStep } from '../steps/PaymentStatusStep';
import { ReviewOrderStep } from '../steps/ReviewOrderStep';
import * as styles from '../steps/steps.css';
import { StepTransition } from './StepTransition';

export const PAYMENT_BASE = '/payment';

export interface PaymentPageProps {
  /** Sends the browser to the gateway (tests and stories pass a spy); defaults to `window.location.assign`. */
  goToGateway?: (url: string) => void;
}

function messageFrom(state: unknown): string | undefined {
  const message = typeof state === 'object' && state !== null ? (state as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The payment area: `/payment` and `/payment/:screen` with the steps review-order, make-payment,
 * payment-status, confirmation and error (spec §2), and `/payment?flow=trial` for the free trial.
 * The step lives in the URL so the gateway's return, reloads and the back button land on it.
 */
export function PaymentPage({ goToGateway }: PaymentPageProps) {
  const { screen } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT(membershipCatalogue);
  const step = stepFromScreen(screen);
  const isTrial = search.get('flow') === 'trial' && step === 'review-order';
  const orderId = search.get('orderId') ?? undefined;
  // Read once per visit to make-payment, so the order is not re-created on every render.
  const [purchase] = useState<PendingPurchase | undefined>(() => readPendingPurchase());
  // A campaign's code and plan, stored when its CTA was pressed, price the order when the URL names
  // none (the code survives the sign-in in between). Read after hydration: the server has no storage.
  const [campaign] = useState(() => readCampaignPaymentData());
  const { promo, preferredVariant } = campaignPromoFor(search.get('promo'), search.get('preferredVariant'), campaign);

  const toError = useCallback(
    (message: string) => {
      // A failed attempt's key must not be reused: the next try is a new order.
      clearOrderAttempt(browserSessionStorage());
      navigate(`${PAYMENT_BASE}/error${orderId ? `?orderId=${encodeURIComponent(orderId)}` : ''}`, { replace: true, state: { message } });
    },
    [navigate, orderId],
  );

  const title = isTrial ? t('steps.title.freeTrial') : stepTitle(t, step);
  let body;
  if (isTrial) {
    body = <FreeTrialStep />;
  } else if (step === 'review-order') {
    body = (
      <ReviewOrderStep
        promo={promo}
        preferredVariant={preferredVariant}
        offersTitle={campaign?.offersHeader ?? undefined}
        onPay={(next) => {
          savePendingPurchase(next);
          navigate(`${PAYMENT_BASE}/make-payment`, { state: { purchase: next } });
        }}
      />
    );
  } else if (step === 'make-payment') {
    const current = (location.state as { purchase?: PendingPurchase } | null)?.purchase ?? purchase;
    body = current ? (
      <MakePaymentStep
        purchase={current}
        onCancelled={() => {
          clearOrderAttempt(browserSessionStorage());
          navigate(PAYMENT_BASE, { replace: true });
        }}
        onFailed={toError}
        onPaid={(paid) => {
          finishPurchase();
          navigate(`${PAYMENT_BASE}/confirmation?orderId=${encodeURIComponent(paid.orderId)}`, { replace: true });
        }}
        {...(goToGateway ? { goToGateway } : {})}
      />
    ) : (
      <ErrorStep message={t('steps.noOrder')} onRetry={() => navigate(PAYMENT_BASE, { replace: true })} />
    );
  } else if (step === 'payment-status') {
    body = orderId ? (
      <PaymentStatusStep
        orderId={orderId}
        onPaid={(order) => {
          finishPurchase();
          navigate(`${PAYMENT_BASE}/confirmation?orderId=${encodeURIComponent(order.orderId)}`, { replace: true });
        }}
        onFailed={toError}
      />
    ) : (
      <ErrorStep onRetry={() => navigate(PAYMENT_BASE, { replace: true })} />
    );
  } else if (step === 'confirmation') {
    body = orderId ? <ConfirmationStep orderId={orderId} /> : <ErrorStep onRetry={() => navigate(PAYMENT_BASE, { replace: true })} />;
  } else {
    body = (
      <ErrorStep
        message={messageFrom(location.state)}
        onRetry={() => navigate(readPendingPurchase() ? `${PAYMENT_BASE}/make-payment` : PAYMENT_BASE, { replace: true })}
      />
    );
  }

  return (
    <StepTransition step={isTrial ? 'trial' : step} className={styles.page}>
      <h1 className={styles.h1}>{title}</h1>
      {body}
    </StepTransition>
  );
}

/** The order reached confirmation: the attempt and the purchase are done with. */
export function finishPurchase(): void {
  clearOrderAttempt(browserSessionStorage());
  clearPendingPurchase();
  clearCampaignPaymentData();
}
