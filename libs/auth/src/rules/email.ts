/** Spec §5: non-space text, an @, and a domain that contains a dot. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(raw: string): boolean {
  return EMAIL_PATTERN.test(raw.trim());
}

const comparable = (email: string) => email.trim().toLowerCase();

/**
 * Spec §4: an email entered during profile completion that equals the confirmed email (ignoring
 * case and surrounding spaces) skips verification.
 */
export function emailStepNeedsVerification(entered: string, confirmedEmail: string | null | undefined): boolean {
  if (!confirmedEmail) return true;
  return comparable(entered) !== comparable(confirmedEmail);
}
