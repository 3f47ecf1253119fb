import { describe, expect, it } from 'vitest';
import { EXCLUSIVE_STATE_TAGS, exclusiveState, exclusiveStateTag, nextExclusiveChange, offerExclusiveState, parseExclusiveTime } from './exclusiveState';

const at = (iso: string) => Date.parse(`${iso}:00+05:30`);
const now = at('2026-11-22T18:00');

describe('exclusiveState', () => {
  it.each([
    ['upcoming', 'start not reached', '2026-12-01T10:00', '2026-12-01T12:00', 'RSVP'],
    ['upcoming', 'start one minute ahead', '2026-11-22T18:01', '2026-11-22T20:00', 'RSVP'],
    ['live', 'started, end ahead', '2026-11-20T10:00', '2026-12-01T12:00', 'LIVE NOW'],
    ['live', 'starts this very moment', '2026-11-22T18:00', '2026-11-22T20:00', 'LIVE NOW'],
    ['live', 'ends this very moment', '2026-11-22T16:00', '2026-11-22T18:00', 'LIVE NOW'],
    ['expired', 'both start and end past', '2026-11-01T10:00', '2026-11-01T12:00', 'JUST MISSED'],
    ['expired', 'ended a minute ago', '2026-11-22T10:00', '2026-11-22T17:59', 'JUST MISSED'],
  ])('is %s when %s, tagged %s', (state, _when, start, end, tag) => {
    expect(exclusiveState(at(start), at(end), now)).toBe(state);
    expect(EXCLUSIVE_STATE_TAGS[exclusiveState(at(start), at(end), now)]).toBe(tag);
  });

  it.each([
    ['no times at all', undefined, undefined, 'live'],
    ['no end, started', at('2026-11-01T10:00'), undefined, 'live'],
    ['no end, not started', at('2026-12-01T10:00'), undefined, 'upcoming'],
    ['no start, end past', undefined, at('2026-11-01T10:00'), 'expired'],
    ['no start, end ahead', undefined, at('2026-12-01T10:00'), 'live'],
  ] as const)('with %s it is %s', (_case, start, end, state) => {
    expect(exclusiveState(start, end, now)).toBe(state);
  });
});

describe('parseExclusiveTime', () => {
  it.each([
    ['an ISO date-time', '2026-11-22T12:30:00.000Z', Date.UTC(2026, 10, 22, 12, 30)],
    ['epoch milliseconds', '1795350600000', 1795350600000],
    ['surrounding spaces', ' 1795350600000 ', 1795350600000],
    ['nothing', undefined, undefined],
    ['an empty string', '', undefined],
    ['garbage', 'next friday', undefined],
  ])('reads %s', (_case, raw, expected) => {
    expect(parseExclusiveTime(raw)).toBe(expected);
  });
});

describe('offer timing', () => {
  const offer = { extraInfoMap: { xclusiveStartTime: '2026-12-01T10:00:00+05:30', xclusiveEndTime: '2026-12-01T12:00:00+05:30' } };

  it('reads the times from extraInfoMap', () => {
    expect(offerExclusiveState(offer, now)).toBe('upcoming');
    expect(offerExclusiveState(offer, at('2026-12-01T11:00'))).toBe('live');
    expect(offerExclusiveState(offer, at('2026-12-02T11:00'))).toBe('expired');
  });

  it.each([
    ['upcoming: the start', now, at('2026-12-01T10:00')],
    ['live: the end', at('2026-12-01T11:00'), at('2026-12-01T12:00')],
    ['expired: nothing', at('2026-12-02T11:00'), undefined],
  ])('the next change while %s', (_case, when, expected) => {
    expect(nextExclusiveChange(offer, when)).toBe(expected);
  });
});

describe('exclusiveStateTag', () => {
  const own = { extraInfoMap: { xclusiveRsvpStateTag: 'Book a seat', xclusiveLiveNowStateTag: 'On now', xclusiveJustMissedStateTag: 'Sold out', } };
  it.each([
    ['upcoming', own, 'Book a seat'],
    ['live', own, 'On now'],
    ['expired', own, 'Sold out'],
    ['upcoming', {}, 'RSVP'],
    ['live', { extraInfoMap: { xclusiveLiveNowStateTag: '  ' } }, 'LIVE NOW'],
    ['expired', { extraInfoMap: {} }, 'JUST MISSED'],
  ] as const)('%s reads %s', (state, offer, tag) => {
    expect(exclusiveStateTag(offer, state)).toBe(tag);
  });
});
