// What the sign-in page says when the API's callback sent the staff member back with `?error=`.
import type { Translate } from '@rewards/i18n';

export const SIGN_IN_ERRORS = ['cancelled', 'expired', 'failed', 'no_role', 'unavailable'] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];

/**
 * The reason to show for `?error=<code>` in the page's language (`t`, the console catalogue's), or
 * nothing without one; an unknown code reads as a failure.
 */
export function signInReason(t: Translate, code: string | null): string | undefined {
  if (!code) return undefined;
  const known: SignInError = (SIGN_IN_ERRORS as readonly string[]).includes(code) ? (code as SignInError) : 'failed';
  // i18n-keys: signIn.reason.cancelled signIn.reason.expired signIn.reason.failed signIn.reason.no_role signIn.reason.unavailable
  return t(`signIn.reason.${known}`);
}
