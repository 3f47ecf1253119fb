import { describe, expect, it } from 'vitest';
import { checkLoginEmail, emailStepNeedsVerification, validateEmail } from './email';

describe('validateEmail', () => {
  it.each([
    ['asha@example.com', true],
    ['asha.rao+prime@mail.example.co.in', true],
    ['  asha@example.com  ', true],
    ['asha@example', false],
    ['asha.example.com', false],
    ['asha @example.com', false],
    ['@example.com', false],
    ['asha@.', false],
    ['', false],
  ])('%s → %s', (raw, expected) => {
    expect(validateEmail(raw)).toBe(expected);
  });
});

describe('emailStepNeedsVerification', () => {
  it.each<[string, string, string | null | undefined, boolean]>([
    ['the confirmed email as it is', 'asha@example.com', 'asha@example.com', false],
    ['the confirmed email in other case', 'Asha@Example.com', 'asha@example.com', false],
    ['the confirmed email with spaces', '  asha@example.com ', 'asha@example.com', false],
    ['another email', 'asha.rao@example.com', 'asha@example.com', true],
    ['no confirmed email', 'asha@example.com', null, true],
    ['no confirmed email (undefined)', 'asha@example.com', undefined, true],
    ['an empty confirmed email', 'asha@example.com', '', true],
  ])('%s', (_name, entered, confirmed, expected) => {
    expect(emailStepNeedsVerification(entered, confirmed)).toBe(expected);
  });
});

describe('checkLoginEmail', () => {
  it.each([
    [' Ananya@Mail.Example.in ', { value: 'ananya@mail.example.in', valid: true }],
    ['ananya@mail', { value: 'ananya@mail', valid: false }],
    ['', { value: '', valid: false }],
  ])('%j is %j', (raw, expected) => {
    expect(checkLoginEmail(raw)).toEqual(expected);
  });
});
