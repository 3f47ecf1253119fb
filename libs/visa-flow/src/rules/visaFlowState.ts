import type { CardActivationAction, CardActivationBody, CardMembership, CardOffer } from '@rewards/api-client';
import { binOf, digitsOf, EMPTY_DIGITS, isCompleteBin, normaliseDigits } from './cardDigits';
import type { ActivationOutcome, ValidationOutcome } from './outcomes';

/**
 * The card-linked offer flow's steps (spec "Card-linked (Visa) offer flow"):
 * ENTER_DIGITS → VALIDATING → VALIDATED (1 s) → SIGN_IN (visitors) → VERIFY_CARD ('Verify with
 * Visa': VERIFYING sends the browser to the card network, which sends it back verified) → CHOOSE_OPTION →
 * CONFIRM_FUTURE (ACTIVATE_FUTURE only) → ACTIVATING → ACTIVATED | NOT_ACTIVATED (Retry).
 * A refused card goes back to ENTER_DIGITS with its message; a member without a verified mobile or
 * email is SIGNED_OUT; a check the server cannot answer is UNABLE_TO_PROCESS.
 */
export const visaFlowSteps = [
  'ENTER_DIGITS',
  'VALIDATING',
  'VALIDATED',
  'SIGN_IN',
  'VERIFY_CARD',
  'VERIFYING',
  'CHOOSE_OPTION',
  'CONFIRM_FUTURE',
  'ACTIVATING',
  'ACTIVATED',
  'NOT_ACTIVATED',
  'SIGNED_OUT',
  'UNABLE_TO_PROCESS',
] as const;

export type VisaFlowStep = (typeof visaFlowSteps)[number];

export interface VisaFlowState {
  step: VisaFlowStep;
  cardChannelId: string;
  /** The six fields, '' where empty. */
  digits: string[];
  /** In red under the digits (TP400's user message). */
  digitsError: string | undefined;
  /** The checked card's first 6 digits and offer, once eligible. */
  cardBin: string | undefined;
  offer: CardOffer | undefined;
  /** The activation option picked on CHOOSE_OPTION. */
  selectedAction: CardActivationAction | undefined;
  /** The date picked on CONFIRM_FUTURE. */
  activationDate: string | undefined;
  /** The activation being (or last) sent: Retry sends it again. */
  request: CardActivationBody | undefined;
  /** Counts the calls started (a check or an activation); answers to an older one are ignored. */
  attempt: number;
  membership: CardMembership | undefined;
  /** The not-activated popup's message. */
  notActivatedMessage: string | undefined;
  /** The card network said this member, in this session, holds the card (the API keeps the proof). */
  verified: boolean;
  /** Why the card network's sign-in did not verify the card, shown on VERIFY_CARD. */
  verifyError: string | undefined;
}

/** A card session saved after a successful check (see `cardOfferSession`). */
export interface ResumedCard {
  cardChannelId: string;
  cardBin: string;
  offer: CardOffer;
  /** The card network verified the card in this tab's session. */
  verified?: boolean | undefined;
}

/** How the card network's sign-in went, as the callback told the page it sent the browser back to. */
export type VerificationReturn = { done: true } | { done: false; message: string };

export interface VisaFlowInit {
  cardChannelId: string;
  /** The card session this tab saved, when there is one: the flow goes on from the check. */
  resumed?: ResumedCard | undefined;
  signedIn: boolean;
  /** The page was opened by the card network's callback (`?cardVerification=…`). */
  returned?: VerificationReturn | undefined;
}

/** What starting the card network's sign-in led to. */
export type VerificationStartOutcome =
  /** The browser is on its way to the network: the flow waits. */
  | { kind: 'redirecting' }
  /** The card is not eligible (TP400): back to the digits with the message. */
  | { kind: 'cardRefused'; message: string }
  /** Anything else (verification unavailable, too many checks, offline): the message on VERIFY_CARD. */
  | { kind: 'failed'; message: string }
  /** 401: the session is gone; the member signs in again. */
  | { kind: 'signInNeeded' };

