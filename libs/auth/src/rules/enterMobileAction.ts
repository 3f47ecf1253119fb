/** The login variants a partner configures (spec §2, "Variants"). */
export interface LoginVariant {
  /** Retail partner: a line under the mobile field (the number registered at enrolment). */
  helperText?: string;
  /**
   * Second retail partner: a 'Coupon Code' field instead of the referral link. With the button tag
   * 'Register' the button reads CLAIM OFFER and needs a code; with any other tag it reads JOIN NOW.
   */
  couponField?: { buttonTag: string };
  /** Card-network modal: the button reads Continue, under 'We need your mobile number to proceed'. */
  cardNetworkModal?: boolean;
  /** Retail variants never start at CONFIRM_MOBILE (single sign-on mobiles are only prefilled). */
  retail?: boolean;
}

export const REGISTER_BUTTON_TAG = 'Register';

export interface EnterMobileAction {
  /** Which button this is, by its English text (the screen says it in the page's language). */
  label: 'JOIN NOW' | 'CLAIM OFFER' | 'Continue';
  /** The button also needs a non-empty code. */
  codeRequired: boolean;
}

/** The ENTER_MOBILE button's text and what it needs, per variant (spec §2 and §5). */
export function enterMobileAction(variant: LoginVariant = {}): EnterMobileAction {
  if (variant.cardNetworkModal) return { label: 'Continue', codeRequired: false };
  if (variant.couponField?.buttonTag === REGISTER_BUTTON_TAG) return { label: 'CLAIM OFFER', codeRequired: true };
  return { label: 'JOIN NOW', codeRequired: false };
}

/**
 * 'Use email instead' shows on the core site's plain login only: a co-brand's partner rules key off
 * mobiles (enrolment lists), and the variants (retail, coupon field, card-network modal) are mobile flows.
 */
export function emailLoginAllowed(partnerChannel: boolean, variant: LoginVariant = {}): boolean {
  return !partnerChannel && !variant.retail && !variant.couponField && !variant.cardNetworkModal && !variant.helperText;
}

/** JOIN NOW (or its variant) is enabled once the mobile is valid, and the code typed when one is required. */
export function canSubmitMobile(mobileValid: boolean, code: string, action: EnterMobileAction): boolean {
  return mobileValid && (!action.codeRequired || code.trim() !== '');
}
