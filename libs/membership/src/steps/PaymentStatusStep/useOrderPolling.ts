import type { Order } from '@rewards/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePaymentApi, usePaymentQueries } from '../../api/usePaymentApi';
import { nextPoll } from '../../rules/steps';

export type PollState =
  | { kind: 'polling'; order: Order | undefined }
  | { kind: 'settled'; order: Order }
  /** The polling configuration's attempts or time ran out while the order was still open. */
  | { kind: 'timedOut'; order: Order | undefined }
  | { kind: 'failed'; error: unknown };

/**
 * Polls an order's status per the polling configuration until it is final (PAID, FAILED,
 * CANCELLED), the attempts or time run out, or the call fails. `restart` polls again.
 */
export function useOrderPolling(orderId: string): { state: PollState; restart: () => void } {
  const paymentApi = usePaymentApi();
  const queries = usePaymentQueries();
  const config = useQuery(queries.pollConfig());
  const [round, setRound] = useState(0);
  const [state, setState] = useState<PollState>({ kind: 'polling', order: undefined });
  const pollConfig = config.data;

  useEffect(() => {
    if (!pollConfig) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let last: Order | undefined;
    const started = Date.now();
    const schedule = () => {
      const decision = nextPoll(pollConfig, attempts, Date.now() - started);
      if (decision.kind === 'stop') {
        setState({ kind: 'timedOut', order: last });
        return;
      }
      timer = setTimeout(poll, decision.delayMs);
    };
    const poll = async () => {
      attempts += 1;
      try {
        const order = await paymentApi.orderStatus(orderId);
        if (!live) return;
        last = order;
        if (order.status === 'PAID' || order.status === 'FAILED' || order.status === 'CANCELLED') setState({ kind: 'settled', order });
        else {
          setState({ kind: 'polling', order });
          schedule();
        }
      } catch (error) {
        if (live) setState({ kind: 'failed', error });
      }
    };
    setState({ kind: 'polling', order: undefined });
    schedule();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pollConfig, paymentApi, orderId, round]);

  const restart = () => setRound((n) => n + 1);
  if (config.isError) return { state: { kind: 'failed', error: config.error }, restart: () => void config.refetch() };
  return { state, restart };
}
