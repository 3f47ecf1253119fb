// What a profile field may hold (spec §5 and the update contract).
import { containsUrl } from '@rewards/api-contract';

/** Letters of any script (with their combining marks), spaces, dots, apostrophes and hyphens; at least one letter. */
const NAME = /^(?=.*\p{L})[\p{L}\p{M} .'-]{1,50}$/u;
/** Non-space text, an @, and a domain with a dot (spec §5). */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 254;
/** Spec §8, auth 435: "You have already changed your email id thrice". */
export const MAX_EMAIL_CHANGES = 3;
export const GENDERS = ['M', 'F', 'N'] as const;
export type Gender = (typeof GENDERS)[number];

/** The trimmed name, or undefined when it is not a valid name (a link such as 'www.spam.in' is not one: spec §5's URL detector). */
export function cleanName(raw: string): string | undefined {
  const name = raw.trim().replace(/\s+/g, ' ');
  return NAME.test(name) && !containsUrl(name) ? name : undefined;
}

/** The trimmed, lower-cased email, or undefined when it is not a valid address. */
export function cleanEmail(raw: string): string | undefined {
  const email = raw.trim().toLowerCase();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email) ? email : undefined;
}

export function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}
