/** Every text input value is capped at this many characters (browsing spec §5, §9). */
export const MAX_INPUT_LENGTH = 255;
export const DEFAULT_DEBOUNCE_MS = 500;

export const textInputTypes = ['text', 'numeric', 'email', 'tel', 'search'] as const;
export type TextInputType = (typeof textInputTypes)[number];

export interface InputRules {
  type?: TextInputType;
  /** Longer input is rejected (the previous value stays), not truncated. */
  maxLength?: number;
  /** Characters matching this pattern are removed (the pattern describes what is NOT allowed). */
  stripPattern?: RegExp;
  /** Removes every whitespace character. */
  noSpaces?: boolean;
}

export interface SanitisedInput {
  /** What the field holds after the rules; meaningless when rejected. */
  value: string;
  rejected: boolean;
}

function globally(pattern: RegExp): RegExp {
  return pattern.flags.includes('g') ? new RegExp(pattern.source, pattern.flags) : new RegExp(pattern.source, `${pattern.flags}g`);
}

/**
 * Applies the text input rules to what the member typed or pasted.
 *
 * Order: strip disallowed characters, digits only for numeric, remove spaces, reject if longer
 * than maxLength, then cap at 255. A change that makes an over-long value shorter is always
 * accepted, so a member can delete their way back under a limit.
 */
export function sanitiseInput(raw: string, rules: InputRules = {}, previousValue = ''): SanitisedInput {
  let value = raw;
  if (rules.stripPattern) value = value.replace(globally(rules.stripPattern), '');
  if (rules.type === 'numeric') value = value.replace(/\D/g, '');
  if (rules.noSpaces) value = value.replace(/\s/g, '');

  const limit = rules.maxLength;
  if (limit !== undefined && value.length > limit && value.length >= previousValue.length) {
    return { value: previousValue, rejected: true };
  }
  return { value: value.slice(0, MAX_INPUT_LENGTH), rejected: false };
}
