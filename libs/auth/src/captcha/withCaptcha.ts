import { errorCodeOf } from '../rules/errors';
import { CAPTCHA_FAILED_MESSAGE, CaptchaError } from './CaptchaError';

/** The captcha fields of the send, register and resend bodies. */
export interface CaptchaToken {
  verificationToken?: string;
  /** True for the invisible challenge, false for the visible fallback. */
  isV3captchasecret?: boolean;
}

export type CaptchaKind = 'invisible' | 'visible';

/** Which call the invisible captcha failed on (the spec's `v3CaptchaFailsFromWhere`; guestLogin: the GUEST session's new token). */
export type CaptchaSource = 'sendOtp' | 'resendOtp' | 'guestLogin';

export interface CaptchaTokens {
  /** A token for the call; 'visible' asks the member to solve a challenge first. */
  getToken(kind: CaptchaKind, action: CaptchaSource): Promise<CaptchaToken>;
  /** Tells the member the captcha failed for good (the dialog says `captchaErrorText` of it). */
  fail(error: CaptchaError): void;
}

export interface CaptchaHooks {
  /** The invisible token was refused (413): the visible challenge comes next. */
  onInvisibleRefused?: (from: CaptchaSource) => void;
  /** The visible token was refused too. */
  onVisibleRefused?: () => void;
}

/** Auth code 413: the captcha answer is missing or wrong. */
export const CAPTCHA_REFUSED_CODE = '413';

const refused = (error: unknown) => errorCodeOf(error) === CAPTCHA_REFUSED_CODE;

/**
 * Runs a captcha-protected call (spec §5): with an invisible token first; when the server refuses
 * it (413), with a token from the visible challenge; when that is refused too, the member is told
 * "Something went wrong, Please reload the page" and a CaptchaError is thrown.
 */
export async function withCaptcha<T>(
  captcha: CaptchaTokens,
  from: CaptchaSource,
  call: (token: CaptchaToken) => Promise<T>,
  hooks: CaptchaHooks = {},
): Promise<T> {
  try {
    return await call(await captcha.getToken('invisible', from));
  } catch (error) {
    if (!refused(error)) throw error;
  }
  hooks.onInvisibleRefused?.(from);
  const visible = await captcha.getToken('visible', from);
  try {
    return await call(visible);
  } catch (error) {
    if (!refused(error)) throw error;
    hooks.onVisibleRefused?.();
    const failure = new CaptchaError(CAPTCHA_FAILED_MESSAGE, { reason: 'failed', cause: error });
    captcha.fail(failure);
    throw failure;
  }
}
