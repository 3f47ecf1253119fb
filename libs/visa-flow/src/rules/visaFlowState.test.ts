import { describe, expect, it } from 'vitest';
import { makeCardMembership, makeCardOffer, TEST_CARD_BIN } from '../testing/fixtures';
import { initialVisaFlowState, visaFlowReducer, type VisaFlowEvent, type VisaFlowState } from './visaFlowState';

const offer = makeCardOffer();
const membership = makeCardMembership();
const fresh = (signedIn = false) => initialVisaFlowState({ cardChannelId: 'VISA_SIGNATURE', signedIn });
const run = (state: VisaFlowState, ...events: VisaFlowEvent[]) => events.reduce(visaFlowReducer, state);
const typed = (state: VisaFlowState, bin = TEST_CARD_BIN) => run(state, { type: 'digitsChanged', digits: bin.split('') });

/** A card checked and found eligible (attempt 1), then the 1 s pause over. */
const checked = (signedIn: boolean) =>
  run(typed(fresh(signedIn)), { type: 'submitDigits' }, { type: 'validationAnswered', attempt: 1, outcome: { kind: 'eligible', offer } }, { type: 'validatedShown', signedIn });

/** Back from the card network with the card verified: a new page load, the kept card, signed in. */
const resumedCard = { cardChannelId: 'VISA_SIGNATURE', cardBin: TEST_CARD_BIN, offer };
const atOptions = () => initialVisaFlowState({ cardChannelId: 'VISA_SIGNATURE', signedIn: true, resumed: resumedCard, returned: { done: true } });

describe('visaFlowReducer: the card check', () => {
  it('starts at the digits and checks the card only once all six are filled', () => {
    const partial = run(fresh(), { type: 'digitsChanged', digits: ['4', '1', '1'] }, { type: 'submitDigits' });
    expect(partial.step).toBe('ENTER_DIGITS');
    const validating = visaFlowReducer(typed(fresh()), { type: 'submitDigits' });
    expect(validating).toMatchObject({ step: 'VALIDATING', attempt: 1 });
  });

  it('an eligible card is VALIDATED, then after the pause a visitor signs in and goes on to the options', () => {
    const validated = run(typed(fresh()), { type: 'submitDigits' }, { type: 'validationAnswered', attempt: 1, outcome: { kind: 'eligible', offer } });
    expect(validated).toMatchObject({ step: 'VALIDATED', cardBin: TEST_CARD_BIN, offer });
    const signIn = visaFlowReducer(validated, { type: 'validatedShown', signedIn: false });
    expect(signIn.step).toBe('SIGN_IN');
    expect(visaFlowReducer(signIn, { type: 'signedIn' }).step).toBe('VERIFY_CARD');
  });

  it('a member skips the sign-in, not the card network', () => {
    expect(checked(true)).toMatchObject({ step: 'VERIFY_CARD', verified: false });
  });

  it('a refused card goes back to the digits with its message; the error icon clears both', () => {
    const refused = run(typed(fresh()), { type: 'submitDigits' }, { type: 'validationAnswered', attempt: 1, outcome: { kind: 'refused', message: 'Not a Visa Signature card' } });
    expect(refused).toMatchObject({ step: 'ENTER_DIGITS', digitsError: 'Not a Visa Signature card', digits: TEST_CARD_BIN.split('') });
    expect(visaFlowReducer(refused, { type: 'digitsCleared' })).toMatchObject({ digits: ['', '', '', '', '', ''], digitsError: undefined });
  });

  it('editing the digits clears the message', () => {
    const refused = run(typed(fresh()), { type: 'submitDigits' }, { type: 'validationAnswered', attempt: 1, outcome: { kind: 'refused', message: 'No' } });
    expect(visaFlowReducer(refused, { type: 'digitsChanged', digits: ['5'] }).digitsError).toBeUndefined();
  });

  it('a check the server cannot answer is UNABLE_TO_PROCESS', () => {
    const state = run(typed(fresh()), { type: 'submitDigits' }, { type: 'validationAnswered', attempt: 1, outcome: { kind: 'unavailable' } });
    expect(state.step).toBe('UNABLE_TO_PROCESS');
  });

  it('ignores an answer to an older check', () => {
    const validating = run(typed(fresh()), { type: 'submitDigits' });
    expect(visaFlowReducer(validating, { type: 'validationAnswered', attempt: 0, outcome: { kind: 'eligible', offer } })).toBe(validating);
  });
});

