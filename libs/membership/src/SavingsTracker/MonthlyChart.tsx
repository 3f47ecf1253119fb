import { formatMonth, formatRupees, type SavingsMonth } from '@rewards/api-contract';
import { Stack, visuallyHidden } from '@rewards/design-system';
import { useId } from 'react';
import { CHART_MONTHS, chartColumns, compactRupees } from '../rules/savingsChart';
import * as styles from './SavingsTracker.css';

/** The chart's text alternative: its biggest month, then each month's figure. */
export function chartDescription(months: readonly SavingsMonth[]): string {
  if (months.length === 0) return 'No savings yet.';
  const best = months.reduce((top, month) => (month.savings > top.savings ? month : top), months[0] as SavingsMonth);
  const each = months.map((month) => `${formatMonth(month.month, 'long')}: ${formatRupees(month.savings)}`).join('; ');
  return `Most saved in ${formatMonth(best.month, 'long')} (${formatRupees(best.savings)}). ${each}.`;
}

/**
 * Savings per month as a bar chart of the latest 12 months (6 on a phone). To assistive technology
 * it is one image, named by its visible caption and described month by month. Drawn with HTML and
 * CSS rather than SVG text, so its figures keep the member's font size and zoom on a phone (see
 * the lib's README); the table beside it has every month's exact figure.
 */
export function MonthlyChart({ months }: { months: readonly SavingsMonth[] }) {
  const id = useId();
  const columns = chartColumns(months);
  return (
    <figure className={styles.figure}>
      <div className={styles.chart} role="img" aria-labelledby={`${id}-caption`} aria-describedby={`${id}-desc`}>
        {columns.map((column) => (
          <div key={column.month} className={column.wideOnly ? `${styles.column} ${styles.wideOnly}` : styles.column}>
            <span className={styles.barArea}>
              <span className={styles.barValue}>{compactRupees(column.savings)}</span>
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
        {months.length > CHART_MONTHS ? `Savings by month, the latest ${CHART_MONTHS} months` : 'Savings by month'}
      </figcaption>
      <p id={`${id}-desc`} className={visuallyHidden}>
        {chartDescription(months.slice(-CHART_MONTHS))}
      </p>
    </figure>
  );
}
