import { sanitiseMobile } from './mobile';
import { MOBILE_PATTERN } from '@rewards/api-contract';

export interface InitialScreenInput {
  /** The mobile single sign-on data holds for this visitor, if any. */
  ssoMobile?: string | undefined;
  /** Retail-partner variants never skip to CONFIRM_MOBILE. */
  retailVariant?: boolean;
  /** A number to prefill (the login page's `?mobile=`, the popup's `open({ mobile })`). */
  prefill?: string | undefined;
}

export interface InitialScreen {
  screen: 'CONFIRM_MOBILE' | 'ENTER_MOBILE';
  mobile: string;
}

/**
 * Spec §4: the popup starts at CONFIRM_MOBILE when single sign-on data holds a mobile and the
 * variant is not a retail partner; otherwise at ENTER_MOBILE, with the sso mobile prefilled for
 * retail variants (and any explicit prefill otherwise).
 */
export function initialScreen({ ssoMobile, retailVariant = false, prefill }: InitialScreenInput): InitialScreen {
  const sso = sanitiseMobile(ssoMobile ?? '');
  const hasSsoMobile = MOBILE_PATTERN.test(sso);
  if (hasSsoMobile && !retailVariant) return { screen: 'CONFIRM_MOBILE', mobile: sso };
  if (hasSsoMobile && retailVariant) return { screen: 'ENTER_MOBILE', mobile: sso };
  return { screen: 'ENTER_MOBILE', mobile: sanitiseMobile(prefill ?? '') };
}
