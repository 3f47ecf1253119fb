import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { ageOn, dateOfBirthError, istToday, latestAdultBirthDate } from './age';

const DOB_REQUIRED_MESSAGE = 'Please enter your date of birth';
const DOB_INVALID_MESSAGE = 'Please enter a valid date of birth';
const DOB_UNDER_AGE_MESSAGE = 'You must be 18 or older to check your credit score';

describe('istToday', () => {
  it.each([
    ['late evening UTC is already tomorrow in India', '2026-11-20T20:00:00Z', '2026-11-21'],
    ['early morning UTC is the same day', '2026-11-20T01:00:00Z', '2026-11-20'],
    ['just before midnight in India', '2026-11-20T18:29:59Z', '2026-11-20'],
  ])('%s', (_case, instant, expected) => {
    expect(istToday(new Date(instant))).toBe(expected);
  });
});

describe('ageOn', () => {
  it.each([
    ['on the 18th birthday', '2008-11-20', '2026-11-20', 18],
    ['the day before the 18th birthday', '2008-11-21', '2026-11-20', 17],
    ['a leap-day birthday before the 28th', '2008-02-29', '2026-02-28', 17],
    ['a leap-day birthday from 1 March', '2008-02-29', '2026-03-01', 18],
    ['not a date', '2008-02-30', '2026-03-01', undefined],
    ['not in the input format', '20/11/2008', '2026-11-20', undefined],
  ])('%s: %s on %s is %s', (_case, dob, today, expected) => {
    expect(ageOn(dob, today)).toBe(expected);
  });
});

describe('dateOfBirthError', () => {
  const today = '2026-11-20';
  it.each([
    ['an adult', '1990-04-12', undefined],
    ['exactly 18 today', '2008-11-20', undefined],
    ['exactly 100', '1926-11-20', undefined],
    ['empty', '', DOB_REQUIRED_MESSAGE],
    ['17', '2008-11-21', DOB_UNDER_AGE_MESSAGE],
    ['a baby', '2026-01-01', DOB_UNDER_AGE_MESSAGE],
    ['in the future', '2027-01-01', DOB_INVALID_MESSAGE],
    ['100 and a day is still 100', '1926-11-19', undefined],
    ['101', '1925-11-20', DOB_INVALID_MESSAGE],
    ['not a date', '1990-13-01', DOB_INVALID_MESSAGE],
  ])('%s (%j): %s', (_case, dob, expected) => {
    expect(dateOfBirthError(english, dob, today)).toBe(expected);
  });
});

describe('latestAdultBirthDate', () => {
  it.each([
    ['2026-11-20', '2008-11-20'],
    ['2028-02-29', '2010-02-28'],
  ])('on %s: %s', (today, expected) => {
    expect(latestAdultBirthDate(today)).toBe(expected);
  });
});
