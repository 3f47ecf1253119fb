export { ReferralClaim, type ReferralClaimProps } from './ReferralClaim';
export { ReferralClaimSheet, type ReferralClaimSheetProps } from './ReferralClaimSheet';
