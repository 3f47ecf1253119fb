import { describe, expect, it } from 'vitest';
import { PAN_MESSAGES } from '@rewards/api-contract';
import { english } from '../testing/translate';
import { normalisePan, panError } from './pan';

const PAN_REQUIRED_MESSAGE = 'Please enter your PAN';

describe('normalisePan', () => {
  it.each([
    ['abcpe1234f', 'ABCPE1234F'],
    ['ABCPE 1234 F', 'ABCPE1234F'],
    ['abc-pe-1234-f', 'ABCPE1234F'],
    ['ABCPE1234FXYZ', 'ABCPE1234F'],
    ['', ''],
  ])('%j is kept as %j', (raw, expected) => {
    expect(normalisePan(raw)).toBe(expected);
  });
});

describe('panError', () => {
  it.each([
    ['an individual PAN', 'ABCPE1234F', undefined],
    ['an individual PAN typed in lower case', 'abcpe1234f', undefined],
    ['nothing', '', PAN_REQUIRED_MESSAGE],
    ['blanks', '   ', PAN_REQUIRED_MESSAGE],
    ['too short', 'ABCPE1234', PAN_MESSAGES.invalid],
    ['digits where letters go', 'AB1PE1234F', PAN_MESSAGES.invalid],
    ['a letter where digits go', 'ABCPE12X4F', PAN_MESSAGES.invalid],
    ['a digit at the end', 'ABCPE12345', PAN_MESSAGES.invalid],
    ["a company's PAN (4th letter C)", 'ABCCE1234F', PAN_MESSAGES.notPersonal],
    ["a firm's PAN (4th letter F)", 'ABCFE1234F', PAN_MESSAGES.notPersonal],
  ])('%s (%j): %s', (_case, pan, expected) => {
    expect(panError(english, pan)).toBe(expected);
  });

  it('uses the words the server answers with', () => {
    expect(PAN_MESSAGES.invalid).toBe('Please enter a valid PAN');
    expect(PAN_MESSAGES.notPersonal).toBe('Credit reports are available for individual PANs only');
  });
});
