// Social login on the sites (spec §8 and §9): the providers, where a sign-in with one starts, and
// how the API's callback tells the login page the outcome (`/login?social=done|failed`).

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Spec §8, social login: the English text, as the catalogue's 'social.failed' says it. */
export const SOCIAL_LOGIN_FAILED_MESSAGE = 'Oops! Something went wrong. Please try a different login option';

/** The API's start (a full-page navigation through the site's proxy); `origin` TRIAL when the login is for the free trial. */
export function socialLoginStartPath(provider: SocialProvider, origin: 'LOGIN' | 'TRIAL' = 'LOGIN'): string {
  return `/nc/um/social/v1/${provider}/start${origin === 'LOGIN' ? '' : `?origin=${origin}`}`;
}

export type SocialLoginReturn = 'done' | 'failed' | undefined;

/** What the callback said in the login page's query. */
export function socialLoginReturn(search: string | URLSearchParams): SocialLoginReturn {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get('social');
  return value === 'done' || value === 'failed' ? value : undefined;
}
