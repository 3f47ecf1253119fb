import { ApiError } from '@rewards/api-client';
import { describe, expect, it, vi } from 'vitest';
import { activated, activationRefused, eligible, makeCardMembership, makeCardOffer, notEligible, NOT_SIGNATURE_MESSAGE } from '../testing/fixtures';
import { english } from '../testing/translate';
import { activationOutcome, validationOutcome, verificationReturnOf, verificationStartOutcome } from './outcomes';

const apiError = (status: number, systemErrorCode: string, userMessage = 'server text') =>
  new ApiError(status, { success: false, responseMessage: systemErrorCode, userMessage, systemErrorCode });

describe('validationOutcome', () => {
  it.each([
    ['an eligible card', { result: eligible() }, { kind: 'eligible', offer: makeCardOffer() }],
    ['TP400: the user message under the digits', { result: notEligible() }, { kind: 'refused', message: NOT_SIGNATURE_MESSAGE }],
    ['another refusal: its user message too', { result: { ...notEligible('Try later'), systemErrorCode: 'TP500' } }, { kind: 'refused', message: 'Try later' }],
    ['too many checks (429)', { error: apiError(429, 'TP429', 'Too many attempts') }, { kind: 'refused', message: 'Too many attempts' }],
    ['a server failure', { error: apiError(500, 'TP500') }, { kind: 'unavailable' }],
    ['an unknown card channel', { error: apiError(404, '404') }, { kind: 'unavailable' }],
    ['offline', { error: new TypeError('Failed to fetch') }, { kind: 'unavailable' }],
  ])('%s', (_name, settled, outcome) => {
    expect(validationOutcome(english, settled)).toEqual(outcome);
  });
});

describe('activationOutcome', () => {
  it.each([
    ['success', { result: activated() }, { kind: 'activated', membership: makeCardMembership() }],
    ['TP400: the card is refused', { result: activationRefused('TP400', 'Card not eligible') }, { kind: 'cardRefused', message: 'Card not eligible' }],
    ['another code: not activated', { result: activationRefused() }, { kind: 'notActivated', message: 'You already hold a running membership.' }],
    ['403 NO_VALID_EMAIL_MOBILE: signed out', { error: apiError(403, 'NO_VALID_EMAIL_MOBILE') }, { kind: 'signedOut' }],
    ['401: sign in again', { error: apiError(401, 'TPJWT401') }, { kind: 'signInNeeded' }],
    ['another 403: not activated', { error: apiError(403, '403', 'Invalid email') }, { kind: 'notActivated', message: 'Invalid email' }],
    ['offline: not activated', { error: new TypeError('Failed to fetch') }, { kind: 'notActivated', message: 'We could not activate your membership. Please try again.' }],
  ])('%s', (_name, settled, outcome) => {
    expect(activationOutcome(english, settled)).toEqual(outcome);
  });
});

describe("the card network's sign-in", () => {
  it('a started verification sends the browser to the network; a refusal says why', () => {
    const redirect = vi.fn();
    expect(verificationStartOutcome(english, { result: { success: true, message: 'ok', systemErrorCode: null, userMessage: null, data: { authorizationUrl: 'https://visa.example/auth' } } }, redirect)).toEqual({ kind: 'redirecting' });
    expect(redirect).toHaveBeenCalledWith('https://visa.example/auth');
    expect(verificationStartOutcome(english, { result: { success: false, message: 'no', systemErrorCode: 'TP400', userMessage: 'Not eligible', data: null } }, redirect)).toEqual({ kind: 'cardRefused', message: 'Not eligible' });
    expect(verificationStartOutcome(english, { result: { success: false, message: 'no', systemErrorCode: 'TP-CARD-VERIFICATION-UNAVAILABLE', userMessage: 'Not now', data: null } }, redirect)).toEqual({ kind: 'failed', message: 'Not now' });
    expect(verificationStartOutcome(english, { error: new ApiError(401, undefined) }, redirect)).toEqual({ kind: 'signInNeeded' });
    expect(verificationStartOutcome(english, { error: new TypeError('offline') }, redirect)).toEqual({ kind: 'failed', message: 'We could not start the verification with Visa. Please try again.' });
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['cardVerification=done', { done: true }],
    ['cardVerification=failed&cardVerificationReason=CARD_MISMATCH', { done: false, message: 'Visa confirmed a different card from the one you entered. Please verify the card you entered.' }],
    ['cardVerification=failed&cardVerificationReason=<script>', { done: false, message: 'We could not verify your card with Visa. Please try again.' }],
    ['cardVerification=maybe', undefined],
    ['cid=web', undefined],
  ])('the page query %s reads as %j', (query, expected) => {
    expect(verificationReturnOf(english, new URLSearchParams(query))).toEqual(expected);
  });

  it('an activation without the network word (TP-CARD-NOT-VERIFIED) asks for the verification again', () => {
    expect(activationOutcome(english, { result: { success: false, message: 'no', systemErrorCode: 'TP-CARD-NOT-VERIFIED', userMessage: 'Please verify your card', data: null } })).toEqual({ kind: 'notVerified', message: 'Please verify your card' });
  });
});
