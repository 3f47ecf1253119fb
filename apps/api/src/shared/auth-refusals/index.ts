// Every auth refusal as the common error body: the spec's auth code as `systemErrorCode`, the
// catalogue's text as `userMessage`, and an HTTP status by kind (400 invalid input, 403 blocked or
// not allowed, 404 no such account, 409 in use, 429 limits). Shared: login, the one-time code rules
// and the credit bureau's code all answer with these, so the sites show the login texts.
import { AUTH_MESSAGES, DEFAULT_ERROR_MESSAGE, GUEST_LOGIN_REQUIRED_MESSAGE, SERVICE_CODES } from '@rewards/api-contract';
import { AppError } from '../../http/errors';

const HTTP_STATUS = {
  '401': 403,
  '402': 400,
  '403': 400,
  '404': 404,
  '405': 429,
  '410': 400,
  '413': 400,
  '414': 400,
  '415': 400,
  '416': 429,
  '419': 400,
  '424': 400,
  '425': 400,
  '427': 400,
  '429': 409,
  '432': 403,
  '435': 403,
} as const;

export type RefusalCode = keyof typeof HTTP_STATUS;

/** The catalogue's text for the code; codes the catalogue gives "the default message" get it. */
export function refusalMessage(code: RefusalCode): string {
  return (AUTH_MESSAGES as Record<string, string>)[code] ?? DEFAULT_ERROR_MESSAGE;
}

/** `retryAfterSeconds` goes out as `Retry-After` on the 429 refusals (405, 416). */
export function refusal(code: RefusalCode, responseMessage: string, userMessage = refusalMessage(code), retryAfterSeconds?: number): AppError {
  return new AppError(HTTP_STATUS[code], code, responseMessage, userMessage, undefined, retryAfterSeconds);
}

/** Shown when a session cannot continue; the sites renew or send the member to /login. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again';

export function invalidToken(responseMessage: string): AppError {
  return new AppError(401, SERVICE_CODES.tokenInvalid, responseMessage, SESSION_ENDED_MESSAGE);
}

export function expiredAccessToken(): AppError {
  return new AppError(401, SERVICE_CODES.accessExpired, 'The access token has expired', SESSION_ENDED_MESSAGE);
}

export function userBlocked(): AppError {
  return new AppError(403, SERVICE_CODES.userBlocked, 'The user is blocked', AUTH_MESSAGES['401']);
}

/** A GUEST session (guest checkout) on an operation only logged-in members may call. */
export function guestNotAllowed(): AppError {
  return new AppError(403, SERVICE_CODES.guestNotAllowed, 'A guest session may only pay: log in for this', GUEST_LOGIN_REQUIRED_MESSAGE);
}
