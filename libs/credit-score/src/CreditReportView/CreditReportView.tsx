import type { CreditReport } from '@rewards/api-client';
import { formatRupees } from '@rewards/api-contract';
import { Button, Columns, Inline, ScrollTable, Stack } from '@rewards/design-system';
import { useId, useState } from 'react';
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
  const ids = { report: useId(), accounts: useId(), enquiries: useId(), payments: useId() };
  // Read once: whether Refresh is offered does not change while the member reads.
  const clock = useClock();
  const [now] = useState(() => clock.now());
  const locked = refreshText(report.refreshAvailableAt, now);

  return (
    <>
      <section className={shared.card} aria-labelledby={ids.report}>
        <Stack space="medium">
          <h2 id={ids.report} className={shared.h2}>
            Your credit report
          </h2>
          <div className={styles.summary}>
            <Stack space="small" align="center">
              <ScoreGauge score={report.score} band={report.band} />
              <p className={styles.band}>{bandLabel(report.band)}</p>
              <p className={shared.muted}>
                Report by {report.bureau}, generated on {longDate(report.generatedAt)}, for {report.name} (PAN {report.maskedPan}).
              </p>
              {locked ? (
                <p className={shared.text}>{locked}</p>
              ) : onRefresh ? (
                <Button variant="secondary" onClick={onRefresh}>
                  Refresh my report
                </Button>
              ) : null}
            </Stack>
          </div>
        </Stack>
      </section>

      <section className={shared.card} aria-labelledby={ids.accounts}>
        <Stack space="medium">
          <h2 id={ids.accounts} className={shared.h2}>
            Accounts
          </h2>
          {report.accounts.length === 0 ? (
            <p className={shared.muted}>No accounts in your report.</p>
          ) : (
            <ScrollTable caption="Accounts" regionLabel="Accounts table" className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    Type
                  </th>
                  <th scope="col" className={styles.th}>
                    Lender
                  </th>
                  <th scope="col" className={styles.th}>
                    Status
                  </th>
                  <th scope="col" className={styles.thAmount}>
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.accounts.map((account, index) => (
                  <tr key={`${account.lender}-${account.openedOn}-${index}`}>
                    <td className={styles.td}>{accountTypeLabel(account.type)}</td>
                    <td className={styles.td}>{account.lender}</td>
                    <td className={styles.td}>{accountStatusLabel(account.status)}</td>
                    <td className={styles.amount}>{formatRupees(account.balance)}</td>
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
            Enquiries
          </h2>
          {report.enquiries.length === 0 ? (
            <p className={shared.muted}>No lender has enquired about your credit.</p>
          ) : (
            <Stack as="ul" space="small" aria-labelledby={ids.enquiries}>
              {report.enquiries.map((enquiry, index) => (
                <Inline as="li" key={`${enquiry.lender}-${enquiry.date}-${index}`} space="xsmall" align="spaceBetween">
                  <span>
                    {enquiry.lender}: {enquiry.purpose}
                  </span>
                  <span className={shared.muted}>{longDate(enquiry.date)}</span>
                </Inline>
              ))}
            </Stack>
          )}
        </Stack>
      </section>

      <section className={shared.card} aria-labelledby={ids.payments}>
        <Stack space="medium">
          <h2 id={ids.payments} className={shared.h2}>
            Payment history
          </h2>
          {report.paymentHistory.length === 0 ? (
            <p className={shared.muted}>No payments in the last 12 months.</p>
          ) : (
            <>
              <p className={shared.text}>{onTimeSummary(report.paymentHistory)} in the last 12 months.</p>
              <Columns as="ol" minColumnWidth={96} space="small" aria-labelledby={ids.payments}>
                {report.paymentHistory.map((payment) => (
                  <li key={payment.month} className={styles.month}>
                    <Stack space="xxsmall">
                      <span className={styles.monthName}>{monthLabel(payment.month)}</span>
                      <span className={styles.status[payment.status]}>
                        <span aria-hidden="true">{STATUS_MARKS[payment.status]} </span>
                        {paymentStatusLabel(payment.status)}
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
