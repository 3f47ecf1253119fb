/** Spec §8: the referral failure toast's title, and the text when the referral link failed. */
export const REFERRAL_FAILURE_TITLE = 'Code Not Applied';
export const REFERRAL_APPLY_FAILED_MESSAGE = 'Oops! we were unable to apply referral code, please try again';
