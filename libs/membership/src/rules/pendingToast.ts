import type { CodeDetails } from '@rewards/api-contract';
import type { LoginHandoverNotes } from '@rewards/auth';
import { normaliseCode } from '@rewards/auth';
import type { Translate } from '@rewards/i18n';
import { trialToast, type ToastTone } from './trialToast';

/** Profiles the free trial is for (never a member, or an unclaimed offer): nothing to explain. */
const TRIAL_ELIGIBLE_PROFILES: readonly number[] = [0, 10];

/**
 * The toast for a free-trial login that did not end on the trial step (spec §4). Members who may
 * start a trial get none: the server sent them elsewhere for another reason, and the spec's
 * 'other: subscription expired' would tell them something untrue.
 */
export function trialHandoverToast(t: Translate, primeProfile: number) {
  if (!owesTrialToast(primeProfile)) return null;
  return trialToast(t, { primeProfile, justActivated: false, trialDays: null });
}

/** Whether a free-trial login by this primeProfile that did not end on the trial step is told anything. */
export function owesTrialToast(primeProfile: number): boolean {
  return !TRIAL_ELIGIBLE_PROFILES.includes(primeProfile);
}

export type PendingToastKind = 'trialToast' | 'referralToast';

export interface PendingToast {
  kind: PendingToastKind;
  tone: ToastTone;
  title?: string;
  message: string;
}

/**
 * Which handed-over toast to show now, one at a time: the free-trial result first (it answers what
 * the member just asked for), then the referral failure ('Code Not Applied' with the saved text,
 * spec §8, else 'Oops! we were unable to apply referral code, please try again'). Its own words in
 * the page's language (`t`); the saved text is the server's.
 */
export function pendingToast(t: Translate, notes: Partial<Pick<LoginHandoverNotes, PendingToastKind>>): PendingToast | null {
  switch (pendingToastKind(notes)) {
    case 'trialToast': {
      const trial = trialHandoverToast(t, notes.trialToast?.primeProfile ?? 0);
      return trial ? { kind: 'trialToast', ...trial } : null;
    }
    case 'referralToast':
      return { kind: 'referralToast', tone: 'error', title: t('referralToast.title'), message: notes.referralToast?.text || t('referralToast.failed') };
    default:
      return null;
  }
}

/** Which handed-over toast is due now (`pendingToast` words it), or null. */
export function pendingToastKind(notes: Partial<Pick<LoginHandoverNotes, PendingToastKind>>): PendingToastKind | null {
  if (notes.trialToast && owesTrialToast(notes.trialToast.primeProfile)) return 'trialToast';
  return notes.referralToast ? 'referralToast' : null;
}

/**
 * Spec §4 (codes): a referral-type result whose own referral code differs from the one asked
 * about is replaced by revalidating with that code. Answers the code to revalidate with, or null.
 */
export function referralRevalidationCode(requested: string, details: Pick<CodeDetails, 'type' | 'code'>): string | null {
  if (details.type !== 'REFERRAL') return null;
  const own = normaliseCode(details.code, 'referral');
  return own !== '' && own !== normaliseCode(requested, 'referral') ? own : null;
}
