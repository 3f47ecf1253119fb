import { normaliseCode as normaliseCodeText } from '@rewards/api-contract';

/** What kind of code the member typed, when it is known (the login's code field does not know). */
export type CodeKind = 'referral' | 'gift' | 'unknown';

/**
 * Spec §5 and §4 (codes): codes are uppercased and trimmed; referral codes also lose every
 * character that is not a letter or a digit.
 */
export function normaliseCode(raw: string, kind: CodeKind = 'unknown'): string {
  // The rule itself is shared with the API (`@rewards/api-contract`), so both sides agree on it.
  return normaliseCodeText(raw, kind === 'referral');
}
