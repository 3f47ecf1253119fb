// Field rules of the profile forms, with the texts the server answers for the same mistakes
// (auth 410 and 403), so a member sees one message whichever side caught it; in the page's language
// (`t`, the auth catalogue's).
import { AUTH_MESSAGES, containsUrl } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';
import { isPlaceholderName } from './profileCompletion';

// The English texts, as the catalogue says them ('error.invalidValue', 'error.invalidEmail',
// 'name.firstRequired', 'name.lastRequired').
export const INVALID_NAME_MESSAGE = AUTH_MESSAGES['410'];
export const INVALID_EMAIL_MESSAGE = AUTH_MESSAGES['403'];
export const FIRST_NAME_REQUIRED_MESSAGE = 'Please enter your first name';
export const LAST_NAME_REQUIRED_MESSAGE = 'Please enter your last name';
export const NAME_MAX_LENGTH = 50;

/** Letters (any script), spaces, dots, apostrophes and hyphens, with at least one letter. */
const NAME_PATTERN = /^[\p{L}\p{M} .'’-]+$/u;
const HAS_LETTER = /\p{L}/u;
/** Non-space text, an @, and a domain with a dot that has text on both sides (spec §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type NameField = 'firstName' | 'lastName';

/**
 * The error for a name, or undefined when it is fine. A first name is required and may not be a
 * placeholder ("Guest", "NA"...), or the completion prompt would come straight back. A last name
 * is optional unless `required` (the server cannot store an empty one, so a member who has a
 * last name can change it but not remove it). A name carrying a link (http(s) or www, the spec's
 * URL detector) is refused: letters and dots alone would let 'www.spam.in' through.
 */
export function validateName(t: Translate, value: string, field: NameField = 'firstName', { required = field === 'firstName' }: { required?: boolean } = {}): string | undefined {
  const name = value.trim();
  if (!name) return required ? (field === 'firstName' ? t('name.firstRequired') : t('name.lastRequired')) : undefined;
  if (name.length > NAME_MAX_LENGTH || !NAME_PATTERN.test(name) || !HAS_LETTER.test(name) || containsUrl(name)) return t('error.invalidValue');
  if (field === 'firstName' && isPlaceholderName(name)) return t('error.invalidValue');
  return undefined;
}

/** The error for an email, or undefined. An empty email is fine unless `required`. */
export function validateEmail(t: Translate, value: string, { required = false }: { required?: boolean } = {}): string | undefined {
  const email = value.trim();
  if (!email) return required ? t('error.invalidEmail') : undefined;
  return EMAIL_PATTERN.test(email) ? undefined : t('error.invalidEmail');
}
