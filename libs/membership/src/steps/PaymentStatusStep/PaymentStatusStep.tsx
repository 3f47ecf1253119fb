import type { Order } from '@rewards/api-contract';
import { Button, Inline, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useEffect, useRef } from 'react';
import { membershipCatalogue } from '../../i18n/catalogue';
import { paymentErrorMessage } from '../../rules/codeError';
import { failedOrderMessage } from '../../rules/steps';
import * as styles from '../steps.css';
import { useOrderPolling } from './useOrderPolling';
import { usePaymentTracking } from './usePaymentTracking';

export interface PaymentStatusStepProps {
  orderId: string;
  onPaid: (order: Order) => void;
  /** The order failed or was cancelled, or its status could not be read. */
  onFailed: (message: string) => void;
}

/** Back from the gateway: polls the order until it is paid, failed or the polling time runs out. */
export function PaymentStatusStep({ orderId, onPaid, onFailed }: PaymentStatusStepProps) {
  const { state, restart } = useOrderPolling(orderId);
  usePaymentTracking(orderId, state);
  const t = useT(membershipCatalogue);
  const latest = useRef({ onPaid, onFailed, t });
  useEffect(() => {
    latest.current = { onPaid, onFailed, t };
  });

  useEffect(() => {
    if (state.kind === 'settled') {
      if (state.order.status === 'PAID') latest.current.onPaid(state.order);
      else latest.current.onFailed(failedOrderMessage(latest.current.t, state.order.failureReason));
    } else if (state.kind === 'failed') {
      latest.current.onFailed(paymentErrorMessage(latest.current.t, state.error));
    }
  }, [state]);

  if (state.kind === 'timedOut') {
    return (
      <section className={styles.card} aria-label={t('paymentStatus.label')}>
        <Stack space="medium">
          <p className={styles.text} role="status">
            {t('paymentStatus.stillConfirming')}
          </p>
          <Inline space="small">
            <Button onClick={restart}>{t('paymentStatus.checkAgain')}</Button>
          </Inline>
        </Stack>
      </section>
    );
  }
  return (
    <section className={styles.card} aria-label={t('paymentStatus.label')}>
      <Stack space="medium">
        <p className={styles.text} role="status">
          {t('paymentStatus.confirming')}
        </p>
      </Stack>
    </section>
  );
}
