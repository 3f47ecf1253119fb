/** The longest address the server takes (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Spec §5: non-space text, an @, and a domain that contains a dot. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(raw: string): boolean {
  return EMAIL_PATTERN.test(raw.trim());
}

export interface EmailCheck {
  /** The address as sent: trimmed, lower-cased (the server compares without case). */
  value: string;
  valid: boolean;
}

/** The email typed to log in with (spec §5); its message shows once the member submits it. */
export function checkLoginEmail(raw: string): EmailCheck {
  const value = raw.trim().toLowerCase();
  return { value, valid: validateEmail(value) };
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
