import type { SubscriptionVariant } from '@rewards/api-contract';
import { Stack } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { useId } from 'react';
import { membershipCatalogue } from '../../i18n/catalogue';
import { formatRupees } from '../../i18n/format';
import * as styles from '../steps.css';

export interface PlanSectionProps {
  plans: readonly SubscriptionVariant[];
  variantId: number | undefined;
  onChoose: (variantId: number) => void;
}

/** 'Choose your plan': one radio per paid plan, its description and its price (struck out when discounted). */
export function PlanSection({ plans, variantId, onChoose }: PlanSectionProps) {
  const headingId = useId();
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Stack space="medium">
        <h2 id={headingId} className={styles.h2}>
          {t('plans.heading')}
        </h2>
        <Stack as="fieldset" space="small">
          <legend className={styles.muted}>{t('plans.legend')}</legend>
          {plans.map((plan) => (
            <label key={plan.variantId} className={styles.plan}>
              <input type="radio" name="plan" value={plan.variantId} checked={plan.variantId === variantId} onChange={() => onChoose(plan.variantId)} />
              <span className={styles.planName}>
                <strong>{plan.variantDisplayName}</strong>
                {plan.description ? <span className={styles.muted}>{plan.description}</span> : null}
              </span>
              <span>
                {plan.pgAmount < plan.subscriptionAmount ? <s className={styles.strike}>{formatRupees(locale, plan.subscriptionAmount)}</s> : null}{' '}
                <strong>{formatRupees(locale, plan.pgAmount)}</strong>
              </span>
            </label>
          ))}
        </Stack>
      </Stack>
    </section>
  );
}
