import { describe, expect, it } from 'vitest';
import { PIN_CODE_PATTERN, STUDENT_EMAIL_PATTERN, STUDENT_MAX_DOCUMENT_BYTES } from './studentForm';

describe('the student form rules', () => {
  it.each([
    ['riya@college.ac.in', true],
    ['r.iya+id@x.io', true],
    ['riya@college', false],
    ['riya@.in', false],
    ['riya@college..in', false],
    ['ri ya@college.in', false],
    ['@college.in', false],
  ])('email %j is valid: %s', (email, valid) => {
    expect(STUDENT_EMAIL_PATTERN.test(email)).toBe(valid);
  });

  it.each([
    ['400001', true],
    ['110011', true],
    ['012345', false],
    ['40001', false],
    ['4000011', false],
    ['40000a', false],
  ])('pin code %j is valid: %s', (pincode, valid) => {
    expect(PIN_CODE_PATTERN.test(pincode)).toBe(valid);
  });

  it('takes documents of up to 10 MB', () => {
    expect(STUDENT_MAX_DOCUMENT_BYTES).toBe(10 * 1024 * 1024);
  });
});
