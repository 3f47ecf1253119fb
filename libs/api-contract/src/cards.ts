// The card-linked (Visa) offer's codes, answered by the server and read by the card offer flow.

/** The card channel of the Visa Signature offer (the card calls' `{cardChannelId}`). */
export const VISA_SIGNATURE_CHANNEL = 'VISA_SIGNATURE';

/** `systemErrorCode` of a 403 for a member with neither a verified mobile nor email: the server signed them out. */
export const NO_VALID_EMAIL_MOBILE = 'NO_VALID_EMAIL_MOBILE';

/** `systemErrorCode` of an activation refused for any reason but the card (the not-activated outcome). */
export const CARD_NOT_ACTIVATED = 'TP-CARD-NOT-ACTIVATED';

/** `systemErrorCode` of an activation without the card network's sign-in for this member, session and card. */
export const CARD_NOT_VERIFIED = 'TP-CARD-NOT-VERIFIED';

/** `systemErrorCode` of a verification start on a channel whose network sign-in is not configured. */
export const CARD_VERIFICATION_UNAVAILABLE = 'TP-CARD-VERIFICATION-UNAVAILABLE';

/** The query parameters the card network's callback adds to the site page it sends the browser back to. */
export const CARD_VERIFICATION_PARAM = 'cardVerification';
export const CARD_VERIFICATION_REASON_PARAM = 'cardVerificationReason';

/** Why a card network sign-in did not verify the card (the callback's `cardVerificationReason`). */
export const CARD_VERIFICATION_FAILURES = ['CANCELLED', 'EXPIRED', 'CARD_MISMATCH', 'CARD_NOT_ELIGIBLE', 'FAILED'] as const;
export type CardVerificationFailure = (typeof CARD_VERIFICATION_FAILURES)[number];
