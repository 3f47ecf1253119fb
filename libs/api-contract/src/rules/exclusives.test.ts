import { describe, expect, it } from 'vitest';
import { EXCLUSIVE_STATE_TAGS, exclusiveState, exclusiveStateTag, nextExclusiveChange, offerExclusiveState, offerIsOver, parseExclusiveTime } from './exclusives';

const at = (iso: string) => Date.parse(`${iso}:00+05:30`);
const now = at('2026-11-22T18:00');

describe('exclusiveState', () => {
  const T = (iso: string | undefined) => (iso === undefined ? undefined : at(iso));
  // One table: (start, end, now) → state and its default tag. A missing start counts as passed, a
  // missing end as never reached; the end itself still counts as live (expired means both past).
  it.each([
    ['start not reached', '2026-12-01T10:00', '2026-12-01T12:00', '2026-11-22T18:00', 'upcoming', 'RSVP'],
    ['start one minute ahead', '2026-11-22T18:01', '2026-11-22T20:00', '2026-11-22T18:00', 'upcoming', 'RSVP'],
    ['exactly at the start', '2026-11-22T18:00', '2026-11-22T20:00', '2026-11-22T18:00', 'live', 'LIVE NOW'],
    ['started, end ahead', '2026-11-20T10:00', '2026-12-01T12:00', '2026-11-22T18:00', 'live', 'LIVE NOW'],
    ['exactly at the end', '2026-11-22T16:00', '2026-11-22T18:00', '2026-11-22T18:00', 'live', 'LIVE NOW'],
    ['ended a minute ago', '2026-11-22T10:00', '2026-11-22T17:59', '2026-11-22T18:00', 'expired', 'JUST MISSED'],
    ['start and end long past', '2026-11-01T10:00', '2026-11-01T12:00', '2026-11-22T18:00', 'expired', 'JUST MISSED'],
    ['a zero-length event at its moment', '2026-11-22T18:00', '2026-11-22T18:00', '2026-11-22T18:00', 'live', 'LIVE NOW'],
    ['no end, started', '2026-11-01T10:00', undefined, '2026-11-22T18:00', 'live', 'LIVE NOW'],
    ['no end, exactly at the start', '2026-11-22T18:00', undefined, '2026-11-22T18:00', 'live', 'LIVE NOW'],
    ['no end, not started', '2026-12-01T10:00', undefined, '2026-11-22T18:00', 'upcoming', 'RSVP'],
    ['no start, end ahead', undefined, '2026-12-01T10:00', '2026-11-22T18:00', 'live', 'LIVE NOW'],
    ['no start, exactly at the end', undefined, '2026-11-22T18:00', '2026-11-22T18:00', 'live', 'LIVE NOW'],
    ['no start, end past', undefined, '2026-11-01T10:00', '2026-11-22T18:00', 'expired', 'JUST MISSED'],
    ['no times at all', undefined, undefined, '2026-11-22T18:00', 'live', 'LIVE NOW'],
  ] as const)('%s: (%s, %s) at %s is %s, tagged %s', (_case, start, end, when, state, tag) => {
    expect(exclusiveState(T(start), T(end), at(when))).toBe(state);
    expect(EXCLUSIVE_STATE_TAGS[exclusiveState(T(start), T(end), at(when))]).toBe(tag);
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
    ['upcoming, a millisecond before the start: the start', at('2026-12-01T10:00') - 1, at('2026-12-01T10:00')],
    ['live: just after the end', at('2026-12-01T11:00'), at('2026-12-01T12:00') + 1],
    ['live, exactly at the end: just after it', at('2026-12-01T12:00'), at('2026-12-01T12:00') + 1],
    ['expired: nothing', at('2026-12-02T11:00'), undefined],
  ])('the next change while %s', (_case, when, expected) => {
    expect(nextExclusiveChange(offer, when)).toBe(expected);
  });

  it.each([
    ['upcoming', now],
    ['live', at('2026-12-01T11:00')],
  ])('while %s, the state holds until the next change and differs from it on', (_case, when) => {
    const change = nextExclusiveChange(offer, when) as number;
    expect(offerExclusiveState(offer, change - 1)).toBe(offerExclusiveState(offer, when));
    expect(offerExclusiveState(offer, change)).not.toBe(offerExclusiveState(offer, when));
  });

  it('an event with no end has no change once live', () => {
    expect(nextExclusiveChange({ extraInfoMap: { xclusiveStartTime: '2026-11-01T10:00:00+05:30' } }, now)).toBeUndefined();
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

describe('offerIsOver', () => {
  const end = (iso: string) => ({ isExpired: false, extraInfoMap: { xclusiveEndTime: iso } });
  it.each([
    ['the detail says expired', { isExpired: true, extraInfoMap: {} }, true],
    ['an exclusive event whose end has passed', end('2026-11-22T17:59:00+05:30'), true],
    ['an exclusive event ending later', end('2026-11-22T18:01:00+05:30'), false],
    ['an end given as epoch milliseconds, passed', end(String(at('2026-11-22T10:00'))), true],
    ['an unreadable end', end('soon'), false],
    ['an exclusive event with no end', { isExpired: false, extraInfoMap: { isXclusiveEvent: 'true' } }, false],
    ['an ordinary offer', { isExpired: false, extraInfoMap: {} }, false],
  ])('%s: %s', (_case, offer, over) => {
    expect(offerIsOver(offer, now)).toBe(over);
  });
});
