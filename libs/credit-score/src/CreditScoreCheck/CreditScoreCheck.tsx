import type { CreditCodeStep } from '@rewards/api-client';
import { useLoginPopup, useSession } from '@rewards/auth';
import { Button, Inline, Stack, useStepFocus } from '@rewards/design-system';
import { fillSlot, SLOT, useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useQuery, useQueryClient, type DefaultOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCreditQueries } from '../api/useCreditApi';
import { CodeStep } from '../CodeStep';
import { creditScoreCatalogue } from '../i18n/catalogue';
import { CreditForm } from '../CreditForm';
import { CreditReportView } from '../CreditReportView';
import { BusyButton, ErrorAlert } from '../parts/parts';
import { creditView, type CreditPhase } from '../rules/creditView';
import { isCreditUnavailable } from '../rules/errors';
import { BUREAU_NAME, BUREAU_TERMS_PATH } from '../rules/texts';
import * as styles from '../styles/credit.css';
import { useClock } from '@rewards/clock';

/**
 * The credit-score check (`/creditscorecheck`): for visitors what the check is and a sign-in; for
 * members the details form, the bureau's code, then the report. The report is only ever shown to
 * the signed-in member it belongs to.
 */
export function CreditScoreCheck() {
  const t = useT(creditScoreCatalogue);
  const session = useSession();
  return (
    <div className={styles.page}>
      <Stack space="large">
        <h1 className={styles.h1}>{t('page.title')}</h1>
        {session.status === 'loggedIn' && session.user ? (
          <MemberCheck memberId={session.user.ssoId} />
        ) : session.status === 'loggingIn' ? (
          <p role="status" className={styles.muted}>
            {t('page.loadingAccount')}
          </p>
        ) : (
          <VisitorIntro />
        )}
      </Stack>
    </div>
  );
}

/** What the check is, and the sign-in that leads to it (the member stays on this page). */
function VisitorIntro() {
  const t = useT(creditScoreCatalogue);
  const { brandName } = usePartner();
  const popup = useLoginPopup();
  return (
    <section className={styles.card} aria-labelledby="credit-visitor-heading">
      <Stack space="medium">
        <h2 id="credit-visitor-heading" className={styles.h2}>
          {t('visitor.heading')}
        </h2>
        <p className={styles.text}>{t('page.description', { bureau: BUREAU_NAME, brand: brandName })}</p>
        <ul className={styles.points}>
          <li>{t('visitor.free')}</li>
          <li>{t('visitor.noEffect')}</li>
          <li>{t('visitor.poweredBy', { bureau: BUREAU_NAME })}</li>
        </ul>
        <p className={styles.muted}>
          {fillSlot(
            t('visitor.terms', { terms: SLOT }),
            <Link to={BUREAU_TERMS_PATH} className={styles.link}>
              {t('terms.link', { bureau: BUREAU_NAME })}
            </Link>,
          )}
        </p>
        <Inline space="small" alignY="center">
          <Button size="large" onClick={() => popup.open({ stayOnPage: true })}>
            {t('visitor.signIn')}
          </Button>
        </Inline>
      </Stack>
    </section>
  );
}

/** The member's check: what the server holds decides where it starts; what they do here moves it on. */
function MemberCheck({ memberId }: { memberId: string }) {
  const t = useT(creditScoreCatalogue);
  const queries = useCreditQueries();
  // No bureau connected is an answer, not a failure: asking again would not change it. Any other
  // failure is retried as the site's client retries every query.
  const siteRetry = useQueryClient().getDefaultOptions().queries?.retry;
  const details = useQuery({ ...queries.details(memberId), retry: (failures, error) => !isCreditUnavailable(error) && retriesLeft(siteRetry, failures, error) });
  const report = useQuery({ ...queries.report(memberId), enabled: details.data?.hasReport === true });
  const [phase, setPhase] = useState<CreditPhase>({ kind: 'auto' });
  // When the member arrived: a code that has expired by then is not offered again.
  const clock = useClock();
  const [arrivedAt] = useState(() => clock.now());

  const [step, content] = ((): [string | null, ReactNode] => {
    if (details.isPending) return [null, <Loading text={t('member.loadingDetails')} />];
    if (details.isError && isCreditUnavailable(details.error)) return ['unavailable', <Unavailable />];
    if (details.isError) return ['retry', <Retry error={details.error} onRetry={() => void details.refetch()} busy={details.isFetching} />];

    const view = creditView({ phase, details: details.data, report: report.data, now: arrivedAt });
    const toCode = (codeStep: CreditCodeStep) => setPhase({ kind: 'code', codeStep });

    if (view.kind === 'code') {
      return ['code', <CodeStep memberId={memberId} codeStep={view.codeStep} onResent={toCode} onVerified={() => setPhase({ kind: 'auto' })} onEditDetails={() => setPhase({ kind: 'form' })} />];
    }
    if (view.kind === 'form') {
      const hasReport = details.data.hasReport && report.data;
      return ['form', <CreditForm memberId={memberId} details={details.data} onSent={toCode} onBackToReport={hasReport ? () => setPhase({ kind: 'auto' }) : undefined} />];
    }
    if (report.isError) return ['retry', <Retry error={report.error} onRetry={() => void report.refetch()} busy={report.isFetching} />];
    if (!report.data) return [null, <Loading text={t('member.loadingReport')} />];
    return ['report', <CreditReportView report={report.data} onRefresh={() => setPhase({ kind: 'form' })} />];
  })();
  // Each step replaces the last one and the control that led to it: focus moves to its heading (issue 33).
  const stepRef = useStepFocus<HTMLDivElement>(step);
  return (
    <div ref={stepRef} className={styles.step}>
      <Stack space="large">{content}</Stack>
    </div>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <p role="status" className={styles.muted}>
      {text}
    </p>
  );
}

/** What the client's own `retry` setting says (React Query's default, 3 tries, when it has none). */
function retriesLeft(retry: NonNullable<DefaultOptions['queries']>['retry'], failures: number, error: unknown): boolean {
  if (typeof retry === 'function') return retry(failures, error as Error);
  if (typeof retry === 'number') return failures < retry;
  return retry === undefined ? failures < 3 : retry;
}

/** The server has no credit bureau connected: said plainly, with no form, report or retry. */
function Unavailable() {
  const t = useT(creditScoreCatalogue);
  return (
    <section className={styles.card} aria-labelledby="credit-unavailable-heading">
      <Stack space="medium">
        <h2 id="credit-unavailable-heading" className={styles.h2}>
          {t('unavailable.heading')}
        </h2>
        <p className={styles.text}>{t('unavailable.text')}</p>
      </Stack>
    </section>
  );
}

function Retry({ error, onRetry, busy }: { error: unknown; onRetry: () => void; busy: boolean }) {
  const t = useT(creditScoreCatalogue);
  return (
    <div className={styles.card}>
      <Stack space="medium">
        <ErrorAlert error={error} />
        <Inline space="small" alignY="center">
          <BusyButton variant="secondary" onClick={onRetry} busy={busy}>
            {t('member.tryAgain')}
          </BusyButton>
        </Inline>
      </Stack>
    </div>
  );
}
