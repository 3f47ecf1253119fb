import type { CodeDetails } from '@rewards/api-contract';
import type { LoginHandoverNotes } from '@rewards/auth';
import { normaliseCode } from '@rewards/auth';
import { REFERRAL_APPLY_FAILED_MESSAGE, REFERRAL_FAILURE_TITLE } from './referralTexts';
import { trialToast, type ToastTone } from './trialToast';

/** Profiles the free trial is for (never a member, or an unclaimed offer): nothing to explain. */
const TRIAL_ELIGIBLE_PROFILES: readonly number[] = [0, 10];

/**
 * The toast for a free-trial login that did not end on the trial step (spec §4). Members who may
 * start a trial get none: the server sent them elsewhere for another reason, and the spec's
 * 'other: subscription expired' would tell them something untrue.
 */
export function trialHandoverToast(primeProfile: number) {
  if (TRIAL_ELIGIBLE_PROFILES.includes(primeProfile)) return null;
  return trialToast({ primeProfile, justActivated: false, trialDays: null });
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
 * spec §8).
 */
export function pendingToast(notes: Partial<Pick<LoginHandoverNotes, PendingToastKind>>): PendingToast | null {
  const trial = notes.trialToast ? trialHandoverToast(notes.trialToast.primeProfile) : null;
  if (trial) return { kind: 'trialToast', ...trial };
  if (notes.referralToast) {
    return { kind: 'referralToast', tone: 'error', title: REFERRAL_FAILURE_TITLE, message: notes.referralToast.text || REFERRAL_APPLY_FAILED_MESSAGE };
  }
  return null;
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
