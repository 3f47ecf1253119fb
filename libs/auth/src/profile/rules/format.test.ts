import { describe, expect, it } from 'vitest';
import { formatDate, formatMobile, formatRupees, fullName, genderLabel } from './format';

describe('profile formats', () => {
  it.each([
    [4850, '₹4,850'],
    [0, '₹0'],
    [125000, '₹1,25,000'],
    [999.6, '₹1,000'],
  ])('%d rupees read %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  it.each([
    ['2026-01-12T10:00:00Z', '12 Jan 2026'],
    // 20:00 UTC is already the next day in India.
    ['2026-01-12T20:00:00Z', '13 Jan 2026'],
    ['not a date', ''],
    [null, ''],
  ])('%j is shown as %j', (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });

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
    expect(genderLabel(gender)).toBe(label);
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
