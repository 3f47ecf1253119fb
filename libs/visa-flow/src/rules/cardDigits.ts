/** The card digits the flow asks for: the first 6 (the BIN), never more. */
export const CARD_BIN_LENGTH = 6;

/** Six empty fields. */
export const EMPTY_DIGITS: readonly string[] = Object.freeze(Array.from({ length: CARD_BIN_LENGTH }, () => ''));

/** Where focus goes after an edit, and the fields' new values. */
export interface DigitsEdit {
  digits: string[];
  focus: number;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');
const clampIndex = (index: number) => Math.min(Math.max(index, 0), CARD_BIN_LENGTH - 1);

/** Six fields from anything (missing fields empty, extra dropped, each at most one digit). */
export function normaliseDigits(digits: readonly string[]): string[] {
  return Array.from({ length: CARD_BIN_LENGTH }, (_, index) => onlyDigits(digits[index] ?? '').slice(0, 1));
}

/** All six fields hold a digit. */
export function isCompleteBin(digits: readonly string[]): boolean {
  return digits.length === CARD_BIN_LENGTH && digits.every((digit) => /^\d$/.test(digit));
}

/** The six digits as one string ('' while any is missing). */
export function binOf(digits: readonly string[]): string {
  return isCompleteBin(digits) ? digits.join('') : '';
}

/** The fields holding a known BIN (a resumed card session). */
export function digitsOf(bin: string): string[] {
  return normaliseDigits(onlyDigits(bin).split(''));
}

/**
 * Text typed or pasted into field `index`: its digits fill that field and the ones after it
 * (anything else is dropped); focus moves to the field after the last one filled, or stays on the
 * last field. Text without digits changes nothing.
 */
export function fillDigits(digits: readonly string[], index: number, text: string): DigitsEdit {
  const incoming = onlyDigits(text).slice(0, CARD_BIN_LENGTH - index);
  const next = normaliseDigits(digits);
  if (incoming === '') return { digits: next, focus: clampIndex(index) };
  incoming.split('').forEach((digit, offset) => {
    next[index + offset] = digit;
  });
  return { digits: next, focus: clampIndex(index + incoming.length) };
}

/**
 * Backspace in field `index`: a filled field is emptied and keeps focus; an empty one moves back
 * to the field before it and empties that one (the first field just stays empty).
 */
export function backspaceDigit(digits: readonly string[], index: number): DigitsEdit {
  const next = normaliseDigits(digits);
  if (next[index] !== '') {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const previous = clampIndex(index - 1);
  next[previous] = '';
  return { digits: next, focus: previous };
}

/** ArrowLeft / ArrowRight: the neighbouring field, stopping at either end. */
export function moveFocus(index: number, key: 'ArrowLeft' | 'ArrowRight'): number {
  return clampIndex(key === 'ArrowLeft' ? index - 1 : index + 1);
}
