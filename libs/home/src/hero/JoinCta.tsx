import type { CoreOfferSection } from '@rewards/api-contract';
import { formatWholeRupees } from '@rewards/api-contract';
import { Inline, Stack } from '@rewards/design-system';
import { fillSlot, SLOT, useT } from '@rewards/i18n';
import { useBrowsingSlots } from '@rewards/platform';
import { heroCatalogue } from './i18n/catalogue';
import * as styles from '../home/Home.css';

export interface JoinCtaProps {
  core: CoreOfferSection;
}

/**
 * The join call to action: the price (struck-through list price when higher), the discount amount,
 * label and coupon code, and the payment feature's buy button from the shell's slot.
 */
export function JoinCta({ core }: JoinCtaProps) {
  const { homeJoin } = useBrowsingSlots();
  const t = useT(heroCatalogue);
  const struck = core.strikeThrough != null && core.strikeThrough > core.joiningAmount ? core.strikeThrough : undefined;
  return (
    <Stack space="small" align="start">
      <Inline as="p" space="small" alignY="baseline">
        <span className={styles.priceWords}>{t('joinCta.price')}</span>
        {struck !== undefined && (
          <s className={styles.priceWords}>
            <span className={styles.visuallyHidden}>{t('joinCta.was')} </span>
            {formatWholeRupees(struck)}
          </s>
        )}
        <strong className={styles.price}>
          {struck !== undefined && <span className={styles.visuallyHidden}>{t('joinCta.now')} </span>}
          {formatWholeRupees(core.joiningAmount)}
        </strong>
      </Inline>
      {(core.discountAmount || core.discountLabel || core.couponCode) && (
        <Inline as="p" space="small" alignY="center">
          {core.discountAmount ? <strong>{t('joinCta.save', { amount: formatWholeRupees(core.discountAmount) })}</strong> : null}
          {core.discountLabel ? <span>{core.discountLabel}</span> : null}
          {core.couponCode ? (
            <span>{fillSlot(t('joinCta.useCode', { code: SLOT }), <span className={styles.code}>{core.couponCode}</span>)}</span>
          ) : null}
        </Inline>
      )}
      {homeJoin}
    </Stack>
  );
}