describe('visaFlowReducer: activation', () => {
  it('Proceed waits for an option; ACTIVATE_NOW starts the activation at once', () => {
    expect(visaFlowReducer(atOptions(), { type: 'proceed' }).step).toBe('CHOOSE_OPTION');
    const activating = run(atOptions(), { type: 'optionChosen', action: 'ACTIVATE_NOW' }, { type: 'proceed' });
    expect(activating).toMatchObject({ step: 'ACTIVATING', request: { action: 'ACTIVATE_NOW' }, attempt: 1 });
  });

  it('ACTIVATE_FUTURE goes to the confirmation on its first date; its cta activates on the date picked', () => {
    const confirm = run(atOptions(), { type: 'optionChosen', action: 'ACTIVATE_FUTURE' }, { type: 'proceed' });
    expect(confirm).toMatchObject({ step: 'CONFIRM_FUTURE', activationDate: '2027-01-01' });
    const picked = run(confirm, { type: 'dateChosen', activationDate: '2027-02-01' }, { type: 'dateChosen', activationDate: '2030-01-01' });
    expect(picked.activationDate).toBe('2027-02-01');
    expect(visaFlowReducer(picked, { type: 'confirmFuture' })).toMatchObject({ step: 'ACTIVATING', request: { action: 'ACTIVATE_FUTURE', activationDate: '2027-02-01' } });
    expect(visaFlowReducer(picked, { type: 'back' }).step).toBe('CHOOSE_OPTION');
  });

  it('an option the offer does not have is not picked', () => {
    const only = initialVisaFlowState({
      cardChannelId: 'VISA_SIGNATURE',
      signedIn: true,
      resumed: { cardChannelId: 'VISA_SIGNATURE', cardBin: TEST_CARD_BIN, offer: makeCardOffer({ activationOptions: [offer.activationOptions[0]!] }) },
    });
    expect(visaFlowReducer(only, { type: 'optionChosen', action: 'ACTIVATE_FUTURE' }).selectedAction).toBeUndefined();
  });

  const activating = () => run(atOptions(), { type: 'optionChosen', action: 'ACTIVATE_NOW' }, { type: 'proceed' });

  it('success shows the activated membership', () => {
    expect(visaFlowReducer(activating(), { type: 'activationAnswered', attempt: 1, outcome: { kind: 'activated', membership } })).toMatchObject({ step: 'ACTIVATED', membership });
  });

  it('an error code shows the not-activated popup, whose Retry sends the same activation again', () => {
    const failed = visaFlowReducer(activating(), { type: 'activationAnswered', attempt: 1, outcome: { kind: 'notActivated', message: 'Already a member' } });
    expect(failed).toMatchObject({ step: 'NOT_ACTIVATED', notActivatedMessage: 'Already a member' });
    expect(visaFlowReducer(failed, { type: 'retry' })).toMatchObject({ step: 'ACTIVATING', request: { action: 'ACTIVATE_NOW' }, attempt: 2, notActivatedMessage: undefined });
  });

  it('TP400 at activation sends the member back to the digits with the message, the card forgotten', () => {
    const refused = visaFlowReducer(activating(), { type: 'activationAnswered', attempt: 1, outcome: { kind: 'cardRefused', message: 'Card not eligible' } });
    expect(refused).toMatchObject({ step: 'ENTER_DIGITS', digitsError: 'Card not eligible', offer: undefined, cardBin: undefined, request: undefined });
  });

  it('NO_VALID_EMAIL_MOBILE signs the member out; they may sign in again with the card kept', () => {
    const signedOut = visaFlowReducer(activating(), { type: 'activationAnswered', attempt: 1, outcome: { kind: 'signedOut' } });
    expect(signedOut.step).toBe('SIGNED_OUT');
    // a new session needs the network's word again
    expect(visaFlowReducer(signedOut, { type: 'signInAgain' })).toMatchObject({ step: 'SIGN_IN', offer, cardBin: TEST_CARD_BIN, verified: false });
  });

  it('a session gone (401) asks for the sign-in again', () => {
    expect(visaFlowReducer(activating(), { type: 'activationAnswered', attempt: 1, outcome: { kind: 'signInNeeded' } }).step).toBe('SIGN_IN');
  });

  it('ignores an answer to an older activation', () => {
    const state = activating();
    expect(visaFlowReducer(state, { type: 'activationAnswered', attempt: 0, outcome: { kind: 'activated', membership } })).toBe(state);
  });
});

