import type { CodeDetails } from '@rewards/api-contract';
import { clearLoginHandover, useLoginPopup } from '@rewards/auth';
import { Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useHydrated } from '@rewards/platform';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePaymentQueries } from '../api/usePaymentApi';
import { BuyButton, CAMPAIGN_CODE_KEY } from '../BuyButton';
import { clearCampaignPaymentData } from '../rules/campaign';
import { GiftCodeStrip } from '../GiftCodeStrip';
import { membershipCatalogue } from '../i18n/catalogue';
import { ReferralClaim } from '../ReferralClaim';
import type { GiftCode } from '../rules/buyButton';
import { withoutPromoParam } from '../rules/joinBlock';
import * as styles from './HomeJoin.css';
import { JoinFootnote } from './JoinFootnote';

/**
 * The join block of the logged-out home (spec §2, §4): a `?promo=` code is checked 500 ms after
 * the page loads and shown in the gift-code strip, and the buy button is priced with it. The button
 * is the default join call to action: for a visitor (plan CTA GUEST_CHECKOUT) it starts a guest
 * checkout, which reaches payment without logging in, and the code goes along as the promo. A
 * member's referral link (`/?promo={their referral code}`) asks the visitor to claim it
 * (`claim_referral`). Below: the plan's optional cashback label, and 'Already a member? Login',
 * which opens the ordinary sign-in and clears any coupon code (the `promo` parameter, a stored
 * campaign or login code, and the price the button had with it).
 */
export function HomeJoin() {
  const [params, setParams] = useSearchParams();
  const t = useT(membershipCatalogue);
  const promo = params.get('promo')?.trim() || undefined;
  const [giftCode, setGiftCode] = useState<GiftCode | null>(null);
  const [settled, setSettled] = useState(false);
  const [checked, setChecked] = useState<CodeDetails | null>(null);
  const loginPopup = useLoginPopup();
  const queries = usePaymentQueries();
  // The buy button's own query (the logged-out home's viewer is a visitor): one request for both.
  const planCta = useQuery(queries.planCta(giftCode?.code, 'visitor'));
  // The server renders the block before any plan is known; the label joins after hydration.
  const hydrated = useHydrated();

  const memberLogin = () => {
    setGiftCode(null);
    setChecked(null);
    try {
      sessionStorage.removeItem(CAMPAIGN_CODE_KEY);
    } catch {
      // Blocked storage holds no code either.
    }
    // A campaign's stored code and plan would price the payment page after this login too.
    clearCampaignPaymentData();
    clearLoginHandover('loginCode');
    if (params.has('promo')) setParams(withoutPromoParam(params), { replace: true });
    loginPopup.open({ origin: 'LOGIN' });
  };

  return (
    <section className={styles.root} aria-label={t('homeJoin.label')}>
      <Stack space="medium" align="start">
        <GiftCodeStrip
          // A code cleared from the URL takes its strip with it.
          key={promo ?? ''}
          code={promo}
          onApplied={(details) => {
            setGiftCode({ code: details.code, subscriptionVariant: details.subscriptionVariant });
            setChecked(details);
            setSettled(true);
          }}
          onRefused={() => setSettled(true)}
        />
        <BuyButton giftCode={giftCode} giftCodeLoading={promo !== undefined && !settled} guestCheckout />
        <JoinFootnote cashbackLabel={hydrated ? planCta.data?.cashbackLabel : undefined} onMemberLogin={memberLogin} />
        <ReferralClaim code={checked} />
      </Stack>
    </section>
  );
}
