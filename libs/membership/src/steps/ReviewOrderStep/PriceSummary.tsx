import type { PreOrderDetails } from '@rewards/api-contract';
import { Stack } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { membershipCatalogue } from '../../i18n/catalogue';
import { formatRupees } from '../../i18n/format';
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
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  const rupees = (amount: number) => formatRupees(locale, amount);
  return (
    <section className={styles.card} aria-label={t('priceSummary.label')}>
      <Stack space="medium">
        {failed ? (
          <p className={styles.critical} role="alert">
            {codeErrorMessage(t, error)}
          </p>
        ) : details ? (
          <dl className={styles.breakup}>
            <dt className={styles.breakupTerm}>{details.variantDisplayName}</dt>
            <dd className={styles.breakupValue}>{rupees(details.subscriptionAmount)}</dd>
            {details.subscriptionAmount > details.pgAmount + details.gcAmount + details.referralBalance ? (
              <>
                <dt className={styles.breakupTerm}>{t('priceSummary.discount')}</dt>
                <dd className={styles.breakupValue}>−{rupees(details.subscriptionAmount - details.pgAmount - details.gcAmount - details.referralBalance)}</dd>
              </>
            ) : null}
            {details.gcAmount > 0 ? (
              <>
                <dt className={styles.breakupTerm}>{t('common.code', { code: details.gc ?? '' })}</dt>
                <dd className={styles.breakupValue}>−{rupees(details.gcAmount)}</dd>
              </>
            ) : null}
            {details.referralBalance > 0 ? (
              <>
                <dt className={styles.breakupTerm}>{t('priceSummary.referralBalance')}</dt>
                <dd className={styles.breakupValue}>−{rupees(details.referralBalance)}</dd>
              </>
            ) : null}
            <dt className={`${styles.breakupTerm} ${styles.total}`}>{t('priceSummary.toPay')}</dt>
            <dd className={`${styles.breakupValue} ${styles.total}`}>{rupees(details.pgAmount)}</dd>
          </dl>
        ) : (
          <p className={styles.muted} role="status">
            {t('priceSummary.working')}
          </p>
        )}
      </Stack>
    </section>
  );
}