export type VisaFlowEvent =
  | { type: 'digitsChanged'; digits: readonly string[] }
  /** The error icon: all six fields empty, the message gone. */
  | { type: 'digitsCleared' }
  /** Continue: check the card. */
  | { type: 'submitDigits' }
  | { type: 'validationAnswered'; attempt: number; outcome: ValidationOutcome }
  /** The 1 s after a successful check is over. */
  | { type: 'validatedShown'; signedIn: boolean }
  /** The sign-in view's login finished. */
  | { type: 'signedIn' }
  | { type: 'optionChosen'; action: CardActivationAction }
  | { type: 'proceed' }
  | { type: 'dateChosen'; activationDate: string }
  /** The future-activation popup's cta ('yes'). */
  | { type: 'confirmFuture' }
  /** From the future-activation popup back to the options. */
  | { type: 'back' }
  | { type: 'activationAnswered'; attempt: number; outcome: ActivationOutcome }
  /** The not-activated popup's Retry. */
  | { type: 'retry' }
  /** After NO_VALID_EMAIL_MOBILE: sign in again, with the card kept. */
  | { type: 'signInAgain' }
  /** 'Verify with Visa': start the card network's sign-in. */
  | { type: 'verify' }
  | { type: 'verificationAnswered'; attempt: number; outcome: VerificationStartOutcome };

export function initialVisaFlowState({ cardChannelId, resumed, signedIn, returned }: VisaFlowInit): VisaFlowState {
  const base: VisaFlowState = {
    step: 'ENTER_DIGITS',
    cardChannelId,
    digits: [...EMPTY_DIGITS],
    digitsError: undefined,
    cardBin: undefined,
    offer: undefined,
    selectedAction: undefined,
    activationDate: undefined,
    request: undefined,
    attempt: 0,
    membership: undefined,
    notActivatedMessage: undefined,
    verified: false,
    verifyError: undefined,
  };
  // A session saved for another card channel is not this flow's.
  if (!resumed || resumed.cardChannelId !== cardChannelId) return base;
  const verified = returned ? returned.done : resumed.verified === true;
  const card = { ...base, digits: digitsOf(resumed.cardBin), cardBin: resumed.cardBin, offer: resumed.offer, verified, verifyError: returned && !returned.done ? returned.message : undefined };
  return signedIn ? afterSignIn(card) : { ...card, step: 'SIGN_IN' };
}

/** Signed in: the options once the network has verified the card, else its sign-in first. */
const afterSignIn = (state: VisaFlowState): VisaFlowState => ({ ...state, step: state.verified ? 'CHOOSE_OPTION' : 'VERIFY_CARD' });

const startActivation = (state: VisaFlowState, request: CardActivationBody): VisaFlowState => ({
  ...state,
  step: 'ACTIVATING',
  request,
  attempt: state.attempt + 1,
  notActivatedMessage: undefined,
});

/** Back to the digits with a message, the card forgotten (it has to be checked again). */
const refusedCard = (state: VisaFlowState, message: string): VisaFlowState => ({
  ...state,
  step: 'ENTER_DIGITS',
  digitsError: message,
  cardBin: undefined,
  offer: undefined,
  selectedAction: undefined,
  activationDate: undefined,
  request: undefined,
  verified: false,
  verifyError: undefined,
});

function answerVerificationStart(state: VisaFlowState, outcome: VerificationStartOutcome): VisaFlowState {
  switch (outcome.kind) {
    case 'redirecting':
      return state;
    case 'cardRefused':
      return refusedCard(state, outcome.message);
    case 'failed':
      return { ...state, step: 'VERIFY_CARD', verifyError: outcome.message };
    case 'signInNeeded':
      return { ...state, step: 'SIGN_IN', verified: false };
  }
}

function answerValidation(state: VisaFlowState, outcome: ValidationOutcome): VisaFlowState {
  switch (outcome.kind) {
    case 'eligible':
      return { ...state, step: 'VALIDATED', cardBin: binOf(state.digits), offer: outcome.offer, digitsError: undefined };
    case 'refused':
      return refusedCard(state, outcome.message);
    case 'unavailable':
      return { ...state, step: 'UNABLE_TO_PROCESS' };
  }
}

