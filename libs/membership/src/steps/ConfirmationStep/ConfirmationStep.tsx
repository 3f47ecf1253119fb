import { useAuthApi, useQueries } from '@rewards/api-client';
import { rememberPaidOrder, useSession, useSessionStore } from '@rewards/auth';
import { ButtonLink, Inline, Stack } from '@rewards/design-system';
import { fillSlots, SLOTS, useLocale, useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePaymentApi, usePaymentQueries } from '../../api/usePaymentApi';
import { reportAffiliatePurchase } from '@rewards/api-client/attribution';
import { membershipCatalogue } from '../../i18n/catalogue';
import { formatRupees, istDate } from '../../i18n/format';
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
  const t = useT(membershipCatalogue);
  const locale = useLocale();
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
  if (orderQuery.isPending)
    return (
      <p className={styles.muted} role="status">
        {t('confirmation.loading')}
      </p>
    );
  if (!order)
    return (
      <p className={styles.critical} role="alert">
        {t('confirmation.loadError')}
      </p>
    );

  const membership = order.membership;
  return (
    <section className={styles.card} aria-label={t('confirmation.label')}>
      <Stack space="medium">
        <p className={styles.positive}>{t('confirmation.success')}</p>
        {membership?.startDate && membership.endDate ? (
          <p className={styles.text}>
            {fillSlots(
              t('confirmation.validity', { start: SLOTS[0], end: SLOTS[1] }),
              <strong>{istDate(locale, membership.startDate)}</strong>,
              <strong>{istDate(locale, membership.endDate)}</strong>,
            )}
          </p>
        ) : null}
        <dl className={styles.breakup}>
          <dt className={styles.breakupTerm}>{t('confirmation.plan')}</dt>
          <dd className={styles.breakupValue}>{order.variantDisplayName}</dd>
          <dt className={styles.breakupTerm}>{t('confirmation.amountPaid')}</dt>
          <dd className={styles.breakupValue}>{formatRupees(locale, order.orderAmount)}</dd>
          <dt className={styles.breakupTerm}>{t('confirmation.orderId')}</dt>
          <dd className={styles.breakupValue}>{order.orderId}</dd>
        </dl>
        {session.loginType === 'GUEST' ? (
          <GuestLoginPrompt mobile={session.user?.mobile} />
        ) : (
          <Inline space="small">
            <ButtonLink href={home} onNavigate={(to) => navigate(to)}>
              {t('confirmation.explore')}
            </ButtonLink>
          </Inline>
        )}
      </Stack>
    </section>
  );
}
