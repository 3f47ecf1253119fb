// The free-trial states (spec browsing §3 and account and payment §2: FREE_TRIAL_OFF, FREE_TRIAL_ON,
// FREE_TRIAL_UNCERTAIN): one reading of the plan CTA that every free-trial CTA and widget follows.

export const FREE_TRIAL_STATES = ['FREE_TRIAL_OFF', 'FREE_TRIAL_ON', 'FREE_TRIAL_UNCERTAIN'] as const;
export type FreeTrialState = (typeof FREE_TRIAL_STATES)[number];

/**
 * ON: the plan CTA says this viewer may start a trial. OFF: it says they may not (a paid member, a
 * trial already taken, or no trial plan). UNCERTAIN: not known yet: the CTA is loading or failed,
 * or the session is still being restored (a returning member would read as a visitor).
 */
export function freeTrialState(cta: { trialAvailable: boolean } | undefined, session: 'loggedIn' | 'loggedOut' | 'loggingIn' = 'loggedOut'): FreeTrialState {
  if (session === 'loggingIn' || !cta) return 'FREE_TRIAL_UNCERTAIN';
  return cta.trialAvailable ? 'FREE_TRIAL_ON' : 'FREE_TRIAL_OFF';
}

/** Widgets and START FREE TRIAL buttons that are part of the page show unless the trial is known to be off (nothing moves while it is uncertain). */
export function showsFreeTrial(state: FreeTrialState): boolean {
  return state !== 'FREE_TRIAL_OFF';
}

/** Prompts that interrupt (the exit-intent prompt) and texts that promise the trial ('N days free') need it known to be on. */
export function promisesFreeTrial(state: FreeTrialState): boolean {
  return state === 'FREE_TRIAL_ON';
}
