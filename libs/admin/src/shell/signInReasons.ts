// What the sign-in page says when the API's callback sent the staff member back with `?error=`.

export const SIGN_IN_ERRORS = ['cancelled', 'expired', 'failed', 'no_role', 'unavailable'] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];

const REASONS: Record<SignInError, string> = {
  cancelled: 'The sign-in was cancelled, so you are not signed in. Sign in again when you are ready.',
  no_role: 'Your company account has no role in the Rewards console. Ask an admin to add you to one of the console’s groups (reviewer, support, marketer or admin), then sign in again.',
  expired: 'The sign-in took too long or was started in another browser. Please sign in again.',
  unavailable: 'The company sign-in cannot be reached just now. Please try again in a few minutes.',
  failed: 'The sign-in did not complete. Please try again; if it keeps failing, tell the console’s admins.',
};

/** The reason to show for `?error=<code>`, or nothing without one; an unknown code reads as a failure. */
export function signInReason(code: string | null): string | undefined {
  if (!code) return undefined;
  return (SIGN_IN_ERRORS as readonly string[]).includes(code) ? REASONS[code as SignInError] : REASONS.failed;
}