function answerActivation(state: VisaFlowState, outcome: ActivationOutcome): VisaFlowState {
  switch (outcome.kind) {
    case 'activated':
      return { ...state, step: 'ACTIVATED', membership: outcome.membership };
    case 'cardRefused':
      return refusedCard(state, outcome.message);
    case 'notActivated':
      return { ...state, step: 'NOT_ACTIVATED', notActivatedMessage: outcome.message };
    case 'notVerified':
      // The network's word is missing, expired or another session's: verify again.
      return { ...state, step: 'VERIFY_CARD', verified: false, verifyError: outcome.message };
    case 'signedOut':
      return { ...state, step: 'SIGNED_OUT', verified: false };
    case 'signInNeeded':
      return { ...state, step: 'SIGN_IN', verified: false };
  }
}

/** The flow as a pure function: an event that does not fit the current step changes nothing. */
export function visaFlowReducer(state: VisaFlowState, event: VisaFlowEvent): VisaFlowState {
  switch (event.type) {
    case 'digitsChanged':
      if (state.step !== 'ENTER_DIGITS') return state;
      return { ...state, digits: normaliseDigits(event.digits), digitsError: undefined };
    case 'digitsCleared':
      if (state.step !== 'ENTER_DIGITS') return state;
      return { ...state, digits: [...EMPTY_DIGITS], digitsError: undefined };
    case 'submitDigits':
      if (state.step !== 'ENTER_DIGITS' || !isCompleteBin(state.digits)) return state;
      return { ...state, step: 'VALIDATING', digitsError: undefined, attempt: state.attempt + 1 };
    case 'validationAnswered':
      if (state.step !== 'VALIDATING' || event.attempt !== state.attempt) return state;
      return answerValidation(state, event.outcome);
    case 'validatedShown':
      if (state.step !== 'VALIDATED') return state;
      return event.signedIn ? afterSignIn(state) : { ...state, step: 'SIGN_IN' };
    case 'signedIn':
      if (state.step !== 'SIGN_IN') return state;
      return afterSignIn(state);
    case 'verify':
      if (state.step !== 'VERIFY_CARD' || !state.cardBin) return state;
      return { ...state, step: 'VERIFYING', verifyError: undefined, attempt: state.attempt + 1 };
    case 'verificationAnswered':
      if (state.step !== 'VERIFYING' || event.attempt !== state.attempt) return state;
      return answerVerificationStart(state, event.outcome);
    case 'optionChosen':
      if (state.step !== 'CHOOSE_OPTION' || !state.offer?.activationOptions.some((option) => option.action === event.action)) return state;
      return { ...state, selectedAction: event.action };
    case 'proceed':
      if (state.step !== 'CHOOSE_OPTION' || !state.selectedAction) return state;
      if (state.selectedAction === 'ACTIVATE_NOW') return startActivation(state, { action: 'ACTIVATE_NOW' });
      // The future popup opens on its first date, so its cta works at once.
      return { ...state, step: 'CONFIRM_FUTURE', activationDate: state.activationDate ?? state.offer?.futureActivationPopup.activationOptions[0]?.activationDate };
    case 'dateChosen':
      if (state.step !== 'CONFIRM_FUTURE' || !state.offer?.futureActivationPopup.activationOptions.some((option) => option.activationDate === event.activationDate)) return state;
      return { ...state, activationDate: event.activationDate };
    case 'confirmFuture':
      if (state.step !== 'CONFIRM_FUTURE' || !state.activationDate) return state;
      return startActivation(state, { action: 'ACTIVATE_FUTURE', activationDate: state.activationDate });
    case 'back':
      if (state.step !== 'CONFIRM_FUTURE') return state;
      return { ...state, step: 'CHOOSE_OPTION' };
    case 'activationAnswered':
      if (state.step !== 'ACTIVATING' || event.attempt !== state.attempt) return state;
      return answerActivation(state, event.outcome);
    case 'retry':
      if (state.step !== 'NOT_ACTIVATED' || !state.request) return state;
      return startActivation(state, state.request);
    case 'signInAgain':
      if (state.step !== 'SIGNED_OUT') return state;
      return { ...state, step: 'SIGN_IN' };
  }
}
