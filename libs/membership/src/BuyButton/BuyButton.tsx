import { freeTrialState, promisesFreeTrial } from '@rewards/api-contract';
import { useTrack } from '@rewards/analytics';
import { useQueries } from '@rewards/api-client';
import { useSession } from '@rewards/auth';
import { useLoginPopup } from '@rewards/auth';
import { AppInstallPrompt, Button, type ButtonSize } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { useHydrated, useOverlay } from '@rewards/platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePaymentQueries } from '../api/usePaymentApi';
import { PriceLabel } from '../components/PriceLabel';
import { membershipCatalogue } from '../i18n/catalogue';
import { buyButtonAction, isBuyButtonVisible, type BuyCode, type BuyFlow, type GiftCode } from '../rules/buyButton';
import { BUY_CLICK_DELAY_MS } from '../rules/constants';
import { priceDisplay } from '../rules/price';
import * as styles from './BuyButton.css';

/** Where a campaign REVIEW_ORDER code waits while the visitor signs in (spec §4). */
export const CAMPAIGN_CODE_KEY = 'rp_campaign_code';

/** The buy button's own app-install prompt among the `appInstall_cta_qrcode` overlays (the offers' are keyed by offer name). */
const APP_PROMPT_KEY = 'buy-button';

export interface BuyButtonProps {
  /** What the button starts: a payment (default), the free trial or a campaign purchase. */
  flow?: BuyFlow;
  /** A campaign or banner code and its action (REVIEW_ORDER, OFFER, ...). */
  promo?: BuyCode | null;
  /** A validated gift code; priced into the button. */
  giftCode?: GiftCode | null;
  /** The gift code is still being validated: the button fades and waits. */
  giftCodeLoading?: boolean;
  /** On an offer detail page the button shows even for members who need not pay. */
  onOfferDetail?: boolean;
  /** An intervention transaction: the button shows even for members who need not pay. */
  interventionTransaction?: boolean;
  /**
   * The join block's button: where the plan CTA answers GUEST_CHECKOUT (a visitor, the default join
   * call to action), the click starts a guest checkout, which pays without logging in.
   */
  guestCheckout?: boolean;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * The buy button (spec §4, codes): 'PAY ₹{pgAmount}' with the list price struck out when lower.
 * Logged-in members go to payment (or the offer) after BUY_CLICK_DELAY_MS; everyone else gets
 * the sign-in popup flagged for payment, free trial or campaign. Hidden for members who need
 * not pay, except on offer detail (where it reads 'GET THE APP' and opens the app-install prompt)
 * or an intervention transaction.
 */
export function BuyButton({ flow = 'payment', promo, giftCode, giftCodeLoading = false, onOfferDetail, interventionTransaction, guestCheckout = false, size = 'large', fullWidth }: BuyButtonProps) {
  const { status, user, loginType } = useSession();
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  const queries = usePaymentQueries();
  const navigate = useNavigate();
  const loginPopup = useLoginPopup();
  const planCta = useQuery(queries.planCta(giftCode?.code ?? promo?.couponCode ?? undefined, status === 'loggedIn' && user ? user.ssoId : 'visitor'));
  // The server renders the button before any plan is known; while hydrating, the browser renders
  // the same, even when another part of the page (the exit-intent prompt) has fetched the plan first.
  const hydrated = useHydrated();
  const cta = hydrated ? planCta.data : undefined;
  const [going, setGoing] = useState(false);
  const track = useTrack();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const paymentRequired = cta?.paymentRequired ?? user?.paymentRequired ?? true;
  // In the overlay store, not in this button: on an offer's page the button moves when the offer's
  // state arrives (it is remounted), and a prompt opened just before must stay open.
  const appPrompt = useOverlay('appInstall_cta_qrcode', APP_PROMPT_KEY);
  const { pathname } = useLocation();
  const layoutQueries = useQueries().layout;
  const menu = useQuery({ ...layoutQueries.frame('member'), enabled: appPrompt.isOpen }).data?.hamburgerMenu;
  if (!isBuyButtonVisible({ status, paymentRequired, onOfferDetail: onOfferDetail ?? false, interventionTransaction: interventionTransaction ?? false })) return null;

  // Every member on offer detail: the button opens the app-install prompt (spec §4). One who need
  // not pay reads 'GET THE APP' (never a price to pay); one who must pay keeps the price, and the
  // button says it opens a dialog.
  const promptsApp = status === 'loggedIn' && (onOfferDetail ?? false);
  const opensApp = promptsApp && !paymentRequired;
  // While a returning member's session is restored the button waits: pressed then, it would treat
  // the member as a visitor (a visitor's price, sign-in instead of payment).
  const loading = !hydrated || status === 'loggingIn' || planCta.isPending || giftCodeLoading;
  const display = cta ? priceDisplay(t, { subscriptionAmount: cta.subscriptionAmount, pgAmount: cta.pgAmount }, locale) : undefined;
  // FREE_TRIAL_ON only: the button promises 'N days free' when the plan says this viewer may start one.
  const showTrialText = flow === 'trial' && promisesFreeTrial(freeTrialState(cta, status));

  const click = () => {
    const action = buyButtonAction({
      status,
      loginType,
      flow,
      guestCheckout,
      ctaActionType: cta?.payment.actionType,
      promo: promo ?? null,
      giftCode: giftCode ?? null,
      onOfferDetail: onOfferDetail ?? false,
    });
    if (action.kind === 'appInstall') {
      appPrompt.show();
      return;
    }
    if (action.kind === 'navigate') {
      // Spec §4: a member's buy button tracks add-to-cart, then moves on after 500 ms.
      track('add_to_cart', { placement: onOfferDetail ? 'offer_detail' : flow, actionType: promo?.actionType ?? 'REVIEW_ORDER', promoCode: giftCode?.code ?? promo?.couponCode ?? null });
      setGoing(true);
      timer.current = setTimeout(() => navigate(action.to), BUY_CLICK_DELAY_MS);
      return;
    }
    if (action.storeCampaignCode) {
      try {
        sessionStorage.setItem(CAMPAIGN_CODE_KEY, action.storeCampaignCode);
      } catch {
        // Blocked storage: the code still travels with the popup.
      }
    }
    loginPopup.open({ origin: action.origin, ...(action.code ? { code: action.code } : {}), ...(action.loginType ? { loginType: action.loginType } : {}) });
  };

  return (
    <span className={styles.wrapper} aria-busy={loading || going}>
      <Button
        size={size}
        {...(fullWidth !== undefined ? { fullWidth } : {})}
        // Loading (the plan, a session being restored): not usable yet. Going (its own press under way):
        // busy, and it keeps the focus it has.
        disabled={loading}
        busy={going}
        onClick={click}
        {...(promptsApp ? { 'aria-haspopup': 'dialog' as const } : {})}
      >
        {opensApp ? (
          t('buyButton.getApp')
        ) : showTrialText && cta ? (
          cta.largeCta
        ) : display ? (
          <PriceLabel display={display} />
        ) : (
          t('buyButton.joinNow')
        )}
      </Button>
      {appPrompt.isOpen && menu && (
        <AppInstallPrompt open={appPrompt.isOpen} onOpenChange={appPrompt.onOpenChange} links={{ ios: menu.downloadLinkIos, android: menu.downloadLinkAndroid }} pathname={pathname} />
      )}
    </span>
  );
}
