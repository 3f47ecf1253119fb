// The card-linked offer's constants (spec: account and payment, "Card-linked (Visa) offer flow").
// Its words are in its catalogue, src/i18n/ (English and Hindi); texts that name the product take
// the partner's brand name.
import { CARD_OFFER_PATH } from '@rewards/partner';

/** The card channel the offer runs on (the path's `{cardChannelId}`). */
export { VISA_SIGNATURE_CHANNEL } from '@rewards/api-contract';

/** Where the activated popup's 'claim now' leads: Benefits & Subscriptions for card-network members. */
export const VISA_OFFER_CATEGORIES_PATH = CARD_OFFER_PATH;

/** Spec: after a successful check the flow waits 1 s before it switches to the sign-in view. */
export const VALIDATED_DELAY_MS = 1000;
