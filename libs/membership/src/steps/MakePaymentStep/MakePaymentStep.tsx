import { DEFAULT_ATTRIBUTION, type PaymentApi } from '@rewards/api-client';
import { readAttribution } from '@rewards/api-client/attribution';
import type { Order } from '@rewards/api-contract';
import { fillSlots, SLOT, useLocale, useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { Button, Inline, Stack } from '@rewards/design-system';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePaymentApi } from '../../api/usePaymentApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { membershipCatalogue } from '../../i18n/catalogue';
import { formatRupees } from '../../i18n/format';
import { isNetworkFailure, paymentErrorMessage } from '../../rules/codeError';
import { PAYMENT_REDIRECT_MS } from '../../rules/constants';
import { browserSessionStorage, clearOrderAttempt, idempotencyKeyFor, orderFingerprint } from '../../rules/idempotencyKey';
import type { PendingPurchase } from '../../rules/purchase';
import * as styles from '../steps.css';

export interface MakePaymentStepProps {
  purchase: PendingPurchase;
  /** The member confirmed the cancel dialog. */
  onCancelled: () => void;
  /** The server refused the order or the redirect: the error step, with its message. */
  onFailed: (message: string) => void;
  /** The order turned out to be paid already (the member came back after paying). */
  onPaid: (order: Order) => void;
  /** Sends the browser to the gateway; defaults to `window.location.assign`. */
  goToGateway?: (url: string) => void;
  /** Where the idempotency key is kept; defaults to sessionStorage. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

type Phase = { kind: 'working' } | { kind: 'redirecting'; url: string; order: Order } | { kind: 'resume'; order: Order } | { kind: 'blocked' };

type Started =
  /** A new order (or one not yet sent to the gateway): go to the gateway after the delay. */
  | { kind: 'redirect'; url: string; order: Order }
  /** The order was already at the gateway (browser-back from it): ask, do not bounce back. */
  | { kind: 'resume'; order: Order }
  /** The order was paid meanwhile (back after paying). */
  | { kind: 'paid'; order: Order };

const returnUrlFor = (orderId: string) => `/payment/payment-status?orderId=${encodeURIComponent(orderId)}`;

/**
 * Creates (or, with the same key, finds again) the order and asks the gateway where to pay it.
 * A key whose order already failed or was cancelled is dropped and the order made afresh once.
 */
// No pgType: the server opens the order with the gateway it is configured with, and the redirect
// names the one the order carries.
async function startPayment(paymentApi: PaymentApi, purchase: PendingPurchase, channel: string, storage: MakePaymentStepProps['storage']): Promise<Started> {
  const body = { ...DEFAULT_ATTRIBUTION, ...readAttribution(), channel, platform: 'WEB' as const, planType: 'PAYMENT' as const, type: 'SUBSCRIPTION' as const, variantId: purchase.variantId, gc: purchase.gc, orderAmount: purchase.orderAmount };
  let order = await paymentApi.createOrder(body, idempotencyKeyFor(orderFingerprint(purchase), storage));
  if (order.status === 'FAILED' || order.status === 'CANCELLED') {
    clearOrderAttempt(storage);
    order = await paymentApi.createOrder(body, idempotencyKeyFor(orderFingerprint(purchase), storage));
  }
  if (order.status === 'PAID') return { kind: 'paid', order };
  if (order.status === 'PENDING') return { kind: 'resume', order };
  const redirect = await paymentApi.redirect(order.pgType, { orderId: order.orderId, returnUrl: returnUrlFor(order.orderId) });
  return { kind: 'redirect', url: redirect.redirectUrl, order };
}

/**
 * Make Payment: creates the order with an idempotency key kept for this attempt (so a retry,
 * a reload or browser-back recreates the same order), then sends the browser to the gateway
 * after PAYMENT_REDIRECT_MS. A request the browser blocked shows the payment-blocked message.
 */
export function MakePaymentStep({ purchase, onCancelled, onFailed, onPaid, goToGateway = (url) => window.location.assign(url), storage = browserSessionStorage() }: MakePaymentStepProps) {
  const paymentApi = usePaymentApi();
  const { channel } = usePartner();
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);
  const [cancelling, setCancelling] = useState(false);
  const [resuming, setResuming] = useState(false);
  const latest = useRef({ onFailed, onPaid, goToGateway, t });
  useEffect(() => {
    latest.current = { onFailed, onPaid, goToGateway, t };
  });

