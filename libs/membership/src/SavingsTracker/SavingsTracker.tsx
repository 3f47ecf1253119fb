import { formatMonth, formatRupees, savingsComparisonText, type SavingsBreakdown } from '@rewards/api-contract';
import { useSession, useSessionStore } from '@rewards/auth';
import { Button, Inline, Stack } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSavingsQueries } from '../api/savings';
import * as steps from '../steps/steps.css';
import { BreakdownList, BreakdownTable, EARLIER_SAVINGS_LABEL, withEarlier, type BreakdownRow } from './Breakdowns';
import { MonthlyChart } from './MonthlyChart';
import { SAVINGS_ANCHOR, SavingsFrame } from './SavingsFrame';
import * as styles from './SavingsTracker.css';

export const SAVINGS_ERROR = 'We could not load your savings. Please try again.';

/**
 * /profile's savings tracker for the signed-in member: the total, how it compares with what the
 * membership cost, and the savings by month (a bar chart), by category and by brand, each of which
 * adds up to the total; 'Show as table' gives every figure as tables instead. Fetched on the
 * client (a member's page), and it brings the session's total up to date with what it read.
 */
export function SavingsTracker() {
  const { user } = useSession();
  const store = useSessionStore();
  const queries = useSavingsQueries();
  const query = useQuery({ ...queries.breakdown(user?.ssoId ?? ''), enabled: Boolean(user) });
  const fresh = query.data?.totalSavings;

  // '/profile#savings' (the savings prompt's link): the browser cannot scroll to a section that
  // arrives later, so the tracker does once it has its figures.
  const { hash } = useLocation();
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded && hash === `#${SAVINGS_ANCHOR}`) document.getElementById(SAVINGS_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  useEffect(() => {
    // A code generated since the session was read raised the total; the rest of the page shows it too.
    const current = store.getState().user;
    if (fresh !== undefined && current && current.totalSavings !== fresh) store.setUser({ ...current, totalSavings: fresh });
  }, [fresh, store]);

  if (!user) return null;
  return (
    <SavingsFrame>
      {query.isPending ? (
        <p className={steps.muted} role="status">
          Loading your savings…
        </p>
      ) : query.isError ? (
        <>
          <p className={steps.critical} role="alert">
            {SAVINGS_ERROR}
          </p>
          <div>
            <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        </>
      ) : (
        <SavingsView breakdown={query.data} />
      )}
    </SavingsFrame>
  );
}

const monthRows = (breakdown: SavingsBreakdown): BreakdownRow[] =>
  [...breakdown.months].reverse().map((month) => ({ key: month.month, name: formatMonth(month.month, 'long'), savings: month.savings, count: month.count }));
const groupRows = (groups: SavingsBreakdown['categories']): BreakdownRow[] => groups.map((group) => ({ key: group.slug, name: group.name, savings: group.savings, count: group.count }));

/** The breakdown as the member sees it (what the tracker shows once it has the data). */
export function SavingsView({ breakdown }: { breakdown: SavingsBreakdown }) {
  const partner = usePartner();
  const [asTables, setAsTables] = useState(false);
  const { totalSavings, earlierSavings } = breakdown;
  const comparison = savingsComparisonText(totalSavings, breakdown.comparison);

  if (totalSavings <= 0) {
    return (
      <>
        <p className={styles.total}>{formatRupees(0)}</p>
        <p className={steps.text}>You have not saved with your membership yet. Every code you generate adds what it saves here, month by month.</p>
        <p className={steps.text}>
          <Link to={partner.home}>Find a benefit to use</Link>
        </p>
      </>
    );
  }

  const first = breakdown.months[0];
  const months = withEarlier(monthRows(breakdown), earlierSavings);
  const categories = withEarlier(groupRows(breakdown.categories), earlierSavings);
  const brands = withEarlier(groupRows(breakdown.brands), earlierSavings);
  return (
    <>
      <Stack space="xsmall">
        <p className={styles.total}>{formatRupees(totalSavings)}</p>
        <p className={steps.muted}>
          saved with your membership
          {breakdown.count > 0 ? ` · ${breakdown.count} ${breakdown.count === 1 ? 'benefit' : 'benefits'} availed` : ''}
          {first ? ` since ${formatMonth(first.month, 'long')}` : ''}
        </p>
        {comparison ? <p className={styles.comparison}>{comparison}</p> : null}
        {earlierSavings > 0 ? (
          <p className={steps.muted}>
            {formatRupees(earlierSavings)} of it was saved before your savings were recorded code by code: it shows as ‘{EARLIER_SAVINGS_LABEL}’ below.
          </p>
        ) : null}
      </Stack>

      <Inline space="small" align="spaceBetween" alignY="center">
        <p className={styles.caption}>Months are in India time (IST).</p>
        <Button variant="secondary" size="small" aria-pressed={asTables} onClick={() => setAsTables((on) => !on)}>
          Show as table
        </Button>
      </Inline>

      {asTables ? (
        <>
          <BreakdownTable caption="Savings by month" heading="Month" rows={months} total={totalSavings} />
          <BreakdownTable caption="Savings by category" heading="Category" rows={categories} total={totalSavings} />
          <BreakdownTable caption="Savings by brand" heading="Brand" rows={brands} total={totalSavings} />
        </>
      ) : (
        <>
          {breakdown.months.length > 0 ? (
            <Stack space="small">
              <h3 className={styles.h3}>By month</h3>
              <MonthlyChart months={breakdown.months} />
            </Stack>
          ) : null}
          <Stack space="small">
            <h3 className={styles.h3}>By category</h3>
            <BreakdownList rows={categories} total={totalSavings} label="Savings by category" />
          </Stack>
          <Stack space="small">
            <h3 className={styles.h3}>By brand</h3>
            <BreakdownList rows={brands} total={totalSavings} label="Savings by brand" />
          </Stack>
        </>
      )}
    </>
  );
}
