import type { Translate } from '@rewards/i18n';

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
 * In the page's language (`t`, the membership catalogue's).
 */
export function trialToast(t: Translate, { primeProfile, justActivated, trialDays }: TrialToastInput): TrialToast {
  switch (primeProfile) {
    case 1:
      return {
        tone: 'success',
        message: justActivated ? (trialDays ? t('trialToast.activeDays', { days: trialDays }) : t('trialToast.active')) : t('trialToast.alreadyActive'),
      };
    case 2:
      return { tone: 'error', message: t('trialToast.trialExpired') };
    case 3:
      return { tone: 'error', message: t('trialToast.trialCanceled') };
    case 5:
      return { tone: 'success', message: t('trialToast.member') };
    case 7:
      return { tone: 'error', message: t('trialToast.subscriptionCanceled') };
    default:
      return { tone: 'error', message: t('trialToast.subscriptionExpired') };
  }
}
