import type { SavingsBreakdown } from '@rewards/api-contract';
import { useSession, useSessionStore } from '@rewards/auth';
import { Button, Inline, Stack } from '@rewards/design-system';
import { useLocale, useT, type Locale, type Translate } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSavingsQueries } from '../api/savings';
import { membershipCatalogue } from '../i18n/catalogue';
import { formatMonthIn, formatRupees } from '../i18n/format';
import { useSavingsComparison } from '@rewards/offers/savings/savingsComparison';
import * as steps from '../steps/steps.css';
import { BreakdownList, BreakdownTable, earlierSavingsLabel, withEarlier, type BreakdownRow } from './Breakdowns';
import { MonthlyChart } from './MonthlyChart';
import { SAVINGS_ANCHOR, SavingsFrame } from './SavingsFrame';
import * as styles from './SavingsTracker.css';

/**
 * /profile's savings tracker for the signed-in member: the total, how it compares with what the
 * membership cost, and the savings by month (a bar chart), by category and by brand, each of which
 * adds up to the total; 'Show as table' gives every figure as tables instead. Fetched on the
 * client (a member's page), and it brings the session's total up to date with what it read.
 */
export function SavingsTracker() {
  const { user } = useSession();
  const store = useSessionStore();
  const t = useT(membershipCatalogue);
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
          {t('savings.loading')}
        </p>
      ) : query.isError ? (
        <>
          <p className={steps.critical} role="alert">
            {t('savings.loadError')}
          </p>
          <div>
            <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </div>
        </>
      ) : (
        <SavingsView breakdown={query.data} />
      )}
    </SavingsFrame>
  );
}

const monthRows = (breakdown: SavingsBreakdown, locale: Locale): BreakdownRow[] =>
  [...breakdown.months].reverse().map((month) => ({ key: month.month, name: formatMonthIn(locale, month.month, 'long'), savings: month.savings, count: month.count }));
const groupRows = (groups: SavingsBreakdown['categories']): BreakdownRow[] => groups.map((group) => ({ key: group.slug, name: group.name, savings: group.savings, count: group.count }));

/** 'saved with your membership · 7 benefits availed since August 2026' (each part only when there is one). */
function savedLine(t: Translate, count: number, since: string | null): string {
  if (count > 0) return since ? t('savings.savedAvailedSince', { count, month: since }) : t('savings.savedAvailed', { count });
  return since ? t('savings.savedSince', { month: since }) : t('savings.saved');
}

/** The breakdown as the member sees it (what the tracker shows once it has the data). */
export function SavingsView({ breakdown }: { breakdown: SavingsBreakdown }) {
  const partner = usePartner();
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  const compare = useSavingsComparison();
  const [asTables, setAsTables] = useState(false);
  const { totalSavings, earlierSavings } = breakdown;
  const comparison = compare(totalSavings, breakdown.comparison);

  if (totalSavings <= 0) {
    return (
      <>
        <p className={styles.total}>{formatRupees(locale, 0)}</p>
        <p className={steps.text}>{t('savings.none')}</p>
        <p className={steps.text}>
          <Link to={partner.home}>{t('savings.findBenefit')}</Link>
        </p>
      </>
    );
  }

  const first = breakdown.months[0];
  const months = withEarlier(t, monthRows(breakdown, locale), earlierSavings);
  const categories = withEarlier(t, groupRows(breakdown.categories), earlierSavings);
  const brands = withEarlier(t, groupRows(breakdown.brands), earlierSavings);
  return (
    <>
      <Stack space="xsmall">
        <p className={styles.total}>{formatRupees(locale, totalSavings)}</p>
        <p className={steps.muted}>{savedLine(t, breakdown.count, first ? formatMonthIn(locale, first.month, 'long') : null)}</p>
        {comparison ? <p className={styles.comparison}>{comparison}</p> : null}
        {earlierSavings > 0 ? <p className={steps.muted}>{t('savings.earlier', { amount: formatRupees(locale, earlierSavings), label: earlierSavingsLabel(t) })}</p> : null}
      </Stack>

      <Inline space="small" align="spaceBetween" alignY="center">
        <p className={styles.caption}>{t('savings.ist')}</p>
        <Button variant="secondary" size="small" aria-pressed={asTables} onClick={() => setAsTables((on) => !on)}>
          {t('savings.showTable')}
        </Button>
      </Inline>

      {asTables ? (
        <>
          <BreakdownTable caption={t('savings.byMonth.caption')} heading={t('savings.byMonth.heading')} rows={months} total={totalSavings} />
          <BreakdownTable caption={t('savings.byCategory.caption')} heading={t('savings.byCategory.heading')} rows={categories} total={totalSavings} />
          <BreakdownTable caption={t('savings.byBrand.caption')} heading={t('savings.byBrand.heading')} rows={brands} total={totalSavings} />
        </>
      ) : (
        <>
          {breakdown.months.length > 0 ? (
            <Stack space="small">
              <h3 className={styles.h3}>{t('savings.byMonth.title')}</h3>
              <MonthlyChart months={breakdown.months} />
            </Stack>
          ) : null}
          <Stack space="small">
            <h3 className={styles.h3}>{t('savings.byCategory.title')}</h3>
            <BreakdownList rows={categories} total={totalSavings} label={t('savings.byCategory.caption')} />
          </Stack>
          <Stack space="small">
            <h3 className={styles.h3}>{t('savings.byBrand.title')}</h3>
            <BreakdownList rows={brands} total={totalSavings} label={t('savings.byBrand.caption')} />
          </Stack>
        </>
      )}
    </>
  );
}
