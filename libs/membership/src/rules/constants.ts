// Spec §9: the joining delays, in one place so components and tests agree.

/** The buy button acts this long after the click (logged-in flows). */
export const BUY_CLICK_DELAY_MS = 500;
/** Make-payment sends the browser to the gateway this long after the redirect answer. */
export const PAYMENT_REDIRECT_MS = 500;
/** The free-trial success screen moves on after this long. */
export const POST_TRIAL_REDIRECT_MS = 4000;
/** A promo in the URL is applied this long after the page loads. */
export const PROMO_APPLY_ON_LOAD_MS = 500;
/** The gift-code success animation. */
export const GIFT_CODE_ANIMATION_MS = 2000;
/** Toasts close on their own after this long. */
export const TOAST_MS = 5000;
