import { describe, expect, it } from 'vitest';
import { backspaceDigit, binOf, digitsOf, EMPTY_DIGITS, fillDigits, isCompleteBin, moveFocus, normaliseDigits } from './cardDigits';

const d = (text: string) => text.split('').map((char) => (char === '_' ? '' : char));

describe('card digits', () => {
  it.each([
    ['a digit typed in the first field', '______', 0, '4', '4_____', 1],
    ['a digit typed over a filled field', '41____', 1, '7', '47____', 2],
    ['a digit in the last field keeps focus there', '41111_', 5, '1', '411111', 5],
    ['a pasted card number from the first field', '______', 0, '4111 1111 1111 1111', '411111', 5],
    ['a paste from the focused field fills from there', '41____', 2, '9-8-7', '41987_', 5],
    ['a paste keeps only its digits', '______', 0, 'ab4c1 1', '411___', 3],
    ['a paste without digits changes nothing', '41____', 2, 'abc', '41____', 2],
  ])('%s', (_name, before, index, text, after, focus) => {
    expect(fillDigits(d(before), index, text)).toEqual({ digits: d(after), focus });
  });

  it.each([
    ['Backspace in a filled field empties it and stays', '411___', 2, '41____', 2],
    ['Backspace in an empty field moves back and empties that one', '411___', 3, '41____', 2],
    ['Backspace in the empty first field stays there', '______', 0, '______', 0],
  ])('%s', (_name, before, index, after, focus) => {
    expect(backspaceDigit(d(before), index)).toEqual({ digits: d(after), focus });
  });

  it.each([
    [2, 'ArrowLeft', 1],
    [0, 'ArrowLeft', 0],
    [2, 'ArrowRight', 3],
    [5, 'ArrowRight', 5],
  ] as const)('from field %i %s goes to field %i', (index, key, focus) => {
    expect(moveFocus(index, key)).toBe(focus);
  });

  it('is complete only with six digits, and only then has a BIN', () => {
    expect(isCompleteBin(d('41111_'))).toBe(false);
    expect(binOf(d('41111_'))).toBe('');
    expect(isCompleteBin(d('411111'))).toBe(true);
    expect(binOf(d('411111'))).toBe('411111');
    expect(isCompleteBin(EMPTY_DIGITS)).toBe(false);
  });

  it('normalises anything to six single-digit fields', () => {
    expect(normaliseDigits(['4', '12', 'x', '9'])).toEqual(['4', '1', '', '9', '', '']);
    expect(digitsOf('411111')).toEqual(['4', '1', '1', '1', '1', '1']);
  });
});
