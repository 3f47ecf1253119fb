import { useAuthApi, useQueries } from '@rewards/api-client';
import { formatRupees } from '@rewards/api-contract';
import { rememberPaidOrder, useSession, useSessionStore } from '@rewards/auth';
import { ButtonLink, Inline, Stack } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePaymentApi, usePaymentQueries } from '../../api/usePaymentApi';
import { reportAffiliatePurchase } from '@rewards/api-client/attribution';
import { formatIstDate } from '@rewards/api-contract';
import * as styles from '../steps.css';
import { GuestLoginPrompt } from './GuestLoginPrompt';

export interface ConfirmationStepProps {
  orderId: string;
}

/**
 * Confirmation: the paid order and the membership's new dates. The session's user is refreshed
 * once (primeProfile, dates), and the joining reads are invalidated so buy buttons disappear.
 */
export function ConfirmationStep({ orderId }: ConfirmationStepProps) {
  const queries = usePaymentQueries();
  const userQueries = useQueries().user;
  const authApi = useAuthApi();
  const store = useSessionStore();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { home } = usePartner();
  const orderQuery = useQuery(queries.orderStatus(orderId));
  const paymentApi = usePaymentApi();
  const paid = orderQuery.data?.status === 'PAID' ? orderQuery.data : null;

  useEffect(() => {
    // The affiliate network hears of a paid order once, when the visit came with its click id (spec §7).
    if (paid) void reportAffiliatePurchase(paymentApi, { orderId: paid.orderId, saleAmount: paid.orderAmount, couponCode: paid.gc });
  }, [paid, paymentApi]);

  useEffect(() => {
    // A guest's paid order: the login that follows shows its success (spec §4, @rewards/auth).
    if (paid && session.loginType === 'GUEST') rememberPaidOrder(paid.orderId);
  }, [paid, session.loginType]);

  useEffect(() => {
    let live = true;
    authApi.currentUser().then(
      (user) => {
        if (!live) return;
        store.setUser(user);
        queryClient.setQueryData(userQueries.current().queryKey, user);
      },
      // The confirmation stands without it; the next page load refreshes the user anyway.
      () => undefined,
    );
    void queryClient.invalidateQueries({ queryKey: queries.planCtas() });
    void queryClient.invalidateQueries({ queryKey: queries.purchases().queryKey });
    return () => {
      live = false;
    };
  }, [authApi, store, queryClient, userQueries, queries]);

  const order = orderQuery.data;
  if (orderQuery.isPending) return <p className={styles.muted} role="status">Loading your membership…</p>;
  if (!order) return <p className={styles.critical} role="alert">We could not load this order. Your membership is safe; please check your profile.</p>;

  const membership = order.membership;
  return (
    <section className={styles.card} aria-label="Your membership">
      <Stack space="medium">
        <p className={styles.positive}>Payment successful. Your membership is active.</p>
        {membership?.startDate && membership.endDate ? (
          <p className={styles.text}>
            Valid from <strong>{formatIstDate(membership.startDate)}</strong> to <strong>{formatIstDate(membership.endDate)}</strong>
          </p>
        ) : null}
        <dl className={styles.breakup}>
          <dt className={styles.breakupTerm}>Plan</dt>
          <dd className={styles.breakupValue}>{order.variantDisplayName}</dd>
          <dt className={styles.breakupTerm}>Amount paid</dt>
          <dd className={styles.breakupValue}>{formatRupees(order.orderAmount)}</dd>
          <dt className={styles.breakupTerm}>Order ID</dt>
          <dd className={styles.breakupValue}>{order.orderId}</dd>
        </dl>
        {session.loginType === 'GUEST' ? (
          <GuestLoginPrompt mobile={session.user?.mobile} />
        ) : (
          <Inline space="small">
            <ButtonLink href={home} onNavigate={(to) => navigate(to)}>
              Start exploring
            </ButtonLink>
          </Inline>
        )}
      </Stack>
    </section>
  );
}
