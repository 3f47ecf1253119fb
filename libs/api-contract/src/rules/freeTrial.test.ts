import { describe, expect, it } from 'vitest';
import { freeTrialState, promisesFreeTrial, showsFreeTrial } from './freeTrial';

describe('freeTrialState (FREE_TRIAL_OFF / ON / UNCERTAIN)', () => {
  it.each([
    [{ trialAvailable: true }, 'loggedOut', 'FREE_TRIAL_ON'],
    [{ trialAvailable: true }, 'loggedIn', 'FREE_TRIAL_ON'],
    [{ trialAvailable: false }, 'loggedIn', 'FREE_TRIAL_OFF'],
    [{ trialAvailable: false }, 'loggedOut', 'FREE_TRIAL_OFF'],
    [undefined, 'loggedOut', 'FREE_TRIAL_UNCERTAIN'],
    [{ trialAvailable: true }, 'loggingIn', 'FREE_TRIAL_UNCERTAIN'],
  ] as const)('%j for a %s viewer is %s', (cta, session, state) => {
    expect(freeTrialState(cta, session)).toBe(state);
  });

  it('shows the page’s trial widgets unless OFF, and promises the trial only when ON', () => {
    expect([showsFreeTrial('FREE_TRIAL_ON'), showsFreeTrial('FREE_TRIAL_UNCERTAIN'), showsFreeTrial('FREE_TRIAL_OFF')]).toEqual([true, true, false]);
    expect([promisesFreeTrial('FREE_TRIAL_ON'), promisesFreeTrial('FREE_TRIAL_UNCERTAIN'), promisesFreeTrial('FREE_TRIAL_OFF')]).toEqual([true, false, false]);
  });
});
