import { ApiError } from '@rewards/api-client';
import { DEFAULT_MESSAGE_AUTH_CODES, SERVICE_CODES } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';
import { CaptchaError, captchaErrorText } from '../captcha/CaptchaError';
import { englishAuth } from '../i18n/english';

/** Which field of the login screens shows a failure. */
export type ErrorField = 'mobile' | 'otp' | 'captcha';
/** Sending (send, register, resend) or checking (verify) a code. */
export type CodeStage = 'send' | 'verify';

/**
 * The code a failure carries, when the server answered with the common error body. A bare status
 * (a proxy's empty 502, an HTML 429 page) has no code: its status must not be read as an auth code
 * (HTTP 429 is overload; auth 429 is "mobile in use").
 */
export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.body ? error.body.systemErrorCode : undefined;
}

/**
 * The spec's auth error catalogue (§8) in the page's language (`t`, the auth catalogue's): the text
 * for an auth or service code, or undefined when the catalogue has none. In English these are the
 * contract's AUTH_MESSAGES (`authMessageFor`), word for word.
 */
export function authMessage(t: Translate, code: string | undefined): string | undefined {
  switch (code) {
    case '401':
    case SERVICE_CODES.userBlocked:
      return t('error.blocked');
    case '402':
      return t('error.invalidMobile');
    case '403':
      return t('error.invalidEmail');
    case '404':
      return t('error.serviceIssue');
    case '410':
      return t('error.invalidValue');
    case '414':
    case '419':
    case '424':
    case '425':
      return t('error.invalidOtp');
    case '415':
      return t('error.otpExpired');
    case '416':
      return t('error.tooManyAttempts');
    case '427':
      return t('error.disposableEmail');
    case '429':
      return t('error.mobileInUse');
    case '432':
      return t('error.numberBlocked');
    case '435':
      return t('error.emailChangedThrice');
    default:
      return undefined;
  }
}

/**
 * The text to show for a failed login call (spec §8), in the page's language (`t`, the auth
 * catalogue's; English without it, for a caller that has none yet):
 * - a catalogue code shows the catalogue's text;
 * - a code the catalogue marks as "default message" (400, 405, 407, 413, 428, 503, 504) shows the
 *   default message, whatever the server's text says (a resend too early is not 'Please wait N seconds');
 * - TP429 (rate limit) shows the server's message;
 * - a captcha failure in the browser shows its own text;
 * - anything else (network failure, unknown code) shows the default message.
 */
export function errorMessageFor(error: unknown, t: Translate = englishAuth): string {
  if (error instanceof CaptchaError) return captchaErrorText(t, error);
  const code = errorCodeOf(error);
  if (!(error instanceof ApiError) || code === undefined) return t('error.default');
  const serverMessage = error.body?.userMessage || undefined;
  if (code === SERVICE_CODES.rateLimited) return serverMessage ?? t('error.default');
  if ((DEFAULT_MESSAGE_AUTH_CODES as readonly string[]).includes(code)) return t('error.default');
  return authMessage(t, code) ?? serverMessage ?? t('error.default');
}

/** IN_USE: auth 429, whose catalogue text speaks of a mobile. */
const IN_USE = '429';

/**
 * The text for a failed call about an email (the profile's email, the email step after login): the
 * same catalogue, except that "already in use" is the email's text, not the mobile's.
 */
export function emailErrorMessage(error: unknown, t: Translate): string {
  return errorCodeOf(error) === IN_USE ? t('error.emailInUse') : errorMessageFor(error, t);
}

const MOBILE_CODES = new Set(['401', '402', '429', '432', SERVICE_CODES.rateLimited, SERVICE_CODES.userBlocked]);
const OTP_CODES = new Set(['414', '415', '419', '424', '425']);
const CAPTCHA_FAILED = '413';
const TOO_MANY_ATTEMPTS = '416';

/**
 * Where a failure shows: under the mobile (invalid, blocked, in use, a blocked number, rate limited, and 416 when it
 * answers a send), under the code (invalid, expired, used, and 416 when it answers a verify), or as
 * the captcha fallback (413). Other codes show where the member is: the mobile while sending, the
 * code while verifying.
 */
export function errorFieldFor(code: string | undefined, stage: CodeStage): ErrorField {
  if (code === CAPTCHA_FAILED) return 'captcha';
  if (code === TOO_MANY_ATTEMPTS) return stage === 'send' ? 'mobile' : 'otp';
  if (code !== undefined && MOBILE_CODES.has(code)) return 'mobile';
  if (code !== undefined && OTP_CODES.has(code)) return 'otp';
  return stage === 'send' ? 'mobile' : 'otp';
}
