import type { Offer } from '../index';

/** Where an exclusive event stands against the clock (spec §4, exclusive event timing). */
export type ExclusiveState = 'upcoming' | 'live' | 'expired';

export const exclusiveStates = ['upcoming', 'live', 'expired'] as const satisfies readonly ExclusiveState[];

/** The state tag each card shows when the offer does not give its own. */
export const EXCLUSIVE_STATE_TAGS: Record<ExclusiveState, string> = {
  upcoming: 'RSVP',
  live: 'LIVE NOW',
  expired: 'JUST MISSED',
};

/** The offer's own tag for the state (`xclusiveRsvpStateTag`, `xclusiveLiveNowStateTag`, `xclusiveJustMissedStateTag`), else the default. */
export function exclusiveStateTag(offer: Pick<Offer, 'extraInfoMap'>, state: ExclusiveState): string {
  const info = offer.extraInfoMap ?? {};
  const own = { upcoming: info.xclusiveRsvpStateTag, live: info.xclusiveLiveNowStateTag, expired: info.xclusiveJustMissedStateTag }[state];
  return own?.trim() ? own : EXCLUSIVE_STATE_TAGS[state];
}

/**
 * Upcoming while the start has not been reached; expired once both the start and the end are in the
 * past; live otherwise (including an event with no end). Times are epoch milliseconds; a missing
 * time counts as already passed for the start and as never reached for the end.
 */
export function exclusiveState(start: number | undefined, end: number | undefined, now: number): ExclusiveState {
  if (start !== undefined && now < start) return 'upcoming';
  const startPassed = start === undefined || start < now;
  const endPassed = end !== undefined && end < now;
  return startPassed && endPassed ? 'expired' : 'live';
}

/** Reads `xclusiveStartTime`/`xclusiveEndTime`: epoch milliseconds as digits, or an ISO 8601 date-time. */
export function parseExclusiveTime(raw: string | undefined | null): number | undefined {
  if (raw == null) return undefined;
  const text = raw.trim();
  if (text === '') return undefined;
  const time = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  return Number.isFinite(time) ? time : undefined;
}

/** The start and end of an offer's exclusive event, as epoch milliseconds. */
export function exclusiveTimes(offer: Pick<Offer, 'extraInfoMap'>): { start: number | undefined; end: number | undefined } {
  return { start: parseExclusiveTime(offer.extraInfoMap?.xclusiveStartTime), end: parseExclusiveTime(offer.extraInfoMap?.xclusiveEndTime) };
}

/** The state of one offer's exclusive event at `now`. */
export function offerExclusiveState(offer: Pick<Offer, 'extraInfoMap'>, now: number): ExclusiveState {
  const { start, end } = exclusiveTimes(offer);
  return exclusiveState(start, end, now);
}

/**
 * The first moment the state is different, if it will ever change: the start while upcoming (the
 * start itself is live), just after the end while live (the end itself still counts as live). A
 * clock that runs until this moment therefore lands on the new state instead of stopping one
 * millisecond short of it with the card stuck at 'Ends in 00:00:00'.
 */
export function nextExclusiveChange(offer: Pick<Offer, 'extraInfoMap'>, now: number): number | undefined {
  const { start, end } = exclusiveTimes(offer);
  const state = exclusiveState(start, end, now);
  if (state === 'upcoming') return start;
  if (state === 'live' && end !== undefined) return end + 1;
  return undefined;
}

/**
 * An offer is over when its detail says so, or when it is an exclusive event whose end has passed
 * (the catalogue, the CTA table and code generation on the server; the cards on the sites).
 */
export function offerIsOver(offer: { isExpired?: boolean | null; extraInfoMap?: Record<string, string> | null }, now: number): boolean {
  if (offer.isExpired) return true;
  const end = parseExclusiveTime(offer.extraInfoMap?.xclusiveEndTime);
  return end !== undefined && end < now;
}
