import type { Order } from '@rewards/api-contract';
import { Button, Inline, Stack } from '@rewards/design-system';
import { useEffect, useRef } from 'react';
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
  const latest = useRef({ onPaid, onFailed });
  useEffect(() => {
    latest.current = { onPaid, onFailed };
  });

  useEffect(() => {
    if (state.kind === 'settled') {
      if (state.order.status === 'PAID') latest.current.onPaid(state.order);
      else latest.current.onFailed(failedOrderMessage(state.order.failureReason));
    } else if (state.kind === 'failed') {
      latest.current.onFailed(paymentErrorMessage(state.error));
    }
  }, [state]);

  if (state.kind === 'timedOut') {
    return (
      <section className={styles.card} aria-label="Payment status">
        <Stack space="medium">
          <p className={styles.text} role="status">
            Your payment is still being confirmed by the bank. If money was taken, your membership starts as soon as the confirmation arrives.
          </p>
          <Inline space="small">
            <Button onClick={restart}>Check again</Button>
          </Inline>
        </Stack>
      </section>
    );
  }
  return (
    <section className={styles.card} aria-label="Payment status">
      <Stack space="medium">
        <p className={styles.text} role="status">
          Confirming your payment… Please do not close this page.
        </p>
      </Stack>
    </section>
  );
}
