// Card eligibility: the first 6 digits looked up in the channel's BIN table. Checks are counted per
// address and, signed in, per member, per minute and per hour, before anything is looked up, so
// the table cannot be walked one BIN at a time from one place.
import type { components } from '@rewards/api-contract';
import type { RateLimiter } from '../../shared/rate-limit';
import { activationOptions, CARD_MESSAGES, futureActivationPopup, unknownCardChannel } from './copy';
import type { CardBinRow, CardChannelRow, CardRepository } from './repository';
import { futureActivationDates, indiaDateOf } from './rules';

type Schemas = components['schemas'];

export interface EligibilityDeps {
  repository: CardRepository;
  /** Per client address, then per member: each a per-minute and a per-hour limit. */
  addressLimiters: readonly RateLimiter[];
  memberLimiters: readonly RateLimiter[];
  now: () => Date;
}

/** A card's eligibility: the channel and its BIN row when eligible, else what the member is told. */
export type Eligibility = { eligible: true; channel: CardChannelRow; bin: CardBinRow } | { eligible: false; channel: CardChannelRow; userMessage: string };

/** Looks the BIN up; a BIN missing from the table gets the channel's not-eligible message. */
export async function eligibilityOf(repository: CardRepository, channel: CardChannelRow, cardBin: string): Promise<Eligibility> {
  const bin = await repository.findBin(channel.id, cardBin);
  if (bin?.eligible) return { eligible: true, channel, bin };
  return { eligible: false, channel, userMessage: bin?.refusalMessage ?? channel.notEligibleMessage };
}

export class EligibilityService {
  constructor(private readonly deps: EligibilityDeps) {}

  async check(channelId: string, cardBin: string, caller: { ip: string; memberId: number | undefined }): Promise<Schemas['CardValidateResponse']> {
    for (const limiter of this.deps.addressLimiters) await limiter.take(caller.ip);
    if (caller.memberId !== undefined) for (const limiter of this.deps.memberLimiters) await limiter.take(String(caller.memberId));
    const channel = await this.deps.repository.findChannel(channelId);
    if (!channel) throw unknownCardChannel(channelId);
    const eligibility = await eligibilityOf(this.deps.repository, channel, cardBin);
    if (!eligibility.eligible) return notEligible(eligibility.userMessage);
    return { success: true, message: CARD_MESSAGES.eligible, systemErrorCode: null, userMessage: null, data: offerOf(channel, cardBin, this.deps.now()) };
  }
}

/** The offer an eligible card unlocks: start now, or (while the window lasts) on a date picked from the popup. */
export function offerOf(channel: CardChannelRow, cardBin: string, now: Date): Schemas['CardOffer'] {
  const dates = futureActivationDates(indiaDateOf(now), channel.windowEndDate);
  return {
    cardChannelId: channel.id,
    cardBin,
    cardName: channel.cardName,
    planDisplayName: channel.planDisplayName,
    durationDays: channel.durationDays,
    windowEndDate: channel.windowEndDate,
    activationOptions: activationOptions(channel, channel.windowEndDate, dates.length > 0),
    futureActivationPopup: futureActivationPopup(channel, dates),
  };
}

/** The answer for a card that is not eligible (validate and activate alike): TP400 and the card's message. */
export function notEligible(userMessage: string): { success: false; message: string; systemErrorCode: 'TP400'; userMessage: string; data: null } {
  return { success: false, message: CARD_MESSAGES.notEligible, systemErrorCode: 'TP400', userMessage, data: null };
}
