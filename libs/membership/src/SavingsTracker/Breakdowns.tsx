import { Stack } from '@rewards/design-system';
import { useLocale, useT, type Translate } from '@rewards/i18n';
import { membershipCatalogue } from '../i18n/catalogue';
import { formatRupees } from '../i18n/format';
import { shareOf } from '../rules/savingsChart';
import * as styles from './SavingsTracker.css';

/** One line of a breakdown: a month, a category or a brand. */
export interface BreakdownRow {
  key: string;
  name: string;
  savings: number;
  count: number;
}

/** The line every breakdown adds for savings recorded before they were kept code by code: 'Earlier savings (not itemised)'. */
export function earlierSavingsLabel(t: Translate): string {
  return t('savings.earlierLabel');
}

/** The rows and, when there are any, the earlier savings as a row of their own, so the rows add up to the total. */
export function withEarlier(t: Translate, rows: readonly BreakdownRow[], earlierSavings: number): BreakdownRow[] {
  return earlierSavings > 0 ? [...rows, { key: 'earlier', name: earlierSavingsLabel(t), savings: earlierSavings, count: 0 }] : [...rows];
}

/** A breakdown as a list: name and amount, its share of the total in words and as a thin bar. */
export function BreakdownList({ rows, total, label }: { rows: readonly BreakdownRow[]; total: number; label: string }) {
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  return (
    <Stack as="ul" space="medium" aria-label={label}>
      {rows.map((row) => {
        const share = shareOf(row.savings, total);
        return (
          <li key={row.key} className={styles.row}>
            <span className={styles.rowName}>{row.name}</span>
            <span className={styles.rowValue}>{formatRupees(locale, row.savings)}</span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.fill} style={{ width: `${share}%` }} />
            </span>
            <span className={styles.rowNote}>
              {row.count > 0 ? t('savings.shareAvailed', { share, count: row.count }) : t('savings.share', { share })}
            </span>
          </li>
        );
      })}
    </Stack>
  );
}

/** A breakdown as a table: a row per line with a header cell, and the total in the footer. */
export function BreakdownTable({ caption, heading, rows, total }: { caption: string; heading: string; rows: readonly BreakdownRow[]; total: number }) {
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  const count = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.tableCaption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${styles.cell} ${styles.head}`}>
              {heading}
            </th>
            <th scope="col" className={`${styles.cell} ${styles.head} ${styles.numeric}`}>
              {t('savings.table.availed')}
            </th>
            <th scope="col" className={`${styles.cell} ${styles.head} ${styles.numeric}`}>
              {t('savings.table.saved')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.cell}>
                {row.name}
              </th>
              <td className={`${styles.cell} ${styles.numeric}`}>{row.key === 'earlier' ? '–' : row.count}</td>
              <td className={`${styles.cell} ${styles.numeric}`}>{formatRupees(locale, row.savings)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${styles.cell} ${styles.totalRow}`}>
              {t('savings.table.total')}
            </th>
            <td className={`${styles.cell} ${styles.numeric} ${styles.totalRow}`}>{count}</td>
            <td className={`${styles.cell} ${styles.numeric} ${styles.totalRow}`}>{formatRupees(locale, total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