  const fail = (error: unknown) => {
    if (isNetworkFailure(error)) setPhase({ kind: 'blocked' });
    else latest.current.onFailed(paymentErrorMessage(t, error));
  };

  useEffect(() => {
    let live = true;
    startPayment(paymentApi, purchase, channel, storage).then(
      (started) => {
        if (!live) return;
        if (started.kind === 'paid') latest.current.onPaid(started.order);
        else if (started.kind === 'resume') setPhase({ kind: 'resume', order: started.order });
        else setPhase({ kind: 'redirecting', url: started.url, order: started.order });
      },
      (error: unknown) => {
        if (!live) return;
        if (isNetworkFailure(error)) setPhase({ kind: 'blocked' });
        else latest.current.onFailed(paymentErrorMessage(latest.current.t, error));
      },
    );
    return () => {
      live = false;
    };
  }, [paymentApi, purchase, channel, storage, attempt]);

  // The redirect waits while the cancel question is open.
  const redirectUrl = phase.kind === 'redirecting' ? phase.url : undefined;
  useEffect(() => {
    if (!redirectUrl || cancelling) return;
    const timer = setTimeout(() => latest.current.goToGateway(redirectUrl), PAYMENT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirectUrl, cancelling]);

  /** Back at the gateway for an order already there: the same payment, reopened. */
  const resume = async (order: Order) => {
    setResuming(true);
    try {
      const redirect = await paymentApi.redirect(order.pgType, { orderId: order.orderId, returnUrl: returnUrlFor(order.orderId) });
      latest.current.goToGateway(redirect.redirectUrl);
    } catch (error) {
      setResuming(false);
      fail(error);
    }
  };

  const retry = useCallback(() => {
    setPhase({ kind: 'working' });
    setAttempt((n) => n + 1);
  }, []);

  return (
    <>
      <section className={styles.card} aria-label={t('makePayment.label')}>
        <Stack space="medium">
          <p className={styles.text}>{fillSlots(t('makePayment.amount', { amount: SLOT }), <strong>{formatRupees(locale, purchase.orderAmount)}</strong>)}</p>
          {phase.kind === 'blocked' ? (
            <>
              <p className={styles.critical} role="alert">
                {t('makePayment.blocked')}
              </p>
              <Inline space="small">
                <Button onClick={retry}>{t('common.tryAgain')}</Button>
              </Inline>
            </>
          ) : phase.kind === 'resume' ? (
            <>
              <p className={styles.text}>{t('makePayment.unfinished')}</p>
              <Inline space="small">
                <Button disabled={resuming} onClick={() => void resume(phase.order)}>
                  {t('makePayment.continue')}
                </Button>
              </Inline>
            </>
          ) : (
            <p className={styles.muted} role="status">
              {phase.kind === 'redirecting' ? t('makePayment.redirecting') : t('makePayment.creating')}
            </p>
          )}
        </Stack>
      </section>
      <Inline space="small">
        <Button variant="secondary" onClick={() => setCancelling(true)}>
          {t('makePayment.cancel')}
        </Button>
      </Inline>
      <ConfirmDialog
        open={cancelling}
        title={t('confirm.cancelPayment.title')}
        description={t('confirm.cancelPayment.text')}
        onCancel={() => setCancelling(false)}
        onConfirm={() => {
          // The order is closed on the server too, so a payment finished later in another tab
          // cannot activate it; a failure here changes nothing for the member.
          const orderId = phase.kind === 'redirecting' || phase.kind === 'resume' ? phase.order.orderId : undefined;
          const cancelled = orderId ? paymentApi.cancelOrder(orderId).catch(() => undefined) : Promise.resolve();
          void cancelled.then(() => {
            clearOrderAttempt(storage);
            setCancelling(false);
            onCancelled();
          });
        }}
      />
    </>
  );
}