describe("visaFlowReducer: the card network's word", () => {
  const atVerify = () => checked(true);

  it("'Verify with Visa' starts the network's sign-in once; the browser leaves, the flow waits", () => {
    const verifying = visaFlowReducer(atVerify(), { type: 'verify' });
    expect(verifying).toMatchObject({ step: 'VERIFYING', attempt: 2, verifyError: undefined });
    expect(visaFlowReducer(verifying, { type: 'verify' })).toBe(verifying);
    expect(visaFlowReducer(verifying, { type: 'verificationAnswered', attempt: 2, outcome: { kind: 'redirecting' } })).toBe(verifying);
    expect(visaFlowReducer(verifying, { type: 'verificationAnswered', attempt: 1, outcome: { kind: 'failed', message: 'old' } })).toBe(verifying);
  });

  it.each([
    ['a start that failed says why on the same step', { kind: 'failed', message: 'We cannot verify cards right now.' }, { step: 'VERIFY_CARD', verifyError: 'We cannot verify cards right now.', cardBin: TEST_CARD_BIN }],
    ['a card refused at the start goes back to the digits', { kind: 'cardRefused', message: 'Card not eligible' }, { step: 'ENTER_DIGITS', digitsError: 'Card not eligible', cardBin: undefined }],
    ['a session gone asks for the sign-in', { kind: 'signInNeeded' }, { step: 'SIGN_IN' }],
  ] as const)('%s', (_name, outcome, expected) => {
    expect(run(atVerify(), { type: 'verify' }, { type: 'verificationAnswered', attempt: 2, outcome })).toMatchObject(expected);
  });

  it('back from the network: verified goes on to the options; not verified says why and offers the network again', () => {
    expect(atOptions()).toMatchObject({ step: 'CHOOSE_OPTION', verified: true, cardBin: TEST_CARD_BIN });
    const failed = initialVisaFlowState({ cardChannelId: 'VISA_SIGNATURE', signedIn: true, resumed: resumedCard, returned: { done: false, message: 'Visa confirmed a different card.' } });
    expect(failed).toMatchObject({ step: 'VERIFY_CARD', verified: false, verifyError: 'Visa confirmed a different card.' });
    // a card verified earlier in this tab goes straight to the options after a reload
    expect(initialVisaFlowState({ cardChannelId: 'VISA_SIGNATURE', signedIn: true, resumed: { ...resumedCard, verified: true } }).step).toBe('CHOOSE_OPTION');
    // a visitor (the session ended meanwhile) signs in first, then needs the network again only if not verified
    expect(initialVisaFlowState({ cardChannelId: 'VISA_SIGNATURE', signedIn: false, resumed: resumedCard, returned: { done: true } }).step).toBe('SIGN_IN');
  });

  it('an activation the API finds unverified (TP-CARD-NOT-VERIFIED) goes back to the network with its message', () => {
    const activating = run(atOptions(), { type: 'optionChosen', action: 'ACTIVATE_NOW' }, { type: 'proceed' });
    const state = visaFlowReducer(activating, { type: 'activationAnswered', attempt: 1, outcome: { kind: 'notVerified', message: 'Please verify your card with Visa.' } });
    expect(state).toMatchObject({ step: 'VERIFY_CARD', verified: false, verifyError: 'Please verify your card with Visa.', cardBin: TEST_CARD_BIN, offer });
  });
});

describe('visaFlowReducer: a kept card and events out of place', () => {
  const resumed = { cardChannelId: 'VISA_SIGNATURE', cardBin: TEST_CARD_BIN, offer };

  it.each([
    ['a member goes on to the card network', true, 'VISA_SIGNATURE', 'VERIFY_CARD'],
    ['a visitor signs in first', false, 'VISA_SIGNATURE', 'SIGN_IN'],
    ['a card kept for another channel is ignored', true, 'OTHER_CARD', 'ENTER_DIGITS'],
  ] as const)('after a reload, %s', (_name, signedIn, cardChannelId, step) => {
    expect(initialVisaFlowState({ cardChannelId, signedIn, resumed }).step).toBe(step);
  });

  it.each<[string, VisaFlowEvent]>([
    ['digits changed', { type: 'digitsChanged', digits: ['1'] }],
    ['digits cleared', { type: 'digitsCleared' }],
    ['submit', { type: 'submitDigits' }],
    ['signed in', { type: 'signedIn' }],
    ['confirm future', { type: 'confirmFuture' }],
    ['retry', { type: 'retry' }],
    ['sign in again', { type: 'signInAgain' }],
    ['verify', { type: 'verify' }],
    ['pause over', { type: 'validatedShown', signedIn: true }],
  ])('%s on the options changes nothing', (_name, event) => {
    const state = atOptions();
    expect(visaFlowReducer(state, event)).toBe(state);
  });
});
