import { describe, expect, it } from 'vitest';
import { MAX_INPUT_LENGTH, sanitiseInput, type InputRules, type SanitisedInput } from './sanitiseInput';

const long = (n: number) => 'a'.repeat(n);

describe('sanitiseInput', () => {
  it.each<[string, string, InputRules, string, SanitisedInput]>([
    ['plain text passes', 'Hello world', {}, '', { value: 'Hello world', rejected: false }],
    ['spaces are kept by default (trimming happens on blur)', ' hi ', {}, '', { value: ' hi ', rejected: false }],
    ['255 characters are kept', long(255), {}, '', { value: long(255), rejected: false }],
    ['a 300-character paste is capped at 255', long(300), {}, '', { value: long(255), rejected: false }],
    ['the cap applies even with a higher maxLength', long(300), { maxLength: 400 }, '', { value: long(255), rejected: false }],
    ['input within maxLength is accepted', 'abcd', { maxLength: 4 }, 'abc', { value: 'abcd', rejected: false }],
    ['input over maxLength is rejected', 'abcde', { maxLength: 4 }, 'abcd', { value: 'abcd', rejected: true }],
    ['a paste over maxLength is rejected whole, not truncated', 'abcdefgh', { maxLength: 4 }, '', { value: '', rejected: true }],
    ['shortening an over-long value is allowed', 'abcdef', { maxLength: 4 }, 'abcdefg', { value: 'abcdef', rejected: false }],
    ['maxLength counts after stripping', 'a-b-c-d', { maxLength: 4, stripPattern: /-/ }, '', { value: 'abcd', rejected: false }],
    ['stripPattern removes every match, even without the g flag', 'A1-B2-C3', { stripPattern: /[^a-z0-9]/i }, '', { value: 'A1B2C3', rejected: false }],
    ['stripPattern with the g flag works too', 'x!y!z', { stripPattern: /!/g }, '', { value: 'xyz', rejected: false }],
    ['numeric keeps only digits', '98a76-54 3', { type: 'numeric' }, '', { value: '9876543', rejected: false }],
    ['numeric drops a +91 prefix sign and spaces', '+91 98765 43210', { type: 'numeric' }, '', { value: '919876543210', rejected: false }],
    ['numeric with maxLength 10 rejects an 11th digit', '98765432101', { type: 'numeric', maxLength: 10 }, '9876543210', { value: '9876543210', rejected: true }],
    ['noSpaces removes spaces, tabs and newlines', 'GIFT 20\tOFF\n', { noSpaces: true }, '', { value: 'GIFT20OFF', rejected: false }],
    ['email type changes nothing by itself', ' a@b.in ', { type: 'email' }, '', { value: ' a@b.in ', rejected: false }],
    ['an empty value is accepted', '', { maxLength: 4, type: 'numeric' }, '12', { value: '', rejected: false }],
  ])('%s', (_name, raw, rules, previous, expected) => {
    expect(sanitiseInput(raw, rules, previous)).toEqual(expected);
  });

  it('never returns more than the cap', () => {
    expect(sanitiseInput(long(10_000)).value).toHaveLength(MAX_INPUT_LENGTH);
  });
});
