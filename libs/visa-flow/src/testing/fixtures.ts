// Contract-typed card offer answers and a fake CardApi, for this lib's tests and stories.
import type { CardActivationResult, CardMembership, CardOffer, CardValidateResult } from '@rewards/api-client';
import { CARD_NOT_VERIFIED } from '@rewards/api-contract';
import type { CardVerificationStartResult, VisaCardApi } from '../api/useCardApi';

export const TEST_CARD_BIN = '411111';
export const NOT_SIGNATURE_MESSAGE = 'This card is not a Visa Signature credit card. Please try another card.';

export function makeCardOffer(overrides: Partial<CardOffer> = {}): CardOffer {
  return {
    cardChannelId: 'VISA_SIGNATURE',
    cardBin: TEST_CARD_BIN,
    cardName: 'Visa Signature',
    planDisplayName: '1 year membership',
    durationDays: 365,
    windowEndDate: '2027-02-28',
    activationOptions: [
      { action: 'ACTIVATE_NOW', title: 'Activate now', description: 'Your membership starts today.', bottomText: 'Valid for 365 days' },
      { action: 'ACTIVATE_FUTURE', title: 'Activate later', description: 'Pick a date within the offer window.', bottomText: null },
    ],
    futureActivationPopup: {
      title: 'Activate on a later date?',
      subTitle: 'Your membership starts on the date you pick.',
      activationOptions: [
        { label: '1 Jan 2027', activationDate: '2027-01-01' },
        { label: '1 Feb 2027', activationDate: '2027-02-01' },
      ],
      cta: 'Yes, activate',
    },
    ...overrides,
  };
}

export function makeCardMembership(overrides: Partial<CardMembership> = {}): CardMembership {
  return {
    cardChannelId: 'VISA_SIGNATURE',
    cardName: 'Visa Signature',
    planDisplayName: '1 year membership',
    status: 'ACTIVE',
    activationDate: '2026-11-26',
    startDate: '2026-11-26T00:00:00.000Z',
    endDate: '2027-11-26T00:00:00.000Z',
    alreadyActivated: false,
    membership: { primeProfile: 5, startDate: '2026-11-26T00:00:00.000Z', endDate: '2027-11-26T00:00:00.000Z' },
    ...overrides,
  };
}

export const eligible = (offer: CardOffer = makeCardOffer()): CardValidateResult => ({
  success: true,
  message: 'OK',
  systemErrorCode: null,
  userMessage: null,
  data: offer,
});

export const notEligible = (userMessage = NOT_SIGNATURE_MESSAGE): CardValidateResult => ({
  success: false,
  message: 'card not eligible',
  systemErrorCode: 'TP400',
  userMessage,
  data: null,
});

export const activated = (membership: CardMembership = makeCardMembership()): CardActivationResult => ({
  success: true,
  message: 'OK',
  systemErrorCode: null,
  userMessage: null,
  data: membership,
});

export const activationRefused = (systemErrorCode = 'TP-CARD-NOT-ACTIVATED', userMessage = 'You already hold a running membership.'): CardActivationResult => ({
  success: false,
  message: 'not activated',
  systemErrorCode,
  userMessage,
  data: null,
});

/** The sandbox network's sign-in page a verification start sends the browser to. */
export const TEST_AUTHORIZATION_URL = 'http://localhost:4200/dev/oidc/visa/auth?client_id=sandbox-visa&state=s';

export const verificationStarted = (authorizationUrl = TEST_AUTHORIZATION_URL): CardVerificationStartResult => ({
  success: true,
  message: 'Continue at the card network to verify your card',
  systemErrorCode: null,
  userMessage: null,
  data: { authorizationUrl },
});

export const NOT_VERIFIED_MESSAGE = 'Please verify your Visa Signature card with Visa before activating your membership.';

/** The activation's answer without the network's word for this session and card. */
export const notVerified = (userMessage = NOT_VERIFIED_MESSAGE): CardActivationResult => ({
  success: false,
  message: 'The card network has not verified this card for this session',
  systemErrorCode: CARD_NOT_VERIFIED,
  userMessage,
  data: null,
});

/** A card API whose card is eligible, whose network sign-in starts and which activates at once; override any call. */
export function fakeCardApi(overrides: Partial<VisaCardApi> = {}): VisaCardApi {
  return {
    validate: async () => eligible(),
    activate: async () => activated(),
    startVerification: async () => verificationStarted(),
    ...overrides,
  };
}
