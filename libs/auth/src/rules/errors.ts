import { ApiError } from '@rewards/api-client';
import { authMessageFor, DEFAULT_ERROR_MESSAGE, DEFAULT_MESSAGE_AUTH_CODES, EMAIL_IN_USE_MESSAGE, SERVICE_CODES } from '@rewards/api-contract';
import { CaptchaError } from '../captcha/CaptchaError';

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
 * The text to show for a failed login call (spec §8):
 * - a catalogue code shows the catalogue's text;
 * - a code the catalogue marks as "default message" (400, 405, 407, 413, 428, 503, 504) shows the
 *   default message, whatever the server's text says (a resend too early is not 'Please wait N seconds');
 * - TP429 (rate limit) shows the server's message;
 * - a captcha failure in the browser shows its own text;
 * - anything else (network failure, unknown code) shows the default message.
 */
export function errorMessageFor(error: unknown): string {
  if (error instanceof CaptchaError) return error.message;
  const code = errorCodeOf(error);
  if (!(error instanceof ApiError) || code === undefined) return DEFAULT_ERROR_MESSAGE;
  const serverMessage = error.body?.userMessage || undefined;
  if (code === SERVICE_CODES.rateLimited) return serverMessage ?? DEFAULT_ERROR_MESSAGE;
  if ((DEFAULT_MESSAGE_AUTH_CODES as readonly string[]).includes(code)) return DEFAULT_ERROR_MESSAGE;
  return authMessageFor(code) ?? serverMessage ?? DEFAULT_ERROR_MESSAGE;
}

/** IN_USE: auth 429, whose catalogue text speaks of a mobile. */
const IN_USE = '429';

/**
 * The text for a failed call about an email (the profile's email, the email step after login): the
 * same catalogue, except that "already in use" is the email's text, not the mobile's.
 */
export function emailErrorMessage(error: unknown): string {
  return errorCodeOf(error) === IN_USE ? EMAIL_IN_USE_MESSAGE : errorMessageFor(error);
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
