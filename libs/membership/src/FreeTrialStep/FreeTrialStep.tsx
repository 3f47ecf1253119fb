import { useTrack } from '@rewards/analytics';
import { DEFAULT_ATTRIBUTION, useAuthApi, useQueries } from '@rewards/api-client';
import { readAttribution } from '@rewards/api-client/attribution';
import type { SubscriptionPlan } from '@rewards/api-contract';
import { useSession, useSessionStore } from '@rewards/auth';
import { ButtonLink, Inline, Stack, Toast } from '@rewards/design-system';
import { fillSlots, SLOT, useLocale, useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePaymentApi, usePaymentQueries } from '../api/usePaymentApi';
import { membershipCatalogue } from '../i18n/catalogue';
import { istDate } from '../i18n/format';
import { paymentErrorMessage, refusalCode } from '../rules/codeError';
import { POST_TRIAL_REDIRECT_MS } from '../rules/constants';
import { trialToast, type TrialToast } from '../rules/trialToast';
import * as styles from '../steps/steps.css';

export interface FreeTrialStepProps {
  /** Where to go after the success screen; the partner's member home by default. */
  next?: string;
}

type Phase = { kind: 'starting' } | { kind: 'active'; plan: SubscriptionPlan } | { kind: 'refused'; error: unknown; code: string | undefined };

function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
}

/**
 * The free trial (spec §4): subscribes with planType TRIAL as soon as it opens, shows the
 * success screen with the end date and moves on after POST_TRIAL_REDIRECT_MS. A member who
 * already had a trial (or is a paying member) is told so plainly, with the toast for their
 * primeProfile.
 */
export function FreeTrialStep({ next }: FreeTrialStepProps) {
  const paymentApi = usePaymentApi();
  const paymentQueries = usePaymentQueries();
  const authApi = useAuthApi();
  const userQueries = useQueries().user;
  const store = useSessionStore();
  const { user } = useSession();
  const partner = usePartner();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  const [toast, setToast] = useState<TrialToast | null>(null);
  const destination = next ?? partner.home;
  const started = useRef(false);
  const profileBefore = useRef(user?.primeProfile ?? 0);
  const closeToast = useCallback(() => setToast(null), []);
  const track = useTrack();

  useEffect(() => {
    // One subscribe per visit to this step, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    track('trial_initiated', { placement: 'free_trial_step' });
    paymentApi
      .subscribe({ ...DEFAULT_ATTRIBUTION, ...readAttribution(), channel: partner.channel, platform: 'WEB', planType: 'TRIAL' })
      .then(async (plan) => {
        // The ad pixel's trial: price 0, quantity 1 (spec §4).
        track('trial_conversion', { variant: plan.variantName, price: 0, quantity: 1, currency: 'INR' });
        setPhase({ kind: 'active', plan });
        setToast(trialToast(t, { primeProfile: plan.primeProfile, justActivated: true, trialDays: daysBetween(plan.startDate, plan.endDate) }));
        void queryClient.invalidateQueries({ queryKey: paymentQueries.all() });
        const fresh = await authApi.currentUser().catch(() => undefined);
        if (fresh) {
          store.setUser(fresh);
          queryClient.setQueryData(userQueries.current().queryKey, fresh);
        }
      })
      .catch((error: unknown) => {
        const code = refusalCode(error);
        setPhase({ kind: 'refused', error, code });
        if (code === 'TP-TRIAL-USED' || code === 'TP-ALREADY-MEMBER') {
          setToast(trialToast(t, { primeProfile: code === 'TP-ALREADY-MEMBER' ? 5 : profileBefore.current, justActivated: false, trialDays: null }));
        }
      });
  }, [paymentApi, paymentQueries, authApi, store, partner.channel, queryClient, userQueries, track, t]);

  useEffect(() => {
    if (phase.kind !== 'active') return;
    const timer = setTimeout(() => navigate(destination, { replace: true }), POST_TRIAL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase.kind, navigate, destination]);

  return (
    <>
      {phase.kind === 'starting' ? (
        <p className={styles.muted} role="status">
          {t('freeTrial.starting')}
        </p>
      ) : phase.kind === 'active' ? (
        <section className={styles.card} aria-label={t('freeTrial.label')}>
          <Stack space="medium">
            <p className={styles.positive}>{t('freeTrial.active')}</p>
            <p className={styles.text}>{fillSlots(t('freeTrial.until', { date: SLOT }), <strong>{istDate(locale, phase.plan.endDate)}</strong>)}</p>
            <p className={styles.muted}>{t('freeTrial.redirecting')}</p>
            <Inline space="small">
              <ButtonLink href={destination} onNavigate={(to) => navigate(to, { replace: true })}>
                {t('freeTrial.explore')}
              </ButtonLink>
            </Inline>
          </Stack>
        </section>
      ) : (
        <section className={styles.card} aria-label={t('freeTrial.label')}>
          <Stack space="medium">
            <p className={styles.critical} role="alert">
              {paymentErrorMessage(t, phase.error)}
            </p>
            <Inline space="small">
              {phase.code === 'TP-TRIAL-USED' ? (
                <ButtonLink href="/payment" onNavigate={(to) => navigate(to, { replace: true })}>
                  {t('freeTrial.seePlans')}
                </ButtonLink>
              ) : (
                <ButtonLink href={destination} onNavigate={(to) => navigate(to, { replace: true })}>
                  {t('freeTrial.goToBenefits')}
                </ButtonLink>
              )}
            </Inline>
          </Stack>
        </section>
      )}
      {toast ? <Toast tone={toast.tone} message={toast.message} onClose={closeToast} /> : null}
    </>
  );
}
