export type ToastTone = 'success' | 'error';

export interface TrialToast {
  tone: ToastTone;
  message: string;
}

export interface TrialToastInput {
  primeProfile: number;
  /** The trial started in this login (rather than one already running). */
  justActivated: boolean;
  /** The trial's length, for 'N Days Free Trial'. */
  trialDays: number | null;
}

/**
 * Spec §4 (free trial): after a login in the free-trial flow, one toast by primeProfile. Only an
 * active trial (1) and a paid membership (5) are good news; everything else is shown as an error.
 */
export function trialToast({ primeProfile, justActivated, trialDays }: TrialToastInput): TrialToast {
  switch (primeProfile) {
    case 1:
      return {
        tone: 'success',
        message: justActivated
          ? trialDays
            ? `Your ${trialDays} Days Free Trial is now active`
            : 'Your Free Trial is now active'
          : 'Your free trial is already active',
      };
    case 2:
      return { tone: 'error', message: 'Your free trial has expired' };
    case 3:
      return { tone: 'error', message: 'Your free trial was canceled' };
    case 5:
      return { tone: 'success', message: 'You are already a member of this plan' };
    case 7:
      return { tone: 'error', message: 'Your subscription was canceled' };
    default:
      return { tone: 'error', message: 'Your subscription has expired' };
  }
}
