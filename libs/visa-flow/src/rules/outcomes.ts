import { ApiError, type CardActivationResult, type CardMembership, type CardOffer, type CardValidateResult } from '@rewards/api-client';
import type { Translate } from '@rewards/i18n';

/** The card is not eligible (validation), or no longer is (activation). */
export const CARD_NOT_ELIGIBLE_CODE = 'TP400';
/** 403 from activation: the member has neither a verified mobile nor a verified email; their session ended. */
import { CARD_NOT_VERIFIED, CARD_VERIFICATION_FAILURES, NO_VALID_EMAIL_MOBILE, type CardVerificationFailure } from '@rewards/api-contract';
import type { CardVerificationStartResult } from '../api/useCardApi';
import type { VerificationReturn, VerificationStartOutcome } from './visaFlowState';

export { NO_VALID_EMAIL_MOBILE };

/** A call's settled answer: its envelope, or what it rejected with. */
export type Settled<T> = { result: T } | { error: unknown };

export type ValidationOutcome =
  /** Eligible: the offer, its options and the future-activation popup. */
  | { kind: 'eligible'; offer: CardOffer }
  /** Shown in red under the digits (TP400, any `success: false`, a 400 or 429 answer). */
  | { kind: 'refused'; message: string }
  /** The server could not answer (offline, 5xx, unknown channel): the unable-to-process message. */
  | { kind: 'unavailable' };

// The API's words (in the page's language, by Accept-Language), else ours.
const refusalText = (t: Translate, answer: { userMessage: string | null; message: string }) => answer.userMessage || answer.message || t('notActivated.fallback');

/** What the digits' check leads to (spec: TP400 shows the user message under the digits). `t`: the page's language. */
export function validationOutcome(t: Translate, settled: Settled<CardValidateResult>): ValidationOutcome {
  if ('result' in settled) {
    const { result } = settled;
    if (result.success && result.data) return { kind: 'eligible', offer: result.data };
    return { kind: 'refused', message: refusalText(t, result) };
  }
  const { error } = settled;
  // Too many checks (TP429) and a refused body are the member's to read; anything else is ours.
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) return { kind: 'refused', message: error.userMessage };
  return { kind: 'unavailable' };
}

export type ActivationOutcome =
  | { kind: 'activated'; membership: CardMembership }
  /** TP400: the card is not eligible; its message goes under the digits. */
  | { kind: 'cardRefused'; message: string }
  /** Any other refusal or failure: the not-activated popup, whose Retry runs the activation again. */
  | { kind: 'notActivated'; message: string }
  /** TP-CARD-NOT-VERIFIED: the card network's sign-in is needed (again) for this card and session. */
  | { kind: 'notVerified'; message: string }
  /** 403 NO_VALID_EMAIL_MOBILE: the server signed the member out. */
  | { kind: 'signedOut' }
  /** 401: the session is gone; the member signs in again. */
  | { kind: 'signInNeeded' };

function isNoValidEmailMobile(error: ApiError): boolean {
  return error.status === 403 && (error.systemErrorCode === NO_VALID_EMAIL_MOBILE || error.responseMessage === NO_VALID_EMAIL_MOBILE);
}

/** What an activation leads to (spec: success shows the activated popup, an error code the not-activated one). */
export function activationOutcome(t: Translate, settled: Settled<CardActivationResult>): ActivationOutcome {
  if ('result' in settled) {
    const { result } = settled;
    if (result.success && result.data) return { kind: 'activated', membership: result.data };
    if (result.systemErrorCode === CARD_NOT_ELIGIBLE_CODE) return { kind: 'cardRefused', message: refusalText(t, result) };
    if (result.systemErrorCode === CARD_NOT_VERIFIED) return { kind: 'notVerified', message: refusalText(t, result) };
    return { kind: 'notActivated', message: refusalText(t, result) };
  }
  const { error } = settled;
  if (error instanceof ApiError) {
    if (isNoValidEmailMobile(error)) return { kind: 'signedOut' };
    if (error.status === 401) return { kind: 'signInNeeded' };
    return { kind: 'notActivated', message: error.userMessage };
  }
  return { kind: 'notActivated', message: t('notActivated.fallback') };
}

/** What starting the card network's sign-in leads to (`redirect` sends the browser on its way). */
export function verificationStartOutcome(t: Translate, settled: Settled<CardVerificationStartResult>, redirect: (url: string) => void): VerificationStartOutcome {
  if ('result' in settled) {
    const { result } = settled;
    if (result.success && result.data) {
      redirect(result.data.authorizationUrl);
      return { kind: 'redirecting' };
    }
    if (result.systemErrorCode === CARD_NOT_ELIGIBLE_CODE) return { kind: 'cardRefused', message: refusalText(t, result) };
    return { kind: 'failed', message: result.userMessage || t('verify.unavailable') };
  }
  const { error } = settled;
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'signInNeeded' };
    return { kind: 'failed', message: error.userMessage || t('verify.unavailable') };
  }
  return { kind: 'failed', message: t('verify.unavailable') };
}

/** The callback's answer in the page's query (`cardVerification`, `cardVerificationReason`), or undefined when the page was not opened by it. */
export function verificationReturnOf(t: Translate, params: URLSearchParams): VerificationReturn | undefined {
  const outcome = params.get('cardVerification');
  if (outcome === 'done') return { done: true };
  if (outcome !== 'failed') return undefined;
  const reason = params.get('cardVerificationReason');
  const known = (CARD_VERIFICATION_FAILURES as readonly string[]).includes(reason ?? '') ? (reason as CardVerificationFailure) : 'FAILED';
  return { done: false, message: verificationFailureMessage(t, known) };
}

/** Why the card network's sign-in did not verify the card (the callback's reason). */
function verificationFailureMessage(t: Translate, reason: CardVerificationFailure): string {
  switch (reason) {
    case 'CANCELLED':
      return t('verify.failure.CANCELLED');
    case 'EXPIRED':
      return t('verify.failure.EXPIRED');
    case 'CARD_MISMATCH':
      return t('verify.failure.CARD_MISMATCH');
    case 'CARD_NOT_ELIGIBLE':
      return t('verify.failure.CARD_NOT_ELIGIBLE');
    case 'FAILED':
      return t('verify.failure.FAILED');
  }
}
