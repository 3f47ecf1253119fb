import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BuyButton } from '../BuyButton';
import { GiftCodeStrip } from '../GiftCodeStrip';
import type { GiftCode } from '../rules/buyButton';
import * as styles from './HomeJoin.css';

/**
 * The join block of the logged-out home (spec §4, codes): a `?promo=` code is checked 500 ms after
 * the page loads and shown in the gift-code strip, and the buy button is priced with it. A visitor's
 * click opens sign-in; after login the code goes with them to the payment page.
 */
export function HomeJoin() {
  const [params] = useSearchParams();
  const promo = params.get('promo')?.trim() || undefined;
  const [giftCode, setGiftCode] = useState<GiftCode | null>(null);
  const [settled, setSettled] = useState(false);

  return (
    <section className={styles.root} aria-label="Join the membership">
      <GiftCodeStrip
        code={promo}
        onApplied={(details) => {
          setGiftCode({ code: details.code, subscriptionVariant: details.subscriptionVariant });
          setSettled(true);
        }}
        onRefused={() => setSettled(true)}
      />
      <BuyButton giftCode={giftCode} giftCodeLoading={promo !== undefined && !settled} />
    </section>
  );
}
