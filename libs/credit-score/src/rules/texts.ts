// The credit page's words the spec leaves open. Copy naming the product takes the partner's brand.

export const CREDIT_CHECK_PATH = '/creditscorecheck';
/** The credit bureau's terms (the registry serves /experiantnc; the router also matches /experianTNC). */
export const BUREAU_TERMS_PATH = '/experiantnc';
/** The bureau behind the check (the sandbox locally); a report names its own in `bureau`. */
export const BUREAU_NAME = 'Experian';

export const PAGE_TITLE = 'Check your credit score';
export const SIGN_IN_LABEL = 'Sign in to check your score';
export const SUBMIT_LABEL = 'Get my credit score';

/** Shown instead of everything else when the server has no credit bureau connected. */
export const UNAVAILABLE_HEADING = 'Credit score checks are not available';
export const UNAVAILABLE_TEXT = 'Checking your credit score is not available right now. Please check back later.';

export const NAME_REQUIRED_MESSAGE = 'Please enter your full name as on your PAN';
export const CONSENT_REQUIRED_MESSAGE = 'Please agree to the terms to continue';
export const CODE_INCOMPLETE_MESSAGE = 'Please enter the 6-digit code';

/** One sentence for the page's meta description and the visitor's lead. */
export function pageDescription(brandName: string): string {
  return `See your credit score and full credit report from ${BUREAU_NAME}, free for ${brandName} members.`;
}

/** The code field's label: 'Enter the 6-digit code sent to +91 XXXXXX3210'. */
export function codePrompt(maskedMobile: string): string {
  return `Enter the 6-digit code sent to ${maskedMobile}`;
}
