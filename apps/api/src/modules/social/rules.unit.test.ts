import { describe, expect, it } from 'vitest';
import { decideAccount, identityFromClaims, type Candidates } from './rules';

const account = (id: number) => ({ id, mobileVerified: true, emailVerified: true });
const none: Candidates = { linked: undefined, byVerifiedEmail: undefined, byVerifiedMobile: undefined };
const identity = (overrides: Partial<{ email: string; emailVerified: boolean; mobile: string; mobileVerified: boolean }> = {}) => ({
  email: undefined,
  emailVerified: false,
  mobile: undefined,
  mobileVerified: false,
  ...overrides,
});

describe('which account a social identity signs in to', () => {
  it.each([
    ['a linked identity signs in to its account', identity(), { ...none, linked: account(1) }, { kind: 'signIn', accountId: 1, link: false, proves: 'identity' }],
    ['a verified email links to the account holding it verified', identity({ email: 'a@b.in', emailVerified: true }), { ...none, byVerifiedEmail: account(2) }, { kind: 'signIn', accountId: 2, link: true, proves: 'email' }],
    ['a verified mobile links to the account holding it', identity({ mobile: '9876543210', mobileVerified: true }), { ...none, byVerifiedMobile: account(3) }, { kind: 'signIn', accountId: 3, link: true, proves: 'mobile' }],
    ['the email wins when both match different accounts', identity({ email: 'a@b.in', emailVerified: true, mobile: '9876543210', mobileVerified: true }), { ...none, byVerifiedEmail: account(2), byVerifiedMobile: account(3) }, { kind: 'signIn', accountId: 2, link: true, proves: 'email' }],
    ['a verified mobile with no account creates one', identity({ mobile: '9876543210', mobileVerified: true }), none, { kind: 'create', proves: 'mobile' }],
    ['a verified email with no account creates one', identity({ email: 'a@b.in', emailVerified: true }), none, { kind: 'create', proves: 'email' }],
    ['an unverified email is refused, whatever holds it', identity({ email: 'a@b.in' }), { ...none, byVerifiedEmail: account(2) }, { kind: 'refuse' }],
    ['an unverified mobile is refused, whatever holds it', identity({ mobile: '9876543210' }), { ...none, byVerifiedMobile: account(3) }, { kind: 'refuse' }],
    ['nothing at all is refused', identity(), none, { kind: 'refuse' }],
  ] as const)('%s', (_name, who, candidates, expected) => {
    expect(decideAccount(who, candidates)).toMatchObject(expected);
  });
});

describe('the identity in an ID token', () => {
  it('reads the standard claims, lower-cases the email and takes +91 numbers only', () => {
    expect(
      identityFromClaims('google', { sub: 'g-1', email: 'Asha@Example.IN', email_verified: true, phone_number: '+91 98765 43210', phone_number_verified: true, given_name: 'Asha', family_name: 'Rao' }),
    ).toEqual({ provider: 'google', subject: 'g-1', email: 'asha@example.in', emailVerified: true, mobile: '9876543210', mobileVerified: true, firstName: 'Asha', lastName: 'Rao' });
    expect(identityFromClaims('google', { sub: 'g-2', phone_number: '+14155550100', phone_number_verified: true })).toMatchObject({ mobile: undefined, mobileVerified: false });
  });

  it.each([
    ['no email_verified claim (Facebook)', { sub: 'f-1', email: 'a@b.in' }],
    ['email_verified as a string', { sub: 'f-1', email: 'a@b.in', email_verified: 'true' }],
    ['email_verified false', { sub: 'f-1', email: 'a@b.in', email_verified: false }],
  ])('an email is unverified with %s', (_name, claims) => {
    expect(identityFromClaims('facebook', claims)?.emailVerified).toBe(false);
  });

  it('a token without a subject names nobody', () => {
    expect(identityFromClaims('google', { email: 'a@b.in', email_verified: true })).toBeUndefined();
  });
});
