// Co-brand enrolment and claiming: the partner channels, the pre-login refusals and the claim
// refusals. The server answers these texts; the shopper and more-rewards sites show the same ones.

/** The co-brand channels (the `cid` of the shopper and more-rewards sites). */
export const PARTNER_CHANNELS = ['SHOPPERS_STOP', 'MORE_REWARDS'] as const;
export type PartnerChannel = (typeof PARTNER_CHANNELS)[number];

export function isPartnerChannel(channel: string | null | undefined): channel is PartnerChannel {
  return channel !== null && channel !== undefined && (PARTNER_CHANNELS as readonly string[]).includes(channel);
}

/** primeProfile of a member whose partner enrolment is unclaimed (answered on that partner's channel only). */
export const UNCLAIMED_PROFILE = 10;

/** The `user_action` of a pre-login that leads to registering (more-rewards: claim with a store code). */
export const REGISTER_USER_ACTION = 'register';

/** Pre-login on a co-brand channel for a mobile that is not on the partner's enrolment list. */
export const PARTNER_NOT_ENROLLED_MESSAGES: Record<PartnerChannel, string> = {
  SHOPPERS_STOP: 'This number is not enrolled with Shopper Rewards. Please use the mobile number you registered at the store.',
  MORE_REWARDS: 'This number is not enrolled with More Rewards. Please register with the store code you were given to claim your membership.',
};

/** Claim refusals (systemErrorCode → userMessage). */
export const PARTNER_CLAIM_MESSAGES = {
  'TP-PARTNER-NOT-ENROLLED': 'Your mobile number is not enrolled for this membership. Please use the mobile number you registered at the store.',
  'TP-STORE-CODE-NOT-ACCEPTED': 'This membership is claimed with your enrolled mobile number, not a store code',
  'TP-STORE-CODE-404': 'Invalid coupon code',
  'TP-STORE-CODE-NOT-STARTED': 'This store code is not active yet. Please try again later',
  'TP-STORE-CODE-EXPIRED': 'This store code has expired',
  'TP-STORE-CODE-USED': 'You have already claimed your membership with this store code',
  TP429: 'You have tried too many store codes. Please wait a minute and try again',
} as const;
export type PartnerClaimRefusalCode = keyof typeof PARTNER_CLAIM_MESSAGES;
