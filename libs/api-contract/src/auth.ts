// The auth rules and texts both sides must agree on: the server answers these codes with these
// user messages, and the sites show the same texts when they map a code themselves.

/** An Indian mobile as typed after the fixed +91 prefix. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const MOBILE_LENGTH = 10;
export const COUNTRY_CALLING_CODE = '+91';
/** The super user's variant (spec: a user whose variantName is not BCCL is sent away from ?super=true). */
export const SUPER_USER_VARIANT = 'BCCL';
export const OTP_LENGTH = 6;
/** Seconds before a code may be sent again (the resend countdown). */
export const OTP_RESEND_SECONDS = 30;
/** Seconds a code stays valid. */
export const OTP_VALIDITY_SECONDS = 600;
/** Wrong tries allowed per code; the count survives a resend. */
export const OTP_MAX_ATTEMPTS = 5;
/** The refresh token's cookie (HttpOnly, Secure, SameSite=Strict; page script never sees it). */
export const REFRESH_COOKIE_NAME = 'rp_rt';
/** The header carrying the key the site servers share with the API to render a signed-in member's page (renderSession). */
export const MEMBER_RENDER_KEY_HEADER = 'x-member-render-key';
/** The member render key outside production when MEMBER_RENDER_KEY is unset; public, so never good in production (refused there). */
export const DEV_MEMBER_RENDER_KEY = 'dev-only-member-render-key-not-for-production';
/** The life of an access token issued for one server render (it never leaves the site server). */
export const RENDER_TOKEN_SECONDS = 60;

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong! Please try again later';
export const INVALID_MOBILE_MESSAGE = 'Please enter valid 10 digit mobile number';

/** The auth error catalogue (spec §8): code → text shown to the member. */
export const AUTH_MESSAGES = {
  '401': 'Your account is blocked, Please contact Customer Support',
  '402': 'Please enter a valid mobile number',
  '403': 'Please enter a valid email address',
  '404': 'We are facing some issues currently. Please try again after sometime',
  '410': 'Please enter a valid value',
  '414': 'Please enter a valid OTP',
  '415': 'Your OTP has expired. Please resend',
  '416': 'You have exceeded the maximum number of attempts. Please try again later',
  '419': 'Please enter a valid OTP',
  '424': 'Please enter a valid OTP',
  '425': 'Please enter a valid OTP',
  /** Spec: "proxy or defunct email", text not shown. */
  '427': 'This email address cannot receive our emails. Please enter a permanent email address you use',
  '429': 'This mobile number is already in use. Login to use or register using another mobile number',
  /** Spec: "blocked number, write to support", exact text not shown. */
  '432': 'This mobile number is blocked. Please write to our customer support team',
  /** Spec: the rest of the text is not shown. */
  '435': 'You have already changed your email id thrice. To change it again, please write to our customer support team',
} as const satisfies Record<string, string>;

export type AuthCode = keyof typeof AUTH_MESSAGES;

/** The 429 text for an email (spec §8 gives only the mobile's): another member holds the address verified. */
export const EMAIL_IN_USE_MESSAGE = 'This email address is already in use. Login to use or register using another email address';

/** Auth codes whose catalogue entry is "the default message" (spec §8): the sites show it whatever the server's text says. */
export const DEFAULT_MESSAGE_AUTH_CODES = ['400', '405', '407', '413', '428', '503', '504'] as const;

/** Service codes of the token and session layer (spec §8). */
export const SERVICE_CODES = {
  /** The access token has expired: renew and replay. */
  accessExpired: 'TPJWT401',
  /** The token is not valid (bad signature, unknown or reused refresh token). */
  tokenInvalid: 'TPJWT400',
  /** Renewal failed on the server: retry up to 3 times. */
  renewServerError: 'TP500',
  /** The user is blocked. */
  userBlocked: 'TP401',
  /** The request broke the contract. */
  badRequest: 'TP400',
  /** Too many requests. */
  rateLimited: 'TP429',
  /** A verified single sign-on user: treated as allowed. */
  ssoLoginAllowed: 'TP-LOGIN-1001',
  /** A GUEST session (guest checkout) called an operation only logged-in members may call. */
  guestNotAllowed: 'TP-GUEST-NOT-ALLOWED',
  /** A member render was asked for without the site servers' render key (or none is configured). */
  renderKeyRefused: 'TP-RENDER-KEY',
} as const;

/** What a GUEST session is told where only a logged-in member may go (it paid without logging in). */
export const GUEST_LOGIN_REQUIRED_MESSAGE = 'Please log in with your mobile number to continue';

/** The catalogue text for an auth or service code, or undefined when the catalogue has none. */
export function authMessageFor(code: string | undefined): string | undefined {
  if (code === undefined) return undefined;
  if (code === SERVICE_CODES.userBlocked) return AUTH_MESSAGES['401'];
  return (AUTH_MESSAGES as Record<string, string>)[code];
}
