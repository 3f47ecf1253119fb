// The card-linked offer's copy (spec: account and payment, "Card-linked (Visa) offer flow" and the
// error catalogue's "Visa flow" line). Texts that name the product take the partner's brand name.
import { CARD_OFFER_PATH } from '@rewards/partner';

/** The card channel the offer runs on (the path's `{cardChannelId}`). */
export { VISA_SIGNATURE_CHANNEL } from '@rewards/api-contract';

/** Where the activated popup's 'claim now' leads: Benefits & Subscriptions for card-network members. */
export const VISA_OFFER_CATEGORIES_PATH = CARD_OFFER_PATH;

/** Spec: after a successful check the flow waits 1 s before it switches to the sign-in view. */
export const VALIDATED_DELAY_MS = 1000;

export const CARD_DIGITS_PROMPT = 'Please enter the first 6 digits of a valid Visa Signature credit card.*';
export const CARD_DIGITS_NOTE = "*This is to verify the card's eligibility.";
/** The six fields' group, for screen readers (the visible prompt ends in a footnote star). */
export const CARD_DIGITS_GROUP_LABEL = 'First 6 digits of your Visa Signature credit card';
/** The error icon's name: pressing it empties the six fields. */
export const CLEAR_DIGITS_LABEL = 'Clear card digits';
export const CONTINUE_LABEL = 'Continue';
export const digitLabel = (position: number, of: number) => `Digit ${position} of ${of}`;

/** The plan-details card copy. */
export const CARD_BENEFITS = ['Get access to 40+ benefits and more', 'Movie screening and events'] as const;
export const planDetailsTitle = (brandName: string) => `${brandName} on your Visa Signature Card`;
export const CARD_ELIGIBLE_MESSAGE = 'Your card is eligible';

export const SIGN_IN_TITLE = 'Login';

/** The card network's sign-in (the API's VISA_SSO_*; the sandbox network locally). */
export const VERIFY_CARD_TITLE = 'Verify your card';
export const verifyCardText = (cardBin: string) => `Sign in with Visa to confirm you hold the Visa Signature card starting ${cardBin}. You will come back here to activate your membership.`;
export const VERIFY_CARD_LABEL = 'Verify with Visa';
export const VERIFYING_MESSAGE = 'Taking you to Visa…';
export const VERIFY_UNAVAILABLE_MESSAGE = 'We could not start the verification with Visa. Please try again.';
/** Why the card network's sign-in did not verify the card (the callback's reason). */
export const VERIFICATION_FAILURE_MESSAGES = {
  CANCELLED: 'The verification with Visa was cancelled. Verify your card to activate your membership.',
  EXPIRED: 'The verification with Visa took too long or was started elsewhere. Please verify again.',
  CARD_MISMATCH: 'Visa confirmed a different card from the one you entered. Please verify the card you entered.',
  CARD_NOT_ELIGIBLE: 'Visa could not confirm a Visa Signature credit card. Please verify with an eligible card.',
  FAILED: 'We could not verify your card with Visa. Please try again.',
} as const;
export const CHOOSE_OPTION_TITLE = 'Activate your membership';
export const PROCEED_LABEL = 'Proceed';
export const BACK_LABEL = 'Back';
export const ACTIVATING_TITLE = 'Activating your membership';
export const ACTIVATING_MESSAGE = 'Activating your membership…';

export const ACTIVATED_TITLE = 'Your membership is activated';
export const EXCLUSIVE_OFFER_LABEL = 'Exclusive Offer';
export const CLAIM_NOW_LABEL = 'claim now';
export const EXCLUSIVE_OFFER_TEXT = 'Benefits and subscriptions picked for Visa Signature cardholders are waiting for you.';
export const APP_QR_TITLE = 'Get the app';
export const APP_QR_TEXT = "Scan the code with your phone's camera to download the app.";
/** The app's points beside the desktop QR code. */
export const APP_POINTS = ['Claim your benefits on the go', 'Track every code and order in one place', 'Hear first about member-only events'] as const;

export const NOT_ACTIVATED_TITLE = 'Membership not activated';
export const NOT_ACTIVATED_FALLBACK = 'We could not activate your membership. Please try again.';
export const RETRY_LABEL = 'Retry';

export const SIGNED_OUT_TITLE = 'You have been signed out';
export const SIGNED_OUT_MESSAGE = 'Your account needs a verified mobile number or email to link the card offer. Please sign in again.';
export const SIGN_IN_AGAIN_LABEL = 'Sign in again';

export const LOGOUT_TO_CONTINUE_TITLE = 'Logout to Continue';
export const logoutToContinueText = (brandName: string) => `Please log out to avail ${brandName} membership using your Visa Signature Card`;
export const NOT_NOW_LABEL = 'Not Now';
export const LOGOUT_LABEL = 'Logout';

export const UNABLE_TO_PROCESS_TITLE = 'Oops!';
export const unableToProcessText = (brandName: string) => `We're currently unable to process your request. Please download the ${brandName} app and try again.`;
export const DOWNLOAD_NOW_LABEL = 'Download now';

export const PAYMENT_IN_PROGRESS_TITLE = 'Payment in progress';
export const paymentInProgressText = (brandName: string) =>
  `You have a ${brandName} payment in progress. Continue the payment, or log out to avail ${brandName} membership using your Visa Signature Card.`;
export const CONTINUE_PAYMENT_LABEL = 'Continue payment';

export const BENEFITS_AND_SUBSCRIPTIONS_TITLE = 'Benefits & Subscriptions';
export const categoriesIntro = (brandName: string) =>
  `Your ${brandName} membership through your Visa Signature Card includes these benefits and subscriptions.`;
