// What the card-linked offer says: the offer's options and popup, the outcomes' messages, and the
// refusals as the common error body. Per-card texts (a BIN's refusal, the channel's not-eligible
// message) are data in the card tables; these are the flow's own words.
import type { components } from '@rewards/api-contract';
import { AppError, notFound } from '../../http/errors';
import { dateLabel, type FutureDateProblem } from './rules';

type Schemas = components['schemas'];

export const CARD_MESSAGES = {
  eligible: 'The card is eligible for the offer',
  notEligible: 'The card is not eligible for the offer',
  activated: 'Your membership is activated',
  alreadyActivated: 'Your membership was already activated',
  scheduled: (date: string) => `Your membership will be activated on ${dateLabel(date)}`,
  notActivated: 'The membership was not activated',
  notVerified: 'The card network has not verified this card for this session',
  notVerifiedUser: (cardName: string, networkName: string) => `Please verify your ${cardName} card with ${networkName} before activating your membership.`,
} as const;

/** Why an eligible card's member was not given the membership (`TP-CARD-NOT-ACTIVATED`), as the member reads it. */
export const NOT_ACTIVATED_MESSAGES = {
  RUNNING_MEMBERSHIP: 'You already have an active membership. You can use your card offer once your current membership ends.',
  NOT_AFTER_TODAY: 'Please choose an activation date from tomorrow onwards.',
  AFTER_WINDOW: (windowEnd: string) => `Please choose an activation date on or before ${dateLabel(windowEnd)}.`,
} as const;

export function notActivatedMessage(reason: 'RUNNING_MEMBERSHIP' | FutureDateProblem, windowEnd: string): string {
  return reason === 'AFTER_WINDOW' ? NOT_ACTIVATED_MESSAGES.AFTER_WINDOW(windowEnd) : NOT_ACTIVATED_MESSAGES[reason];
}

export function activationOptions(plan: { planDisplayName: string; durationDays: number }, windowEnd: string, canStartLater: boolean): Schemas['CardActivationOption'][] {
  const now: Schemas['CardActivationOption'] = {
    title: 'Activate now',
    description: `Your ${plan.planDisplayName} starts today and runs for ${plan.durationDays} days.`,
    bottomText: 'Your benefits and subscriptions open as soon as it is activated.',
    action: 'ACTIVATE_NOW',
  };
  if (!canStartLater) return [now];
  return [
    now,
    {
      title: 'Activate later',
      description: `Pick the date your ${plan.planDisplayName} starts on, up to ${dateLabel(windowEnd)}.`,
      bottomText: null,
      action: 'ACTIVATE_FUTURE',
    },
  ];
}

export function futureActivationPopup(plan: { planDisplayName: string; durationDays: number }, dates: readonly string[]): Schemas['CardFutureActivationPopup'] {
  return {
    title: 'Choose your activation date',
    subTitle: `Your ${plan.planDisplayName} starts on the date you pick and runs for ${plan.durationDays} days.`,
    activationOptions: dates.map((activationDate) => ({ label: dateLabel(activationDate), activationDate })),
    cta: 'Yes, activate',
  };
}

import { NO_VALID_EMAIL_MOBILE } from '@rewards/api-contract';

export { NO_VALID_EMAIL_MOBILE };

/** A member with neither a verified mobile nor a verified email: refused, and signed out by the caller. */
export function noValidEmailMobile(): AppError {
  return new AppError(
    403,
    NO_VALID_EMAIL_MOBILE,
    'the member has neither a verified mobile nor a verified email: signed out',
    'Please sign in again with your mobile number to activate your card offer.',
  );
}

export function unknownCardChannel(id: string): AppError {
  return notFound(`no card channel ${id}`, 'This card offer is not available.');
}
