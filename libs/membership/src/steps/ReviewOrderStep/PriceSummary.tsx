import type { PreOrderDetails } from '@rewards/api-contract';
import { formatRupees } from '@rewards/api-contract';
import { Stack } from '@rewards/design-system';
import { codeErrorMessage } from '../../rules/codeError';
import * as styles from '../steps.css';

export interface PriceSummaryProps {
  details: PreOrderDetails | undefined;
  /** The pre-order failed (a refused code, most often): `error`'s message instead of the breakup. */
  failed: boolean;
  error: unknown;
}

/** The price breakup: the plan, then any discount, code and referral balance, and what is left to pay. */
export function PriceSummary({ details, failed, error }: PriceSummaryProps) {
  return (
    <section className={styles.card} aria-label="Price breakup">
      <Stack space="medium">
        {failed ? (
          <p className={styles.critical} role="alert">
            {codeErrorMessage(error)}
          </p>
        ) : details ? (
          <dl className={styles.breakup}>
            <dt className={styles.breakupTerm}>{details.variantDisplayName}</dt>
            <dd className={styles.breakupValue}>{formatRupees(details.subscriptionAmount)}</dd>
            {details.subscriptionAmount > details.pgAmount + details.gcAmount + details.referralBalance ? (
              <>
                <dt className={styles.breakupTerm}>Discount</dt>
                <dd className={styles.breakupValue}>−{formatRupees(details.subscriptionAmount - details.pgAmount - details.gcAmount - details.referralBalance)}</dd>
              </>
            ) : null}
            {details.gcAmount > 0 ? (
              <>
                <dt className={styles.breakupTerm}>Code {details.gc}</dt>
                <dd className={styles.breakupValue}>−{formatRupees(details.gcAmount)}</dd>
              </>
            ) : null}
            {details.referralBalance > 0 ? (
              <>
                <dt className={styles.breakupTerm}>Referral balance</dt>
                <dd className={styles.breakupValue}>−{formatRupees(details.referralBalance)}</dd>
              </>
            ) : null}
            <dt className={`${styles.breakupTerm} ${styles.total}`}>To pay</dt>
            <dd className={`${styles.breakupValue} ${styles.total}`}>{formatRupees(details.pgAmount)}</dd>
          </dl>
        ) : (
          <p className={styles.muted} role="status">
            Working out your price…
          </p>
        )}
      </Stack>
    </section>
  );
}
