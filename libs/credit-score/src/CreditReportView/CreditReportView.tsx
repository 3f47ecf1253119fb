import type { CreditReport } from '@rewards/api-client';
import { Button, Columns, Inline, ScrollTable, Stack } from '@rewards/design-system';
import { useFormat, useLocale, useT } from '@rewards/i18n';
import { useId, useState } from 'react';
import { creditScoreCatalogue } from '../i18n/catalogue';
import { ScoreGauge } from '../ScoreGauge';
import { longDate, monthLabel, refreshText } from '../rules/dates';
import { accountStatusLabel, accountTypeLabel, onTimeSummary, paymentStatusLabel } from '../rules/reportLabels';
import { bandLabel } from '../rules/score';
import * as shared from '../styles/credit.css';
import * as styles from './CreditReportView.css';
import { useClock } from '@rewards/clock';

/** A mark per payment status (besides its words and colour): a tick, a clock, a cross. */
const STATUS_MARKS = { ON_TIME: '✓', LATE: '◷', MISSED: '✕' } as const;

export interface CreditReportViewProps {
  report: CreditReport;
  /** Asks for a new report (back to the details); offered only once the report may be refreshed. */
  onRefresh?: (() => void) | undefined;
}

/** The member's report: the score gauge and band, the bureau and date, when it can be refreshed, accounts, enquiries and a year of payments. */
export function CreditReportView({ report, onRefresh }: CreditReportViewProps) {
  const t = useT(creditScoreCatalogue);
  const locale = useLocale();
  const format = useFormat();
  const ids = { report: useId(), accounts: useId(), enquiries: useId(), payments: useId() };
  // Read once: whether Refresh is offered does not change while the member reads.
  const clock = useClock();
  const [now] = useState(() => clock.now());
  const locked = refreshText(t, locale, report.refreshAvailableAt, now);

  return (
    <>
      <section className={shared.card} aria-labelledby={ids.report}>
        <Stack space="medium">
          <h2 id={ids.report} className={shared.h2}>
            {t('report.heading')}
          </h2>
          <div className={styles.summary}>
            <Stack space="small" align="center">
              <ScoreGauge score={report.score} band={report.band} />
              <p className={styles.band}>{bandLabel(t, report.band)}</p>
              <p className={shared.muted}>
                {t('report.by', { bureau: report.bureau, date: longDate(report.generatedAt, locale), name: report.name, pan: report.maskedPan })}
              </p>
              {locked ? (
                <p className={shared.text}>{locked}</p>
              ) : onRefresh ? (
                <Button variant="secondary" onClick={onRefresh}>
                  {t('report.refresh')}
                </Button>
              ) : null}
            </Stack>
          </div>
        </Stack>
      </section>

      <section className={shared.card} aria-labelledby={ids.accounts}>
        <Stack space="medium">
          <h2 id={ids.accounts} className={shared.h2}>
            {t('report.accounts')}
          </h2>
          {report.accounts.length === 0 ? (
            <p className={shared.muted}>{t('report.noAccounts')}</p>
          ) : (
            <ScrollTable caption={t('report.accounts')} regionLabel={t('report.accountsTable')} className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    {t('report.type')}
                  </th>
                  <th scope="col" className={styles.th}>
                    {t('report.lender')}
                  </th>
                  <th scope="col" className={styles.th}>
                    {t('report.status')}
                  </th>
                  <th scope="col" className={styles.thAmount}>
                    {t('report.balance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.accounts.map((account, index) => (
                  <tr key={`${account.lender}-${account.openedOn}-${index}`}>
                    <td className={styles.td}>{accountTypeLabel(t, account.type)}</td>
                    <td className={styles.td}>{account.lender}</td>
                    <td className={styles.td}>{accountStatusLabel(t, account.status)}</td>
                    <td className={styles.amount}>{format.rupees(account.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
        </Stack>
      </section>

      <section className={shared.card} aria-labelledby={ids.enquiries}>
        <Stack space="medium">
          <h2 id={ids.enquiries} className={shared.h2}>
            {t('report.enquiries')}
          </h2>
          {report.enquiries.length === 0 ? (
            <p className={shared.muted}>{t('report.noEnquiries')}</p>
          ) : (
            <Stack as="ul" space="small" aria-labelledby={ids.enquiries}>
              {report.enquiries.map((enquiry, index) => (
                <Inline as="li" key={`${enquiry.lender}-${enquiry.date}-${index}`} space="xsmall" align="spaceBetween">
                  <span>
                    {enquiry.lender}: {enquiry.purpose}
                  </span>
                  <span className={shared.muted}>{longDate(enquiry.date, locale)}</span>
                </Inline>
              ))}
            </Stack>
          )}
        </Stack>
      </section>

      <section className={shared.card} aria-labelledby={ids.payments}>
        <Stack space="medium">
          <h2 id={ids.payments} className={shared.h2}>
            {t('report.payments')}
          </h2>
          {report.paymentHistory.length === 0 ? (
            <p className={shared.muted}>{t('report.noPayments')}</p>
          ) : (
            <>
              <p className={shared.text}>{t('report.lastYear', { summary: onTimeSummary(t, report.paymentHistory) })}</p>
              <Columns as="ol" minColumnWidth={96} space="small" aria-labelledby={ids.payments}>
                {report.paymentHistory.map((payment) => (
                  <li key={payment.month} className={styles.month}>
                    <Stack space="xxsmall">
                      <span className={styles.monthName}>{monthLabel(payment.month, locale)}</span>
                      <span className={styles.status[payment.status]}>
                        <span aria-hidden="true">{STATUS_MARKS[payment.status]} </span>
                        {paymentStatusLabel(t, payment.status)}
                      </span>
                    </Stack>
                  </li>
                ))}
              </Columns>
            </>
          )}
        </Stack>
      </section>
    </>
  );
}
