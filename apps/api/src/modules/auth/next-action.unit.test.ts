import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, actionTypeOf, nextActionFor } from './next-action';

describe('the next action after login', () => {
  it.each([
    // stored action, primeProfile, origin, expected
    [null, 0, 'TRIAL', 'PROVIDE_TRIAL_SUBSCRIPTION_TO_USER'],
    [null, 10, 'TRIAL', 'PROVIDE_TRIAL_SUBSCRIPTION_TO_USER'],
    [null, 0, 'LOGIN', 'SHOW_HOME'],
    [null, 1, 'TRIAL', 'SHOW_HOME'],
    [null, 2, 'TRIAL', 'SHOW_HOME'],
    [null, 5, 'TRIAL', 'SHOW_HOME'],
    [null, 7, 'TRIAL', 'SHOW_HOME'],
    [null, 5, 'LOGIN', 'SHOW_HOME'],
    ['GET_AND_CONFIRM_EMAIL_FROM_USER', 0, 'TRIAL', 'GET_AND_CONFIRM_EMAIL_FROM_USER'],
    ['SHOW_PAYMENT', 5, 'LOGIN', 'SHOW_PAYMENT'],
    ['NOT_AN_ACTION', 0, 'TRIAL', 'PROVIDE_TRIAL_SUBSCRIPTION_TO_USER'],
  ] as const)('stored %s, primeProfile %i, origin %s: %s', (stored, primeProfile, origin, expected) => {
    expect(nextActionFor({ stored, primeProfile, origin })).toBe(expected);
  });

  it.each([
    // what the account holds, primeProfile, origin, channel kind, expected
    ['no mobile', { hasMobile: false, hasEmail: true }, 0, 'LOGIN', false, 'GET_AND_CONFIRM_MOBILE_FROM_USER'],
    ['no mobile, paid', { hasMobile: false, hasEmail: true }, 5, 'LOGIN', false, 'GET_AND_CONFIRM_MOBILE_FROM_USER'],
    ['no mobile, trial offered first', { hasMobile: false, hasEmail: true }, 0, 'TRIAL', false, 'PROVIDE_TRIAL_SUBSCRIPTION_TO_USER'],
    ['no email, paid', { hasMobile: true, hasEmail: false }, 5, 'LOGIN', false, 'GET_AND_CONFIRM_EMAIL_FROM_USER'],
    ['no email, on the trial', { hasMobile: true, hasEmail: false }, 1, 'LOGIN', false, 'GET_AND_CONFIRM_EMAIL_FROM_USER'],
    ['no email, never a member', { hasMobile: true, hasEmail: false }, 0, 'LOGIN', false, 'SHOW_HOME'],
    ['no email, expired', { hasMobile: true, hasEmail: false }, 2, 'LOGIN', false, 'SHOW_HOME'],
    ['an unverified email, paid', { hasMobile: true, hasEmail: true }, 5, 'LOGIN', false, 'SHOW_HOME'],
    ['no email, paid, on a co-brand channel', { hasMobile: true, hasEmail: false }, 5, 'LOGIN', true, 'SHOW_HOME'],
  ] as const)('%s: %j, primeProfile %i, origin %s, co-brand %s: %s', (_label, holds, primeProfile, origin, partnerChannel, expected) => {
    expect(nextActionFor({ stored: null, primeProfile, origin, partnerChannel, ...holds })).toBe(expected);
  });

  it('a stored action wins over what the account lacks', () => {
    expect(nextActionFor({ stored: 'SHOW_BENEFITS', primeProfile: 5, origin: 'LOGIN', hasMobile: false, hasEmail: false })).toBe('SHOW_BENEFITS');
  });

  it.each([
    ['SHOW_HOME', 'NAVIGATE'],
    ['SHOW_BENEFITS', 'NAVIGATE'],
    ['SHOW_VALUE_PROP', 'NAVIGATE'],
    ['SHOW_PAYMENT', 'NAVIGATE'],
    ['GET_AND_CONFIRM_EMAIL_FROM_USER', 'COLLECT'],
    ['GET_CONFIRMED_MOBILE_FROM_PARENT_APP', 'COLLECT'],
    ['GET_AND_CONFIRM_MOBILE_FROM_USER', 'COLLECT'],
    ['CONFIRM_EMAIL_FROM_USER', 'COLLECT'],
    ['CONFIRM_MOBILE_FROM_USER', 'COLLECT'],
    ['PROVIDE_TRIAL_SUBSCRIPTION_TO_USER', 'SUBSCRIBE'],
    ['INITIATE_PAYMENT', 'SUBSCRIBE'],
    ['EMAIL_CONFIRMED', 'DONE'],
    ['MOBILE_CONFIRMED', 'DONE'],
    ['ADD_EMAIL', 'DONE'],
    ['ADD_MOBILE', 'DONE'],
  ] as const)('%s is a %s step', (action, type) => {
    expect(actionTypeOf(action)).toBe(type);
  });

  it('knows every action of the contract', () => {
    expect(Object.keys(ACTION_TYPES)).toHaveLength(15);
  });
});
