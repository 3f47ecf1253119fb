import { describe, expect, it } from 'vitest';
import { english } from '../../testing/translate';
import { FIRST_NAME_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE, INVALID_NAME_MESSAGE, LAST_NAME_REQUIRED_MESSAGE, validateEmail, validateName } from './validation';

const invalidValue = 'Please enter a valid value';
const invalidEmail = 'Please enter a valid email address';

describe('validateName', () => {
  it.each<[string, 'firstName' | 'lastName', string | undefined]>([
    ['Asha', 'firstName', undefined],
    ['  Asha  ', 'firstName', undefined],
    ["D'Souza", 'lastName', undefined],
    ['Mary-Ann', 'firstName', undefined],
    ['A. K.', 'firstName', undefined],
    ['आशा', 'firstName', undefined],
    ['', 'firstName', FIRST_NAME_REQUIRED_MESSAGE],
    ['   ', 'firstName', FIRST_NAME_REQUIRED_MESSAGE],
    ['', 'lastName', undefined],
    ['Guest', 'firstName', invalidValue],
    ['n/a', 'firstName', invalidValue],
    ['Prime', 'lastName', undefined],
    ['Asha2', 'firstName', invalidValue],
    ['asha@home', 'lastName', invalidValue],
    ['.-', 'firstName', invalidValue],
    ['a'.repeat(50), 'firstName', undefined],
    ['a'.repeat(51), 'firstName', invalidValue],
    // The URL detector: a link is never a name.
    ['www.spam.in', 'firstName', invalidValue],
    ['Asha WWW.offers.in', 'lastName', invalidValue],
  ])('%j as %s → %s', (value, field, expected) => {
    expect(validateName(english, value, field)).toBe(expected);
  });

  it.each<[string, 'firstName' | 'lastName', boolean, string | undefined]>([
    ['', 'lastName', true, LAST_NAME_REQUIRED_MESSAGE],
    ['Rao', 'lastName', true, undefined],
    ['', 'firstName', false, undefined],
  ])('%j as %s with required %s → %s', (value, field, required, expected) => {
    expect(validateName(english, value, field, { required })).toBe(expected);
  });
});

describe('validateEmail', () => {
  it.each<[string, boolean, string | undefined]>([
    ['asha@example.com', false, undefined],
    [' asha@example.co.in ', false, undefined],
    ['a@b.c', false, undefined],
    ['', false, undefined],
    ['', true, invalidEmail],
    ['asha', false, invalidEmail],
    ['asha@example', false, invalidEmail],
    ['asha@.com', false, invalidEmail],
    ['asha@example.', false, invalidEmail],
    ['@example.com', false, invalidEmail],
    ['as ha@example.com', false, invalidEmail],
    ['asha@@example.com', false, invalidEmail],
  ])('%j (required %s) → %s', (value, required, expected) => {
    expect(validateEmail(english, value, { required })).toBe(expected);
  });
});

describe('the catalogue says the rules’ English texts', () => {
  it.each([
    ['name.firstRequired', FIRST_NAME_REQUIRED_MESSAGE],
    ['name.lastRequired', LAST_NAME_REQUIRED_MESSAGE],
    ['error.invalidValue', INVALID_NAME_MESSAGE],
    ['error.invalidEmail', INVALID_EMAIL_MESSAGE],
  ])('%s', (key, text) => {
    expect(english(key)).toBe(text);
  });
});
