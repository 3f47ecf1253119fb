// The analytics event catalogue: every event the sites send, with its own payload. Each event also
// carries the common payload (`CommonPayload`), filled in by the dispatcher when it is tracked.
// Props are flat: strings, numbers, booleans, null, or a list of at most 15 short strings (the
// collector's contract, `AnalyticsEvent.props`, refuses anything else).
import type { AnalyticsEvent, AnalyticsEventName, SavingsBucket } from '@rewards/api-contract';
import type { AnalyticsEventProps } from '@rewards/api-contract/analytics';

export type { AnalyticsEventName, SavingsBucket };

/** LOGGED_OUT (a visitor), GUEST (a guest session that may pay), LOGGED_IN (a member). */
export type LoginState = 'LOGGED_OUT' | 'GUEST' | 'LOGGED_IN';

/** What every event carries besides its own props. */
export interface CommonPayload {
  /** The partner config's id: core, shopper or more-rewards. */
  site: string;
  /** The partner channel: TIMES_PRIME, a merchantId or the retail segment. */
  channel: string;
  loginState: LoginState;
  /** The member's subscription status (0, 1, 2, 5, 6, 7, 9, 10); null for visitors. */
  primeProfile: AnalyticsEvent['primeProfile'];
  /** The member's total savings as the spec's bucket ('0' for visitors). */
  savingsBucket: SavingsBucket;
  /** The first-touch source of the attribution store (DIRECT by default); null until it is read. */
  ftpSource: string | null;
  /** The member's ssoId; null for visitors. The only personal identifier besides the device id. */
  memberId: string | null;
}

type Placement = string;

/**
 * Each event's own payload. The names are the contract's `AnalyticsEventName`; a name missing here
 * (or here and not there) is a type error.
 */
export interface AnalyticsCatalogue {
  /** A page was shown (first load and every route change). Counts visits in the funnel. */
  page_view: { title: string };
  /** 'sign in' / 'Login' / 'Join Now' opened the login popup. `placement`: header, footer, side_menu, banner... */
  sign_in_clicked: { placement: Placement };
  /** An app store link: the side menu's Download Now, the footer's icons, the app-download section. */
  app_download_clicked: { platform: 'ios' | 'android'; placement: Placement };
  /** A home widget: the card-linked offer's `visa_loyalty` promotional widget. */
  widget_clicked: { widget: 'visa_loyalty'; placement: Placement };
  /** A carousel's previous/next arrow (desktop). */
  carousel_arrow_clicked: { carousel: string; direction: 'next' | 'prev' };
  /** A carousel moved by a swipe or a scroll of the track (touch, trackpad). */
  carousel_swiped: { carousel: string; direction: 'next' | 'prev' };
  /** The buy button, logged in, on its way to payment (spec: "tracks add-to-cart, then after 500 ms"). */
  add_to_cart: { placement: Placement; actionType: string; promoCode: string | null };
  /** A banner carousel or offer list seen: the ids of at most 15 products (`cappedImpressions`). */
  banner_impression: { slot: string; items: readonly string[]; count: number };
  /** The login popup opened for a login or sign-up. `origin`: LOGIN, TRIAL or PAYMENT. */
  login_signup_initiated: { origin: string };
  /** A login completed (code verified, single sign-on). */
  login_success: { loginType: string };
  /** A login step refused: wrong code, blocked, unknown mobile... `reason` is the server's code. */
  login_failed: { step: string; reason: string };
  /** A gift, promo or referral code's Apply. `code` is the typed code (not personal data). */
  promo_apply_btn_clicked: { placement: Placement; code: string };
  /** The free-trial start button. */
  trial_initiated: { placement: Placement };
  /** An order was created and the member is sent to the gateway. Amounts in rupees. */
  payment_initiated: { variant: string; amount: number; promoCode: string | null };
  /** The gateway answered a failure, or the order could not be created. */
  payment_failed: { variant: string | null; reason: string };
  /** The gateway answered pending; the status poll continues. */
  payment_pending: { variant: string | null; orderId: string };
  /** A free trial started (the ad pixel's trial: price 0, quantity 1). */
  trial_conversion: { variant: string; price: 0; quantity: 1; currency: 'INR' };
  /** A paid order activated the membership. */
  purchase_conversion: { orderId: string; variant: string | null; amount: number; currency: 'INR' };
  /** An error screen was shown (route error, render failure, chunk load failure). */
  error_track: { kind: string; message: string; status: number | null };
  /** A web vital (LCP, CLS ×1000, INP, FCP, TTFB), rounded. */
  web_vitals: { metric: 'CLS' | 'FCP' | 'INP' | 'LCP' | 'TTFB'; value: number; rating: string; navigationType: string };
}

// Both directions: every contract name has a payload here and every payload a contract name.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const CATALOGUE_MATCHES_CONTRACT: Exact<keyof AnalyticsCatalogue, AnalyticsEventName> = true;

// Each event's props are the collector's allow-list (ANALYTICS_EVENT_PROPS): a prop added here but
// not there would be left out before sending, so the names must agree (the type names the event).
type PropsMismatch = { [N in AnalyticsEventName]: [Exact<keyof AnalyticsCatalogue[N], keyof AnalyticsEventProps[N]>] extends [never] ? N : never }[AnalyticsEventName];
export const CATALOGUE_MATCHES_ALLOW_LIST: [PropsMismatch] extends [never] ? true : PropsMismatch = true;

export type PropsOf<N extends AnalyticsEventName> = AnalyticsCatalogue[N];

/** What the collector accepts as a prop value. */
export type PropValue = string | number | boolean | null | readonly string[];

/** A tracked event with its common payload, as the dispatcher sends it. */
export interface AnalyticsEnvelope extends CommonPayload {
  name: AnalyticsEventName;
  /** ISO instant. */
  at: string;
  /** The page's path, without query or fragment. */
  path: string;
  props: Record<string, PropValue>;
}
