import type { CoreOfferSection } from '@rewards/api-contract';
import { formatWholeRupees } from '@rewards/api-contract';
import { Inline, Stack } from '@rewards/design-system';
import { useBrowsingSlots } from '@rewards/platform';
import * as styles from './Home.css';

export interface JoinCtaProps {
  core: CoreOfferSection;
}

/**
 * The join call to action: the price (struck-through list price when higher), the discount amount,
 * label and coupon code, and the payment feature's buy button from the shell's slot.
 */
export function JoinCta({ core }: JoinCtaProps) {
  const { homeJoin } = useBrowsingSlots();
  const struck = core.strikeThrough != null && core.strikeThrough > core.joiningAmount ? core.strikeThrough : undefined;
  return (
    <Stack space="small" align="start">
      <Inline as="p" space="small" alignY="baseline">
        <span className={styles.priceWords}>Membership at</span>
        {struck !== undefined && (
          <s className={styles.priceWords}>
            <span className={styles.visuallyHidden}>was </span>
            {formatWholeRupees(struck)}
          </s>
        )}
        <strong className={styles.price}>
          {struck !== undefined && <span className={styles.visuallyHidden}>now </span>}
          {formatWholeRupees(core.joiningAmount)}
        </strong>
      </Inline>
      {(core.discountAmount || core.discountLabel || core.couponCode) && (
        <Inline as="p" space="small" alignY="center">
          {core.discountAmount ? <strong>Save {formatWholeRupees(core.discountAmount)}</strong> : null}
          {core.discountLabel ? <span>{core.discountLabel}</span> : null}
          {core.couponCode ? (
            <span>
              Use code <span className={styles.code}>{core.couponCode}</span>
            </span>
          ) : null}
        </Inline>
      )}
      {homeJoin}
    </Stack>
  );
}
