// Post-login profile completion (spec §4): which prompt, if any, a logged-in member sees next.
import type { User } from '@rewards/api-contract';

export const profileSteps = ['name', 'city', 'gender'] as const;
export type ProfileStep = (typeof profileSteps)[number];

/**
 * First names that stand for "no real name": placeholders sign-up flows and agents put in when a
 * member gave none (the login flow itself registers new users as "Guest"). Compared trimmed and
 * case-insensitively; the empty string is on the list so a blank name asks too.
 */
export const NAME_BLACKLIST: ReadonlySet<string> = new Set([
  '',
  'guest',
  'user',
  'member',
  'test',
  'na',
  'n/a',
  'n.a.',
  'none',
  'null',
  'undefined',
  'customer',
  'prime',
  'unknown',
  'name',
  'xyz',
]);

/** True when the first name is missing or a placeholder, so the member should be asked for one. */
export function isPlaceholderName(firstName: string | null | undefined): boolean {
  return NAME_BLACKLIST.has((firstName ?? '').trim().toLowerCase());
}

export const VALID_GENDERS = ['M', 'F', 'N'] as const;
export type Gender = (typeof VALID_GENDERS)[number];

export function isValidGender(gender: string | null | undefined): gender is Gender {
  return (VALID_GENDERS as readonly string[]).includes(gender ?? '');
}

/**
 * Pages where no prompt may interrupt (spec §4): terms, app landing, paywall, digital event,
 * unsubscribe, payment and login, each with everything under it. Router paths match without
 * regard to case (`/experianTNC` and `/experiantnc` are one page), so these are compared lower-cased.
 */
export const PROFILE_PROMPT_SKIPPED_PATHS = [
  '/terms-and-conditions',
  '/tnc',
  '/referral-terms-and-conditions',
  '/visa-terms-and-conditions',
  '/experiantnc',
  '/app-landing',
  '/slike-paywall',
  '/digital-event',
  '/unsubscribe',
  '/payment',
  '/login',
] as const;

export function isProfilePromptSkipped(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return PROFILE_PROMPT_SKIPPED_PATHS.some((skipped) => path === skipped || path.startsWith(`${skipped}/`));
}

export interface ProfileCompletionOptions {
  /** The app-download prompt takes this visit's one interruption instead (spec §4). */
  appDownloadPromptApplies?: boolean;
  /**
   * Prompts the member closed during this visit. The steps stay in order: a dismissed city
   * prompt is not replaced by the gender prompt (the spec's "else no city ... else no gender").
   * The name prompt cannot be dismissed, so 'name' here changes nothing.
   */
  dismissed?: readonly ProfileStep[];
}

/**
 * The profile prompt to show, or null. `user` is the logged-in member, undefined when nobody is
 * logged in (visitors and GUEST sessions are never asked). In order: a first name on the
 * blacklist asks for a name; else no city asks for a city; else no valid gender (M, F, N) asks
 * for a gender.
 */
export function profileCompletionStep(
  user: Pick<User, 'firstName' | 'city' | 'gender'> | null | undefined,
  pathname: string,
  { appDownloadPromptApplies = false, dismissed = [] }: ProfileCompletionOptions = {},
): ProfileStep | null {
  if (!user || appDownloadPromptApplies || isProfilePromptSkipped(pathname)) return null;
  const step = firstMissing(user);
  if (!step) return null;
  return step !== 'name' && dismissed.includes(step) ? null : step;
}

function firstMissing(user: Pick<User, 'firstName' | 'city' | 'gender'>): ProfileStep | null {
  if (isPlaceholderName(user.firstName)) return 'name';
  if (!user.city?.trim()) return 'city';
  if (!isValidGender(user.gender)) return 'gender';
  return null;
}
