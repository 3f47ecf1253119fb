// The credit page's constants. Its words are in its catalogue, src/i18n/ (English and Hindi); copy
// naming the product takes the partner's brand.

export const CREDIT_CHECK_PATH = '/creditscorecheck';
/** The credit bureau's terms (the registry serves /experiantnc; the router also matches /experianTNC). */
export const BUREAU_TERMS_PATH = '/experiantnc';
/** The bureau behind the check (the sandbox locally); a report names its own in `bureau`. */
export const BUREAU_NAME = 'Experian';
