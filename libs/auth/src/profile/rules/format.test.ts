import { describe, expect, it } from 'vitest';
import { english } from '../../testing/translate';
import { formatMobile, fullName, genderLabel } from './format';

// Rupees and dates: the shared rules' tests (libs/api-contract/src/rules/money.test.ts, dates.test.ts).
describe('profile formats', () => {
  it.each([
    ['9876543210', '+91 98765 43210'],
    ['+919876543210', '+91 98765 43210'],
    ['+91 98765 43210', '+91 98765 43210'],
    ['12345', '12345'],
    [null, ''],
  ])('mobile %j is shown as %j', (mobile, text) => {
    expect(formatMobile(mobile)).toBe(text);
  });

  it.each([
    ['M', 'Male'],
    ['F', 'Female'],
    ['N', 'Other'],
    [null, ''],
    ['X', ''],
  ])('gender %j is %j', (gender, label) => {
    expect(genderLabel(english, gender)).toBe(label);
  });

  it.each([
    ['Asha', 'Rao', 'Asha Rao'],
    ['Asha', null, 'Asha'],
    [null, null, ''],
    [' Asha ', ' ', 'Asha'],
  ])('%j %j is %j', (firstName, lastName, name) => {
    expect(fullName({ firstName, lastName })).toBe(name);
  });
});
