import { ApiError } from '@rewards/api-client';
import { describe, expect, it } from 'vitest';
import { activated, activationRefused, eligible, makeCardMembership, makeCardOffer, notEligible, NOT_SIGNATURE_MESSAGE } from '../testing/fixtures';
import { activationOutcome, validationOutcome } from './outcomes';

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
    expect(validationOutcome(settled)).toEqual(outcome);
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
    expect(activationOutcome(settled)).toEqual(outcome);
  });
});
