import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { EXIT_INTENT_DISABLE_DAYS, exitIntentArmed, exitIntentDisabledUntil, exitIntentText } from './exitIntent';

const NOW = Date.UTC(2026, 10, 24, 12);
const DAY = 24 * 60 * 60 * 1000;
const visitor = { loggedOut: true, trialAvailable: true, pathname: '/', disabledUntil: null, now: NOW };

describe('exit-intent prompt rules', () => {
  it("says the spec's text with the trial's days", () => {
    expect(exitIntentText(english, 30)).toBe('Get FREE access to top 8 brands for 30 days');
  });

  it('stays off for 30 days after it is shown', () => {
    expect(exitIntentDisabledUntil(NOW) - NOW).toBe(EXIT_INTENT_DISABLE_DAYS * DAY);
  });

  it.each([
    ['a visitor with a trial on offer', {}, true],
    ['a member', { loggedOut: false }, false],
    ['no free trial on offer', { trialAvailable: false }, false],
    ['on the login page', { pathname: '/login' }, false],
    ['on checkout', { pathname: '/payment/confirmation' }, false],
    ['within 30 days of the last one', { disabledUntil: String(NOW + DAY) }, false],
    ['once those 30 days are over', { disabledUntil: String(NOW - 1) }, true],
    ['with something unreadable stored', { disabledUntil: 'soon' }, true],
  ])('%s: %s', (_name, input, armed) => {
    expect(exitIntentArmed({ ...visitor, ...input })).toBe(armed);
  });
});
