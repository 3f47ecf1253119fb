import { describe, expect, it } from 'vitest';
import { isPlaceholderName, isProfilePromptSkipped, NAME_BLACKLIST, profileCompletionStep, type ProfileStep } from './profileCompletion';

const complete = { firstName: 'Asha', city: 'Pune', gender: 'F' as const };

describe('NAME_BLACKLIST', () => {
  it.each([
    ['Guest', true],
    ['  guest  ', true],
    ['USER', true],
    ['Member', true],
    ['test', true],
    ['NA', true],
    ['n/a', true],
    ['null', true],
    ['undefined', true],
    ['Customer', true],
    ['Prime', true],
    ['unknown', true],
    ['', true],
    ['   ', true],
    [null, true],
    ['Asha', false],
    ['Guestina', false],
    ['Nandini', false],
  ])('%j is a placeholder: %s', (name, expected) => {
    expect(isPlaceholderName(name)).toBe(expected);
  });

  it('holds the empty string and lower-case entries only', () => {
    expect(NAME_BLACKLIST.has('')).toBe(true);
    expect([...NAME_BLACKLIST].every((entry) => entry === entry.trim().toLowerCase())).toBe(true);
  });
});

describe('profileCompletionStep', () => {
  it.each<[string, Parameters<typeof profileCompletionStep>[0], ProfileStep | null]>([
    ['a Guest first name asks for a name', { ...complete, firstName: 'Guest' }, 'name'],
    ['an empty first name asks for a name', { ...complete, firstName: '' }, 'name'],
    ['no first name asks for a name', { ...complete, firstName: null }, 'name'],
    ['a placeholder name comes before a missing city', { firstName: 'na', city: null, gender: null }, 'name'],
    ['no city asks for a city', { ...complete, city: null }, 'city'],
    ['a blank city asks for a city', { ...complete, city: '  ' }, 'city'],
    ['a missing city comes before a missing gender', { ...complete, city: null, gender: null }, 'city'],
    ['no gender asks for a gender', { ...complete, gender: null }, 'gender'],
    ['an unknown gender asks for a gender', { ...complete, gender: 'X' as never }, 'gender'],
    ['N is a valid gender', { ...complete, gender: 'N' }, null],
    ['a complete profile asks nothing', complete, null],
    ['nobody logged in is asked nothing', undefined, null],
  ])('%s', (_, user, expected) => {
    expect(profileCompletionStep(user, '/userfeed')).toBe(expected);
  });

  it.each([
    ['/terms-and-conditions', true],
    ['/terms-and-conditions/prime', true],
    ['/tnc', true],
    ['/referral-terms-and-conditions/summer', true],
    ['/visa-terms-and-conditions', true],
    ['/experiantnc', true],
    ['/experianTNC', true],
    ['/app-landing', true],
    ['/slike-paywall', true],
    ['/digital-event', true],
    ['/unsubscribe', true],
    ['/payment', true],
    ['/payment/make-payment', true],
    ['/login', true],
    ['/', false],
    ['/userfeed', false],
    ['/profile', false],
    ['/tncs-of-offer', false],
    ['/payments-faq', false],
  ])('on %s the prompts are skipped: %s', (path, skipped) => {
    expect(isProfilePromptSkipped(path)).toBe(skipped);
    expect(profileCompletionStep({ ...complete, firstName: 'Guest' }, path)).toBe(skipped ? null : 'name');
  });

  it('asks nothing while the app-download prompt applies', () => {
    expect(profileCompletionStep({ ...complete, city: null }, '/', { appDownloadPromptApplies: true })).toBeNull();
  });

  it.each<[string, Parameters<typeof profileCompletionStep>[0], ProfileStep[], ProfileStep | null]>([
    ['a dismissed city prompt stays closed', { ...complete, city: null }, ['city'], null],
    ['and does not hand over to the gender prompt', { ...complete, city: null, gender: null }, ['city'], null],
    ['a dismissed gender prompt stays closed', { ...complete, gender: null }, ['gender'], null],
    ['dismissing gender does not hide the city prompt', { ...complete, city: null }, ['gender'], 'city'],
    ['the name prompt cannot be dismissed', { ...complete, firstName: 'guest' }, ['name'], 'name'],
  ])('%s', (_, user, dismissed, expected) => {
    expect(profileCompletionStep(user, '/', { dismissed })).toBe(expected);
  });
});
