// The exit-intent free-trial prompt (spec: 'Still in doubt? Get FREE access to top 8 brands for N
// days'; storage expiry 'exit-intent free-trial disable 30' days).
import type { Translate } from '@rewards/i18n';

/** localStorage: until when (ms since the epoch) the prompt stays off on this device. */
export const EXIT_INTENT_DISABLED_UNTIL_KEY = 'rp_exit_intent_until';
export const EXIT_INTENT_DISABLE_DAYS = 30;
/** Spec constants: 'top 8 brands in exit-intent text'. */
export const EXIT_INTENT_TOP_BRANDS = 8;

/** Where the prompt never arms: sign-in and checkout already are the trial's way in. */
const QUIET_PATHS = ['/login', '/payment'];

/** 'Get FREE access to top 8 brands for 30 days', in the page's language (the prompt's title is 'Still in doubt?'). */
export function exitIntentText(t: Translate, trialDays: number): string {
  return t('exitIntent.text', { brands: EXIT_INTENT_TOP_BRANDS, days: trialDays });
}

/** When a prompt shown (or dismissed) at `now` may show again. */
export function exitIntentDisabledUntil(now: number): number {
  return now + EXIT_INTENT_DISABLE_DAYS * 24 * 60 * 60 * 1000;
}

export interface ExitIntentEligibility {
  /** Visitors only: a member has joined already. */
  loggedOut: boolean;
  /** The site's plan offers a free trial to this visitor. */
  trialAvailable: boolean;
  pathname: string;
  /** The stored value of EXIT_INTENT_DISABLED_UNTIL_KEY, if any. */
  disabledUntil: string | null | undefined;
  now: number;
}

/** Whether the prompt may arm: a visitor, a trial on offer, not on sign-in or checkout, not within 30 days of the last one. */
export function exitIntentArmed({ loggedOut, trialAvailable, pathname, disabledUntil, now }: ExitIntentEligibility): boolean {
  if (!loggedOut || !trialAvailable) return false;
  if (QUIET_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return false;
  const until = Number(disabledUntil);
  return !(disabledUntil && Number.isFinite(until) && now < until);
}
