import type { SavingsMonth } from '@rewards/api-contract';
import { Stack, visuallyHidden } from '@rewards/design-system';
import { DEFAULT_LOCALE, useLocale, useT, type Locale, type Translate } from '@rewards/i18n';
import { useId } from 'react';
import { membershipCatalogue } from '../i18n/catalogue';
import { formatMonthIn, formatRupees } from '../i18n/format';
import { CHART_MONTHS, chartColumns, compactRupees } from '../rules/savingsChart';
import * as styles from './SavingsTracker.css';

/** The chart's text alternative, in the page's language: its biggest month, then each month's figure. */
export function chartDescription(t: Translate, months: readonly SavingsMonth[], locale: Locale = DEFAULT_LOCALE): string {
  if (months.length === 0) return t('savings.chart.none');
  const best = months.reduce((top, month) => (month.savings > top.savings ? month : top), months[0] as SavingsMonth);
  const each = months.map((month) => `${formatMonthIn(locale, month.month, 'long')}: ${formatRupees(locale, month.savings)}`).join('; ');
  return t('savings.chart.description', { month: formatMonthIn(locale, best.month, 'long'), amount: formatRupees(locale, best.savings), each });
}

/**
 * Savings per month as a bar chart of the latest 12 months (6 on a phone). To assistive technology
 * it is one image, named by its visible caption and described month by month. Drawn with HTML and
 * CSS rather than SVG text, so its figures keep the member's font size and zoom on a phone (see
 * the lib's README); the table beside it has every month's exact figure.
 */
export function MonthlyChart({ months }: { months: readonly SavingsMonth[] }) {
  const id = useId();
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  const columns = chartColumns(months, locale);
  return (
    <figure className={styles.figure}>
      <div className={styles.chart} role="img" aria-labelledby={`${id}-caption`} aria-describedby={`${id}-desc`}>
        {columns.map((column) => (
          <div key={column.month} className={column.wideOnly ? `${styles.column} ${styles.wideOnly}` : styles.column}>
            <span className={styles.barArea}>
              <span className={styles.barValue}>{compactRupees(column.savings, locale)}</span>
              <span className={styles.bar} style={{ height: `${(column.heightPercent / 100) * styles.CHART_BAR_MAX_PX}px` }} />
            </span>
            <span className={styles.barLabel}>
              <Stack as="span" space="none" align="center">
                <span>{column.monthName}</span>
                {column.year ? <span>{column.year}</span> : null}
              </Stack>
            </span>
          </div>
        ))}
      </div>
      <figcaption id={`${id}-caption`} className={styles.caption}>
        {months.length > CHART_MONTHS ? t('savings.chart.latest', { count: CHART_MONTHS }) : t('savings.byMonth.caption')}
      </figcaption>
      <p id={`${id}-desc`} className={visuallyHidden}>
        {chartDescription(t, months.slice(-CHART_MONTHS), locale)}
      </p>
    </figure>
  );
}
