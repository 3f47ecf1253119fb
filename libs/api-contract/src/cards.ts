// The card-linked (Visa) offer's codes, answered by the server and read by the card offer flow.

/** The card channel of the Visa Signature offer (the card calls' `{cardChannelId}`). */
export const VISA_SIGNATURE_CHANNEL = 'VISA_SIGNATURE';

/** `systemErrorCode` of a 403 for a member with neither a verified mobile nor email: the server signed them out. */
export const NO_VALID_EMAIL_MOBILE = 'NO_VALID_EMAIL_MOBILE';

/** `systemErrorCode` of an activation refused for any reason but the card (the not-activated outcome). */
export const CARD_NOT_ACTIVATED = 'TP-CARD-NOT-ACTIVATED';
