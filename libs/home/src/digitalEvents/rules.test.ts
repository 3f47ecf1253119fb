import { describe, expect, it } from 'vitest';
import { digitalEventPath, eventStateAt, formatStart, nextChangeAt, safeReturnPath } from './rules';

const at = (iso: string) => Date.parse(iso);
const event = { startTime: '2026-12-01T13:30:00.000Z', endTime: '2026-12-01T16:30:00.000Z' };

describe('eventStateAt', () => {
  it.each([
    ['upcoming before the start', '2026-12-01T13:00:00Z', 'upcoming'],
    ['live from the start', '2026-12-01T13:30:00Z', 'live'],
    ['live until the end', '2026-12-01T16:30:00Z', 'live'],
    ['over after the end', '2026-12-01T16:30:01Z', 'expired'],
  ])('an event is %s', (_label, now, state) => {
    expect(eventStateAt(event, at(now))).toBe(state);
  });

  it('keeps an event with no end live', () => {
    expect(eventStateAt({ startTime: event.startTime, endTime: null }, at('2030-01-01T00:00:00Z'))).toBe('live');
  });
});

describe('nextChangeAt', () => {
  it('is the start while upcoming, just after the end while live, and nothing once over', () => {
    expect(nextChangeAt(event, at('2026-12-01T10:00:00Z'))).toBe(at(event.startTime));
    expect(nextChangeAt(event, at('2026-12-01T14:00:00Z'))).toBe(at(event.endTime) + 1);
    expect(nextChangeAt(event, at('2026-12-02T00:00:00Z'))).toBeUndefined();
  });
});

describe('formatStart', () => {
  it("says when it starts in India's time", () => {
    expect(formatStart('2026-12-01T13:30:00.000Z')).toBe('1 Dec 2026, 7:00 pm IST');
    expect(formatStart('2026-12-01T13:30:00.000Z', 'hi')).toBe('1 दिस॰ 2026, 7:00 pm IST');
  });
});

describe('digitalEventPath', () => {
  it('is the event page of an offer', () => {
    expect(digitalEventPath('mehfil-live-sufi-night')).toBe('/digital-event/mehfil-live-sufi-night');
  });
});

describe('safeReturnPath (no open redirect)', () => {
  const origin = 'https://rewards.example';
  it.each([
    ['a path on the site', '/digital-event/mehfil-live-sufi-night', '/digital-event/mehfil-live-sufi-night'],
    ['a path with a query and a hash', '/blog/x-1?ref=player#video', '/blog/x-1?ref=player#video'],
    ['an absolute URL on our origin', 'https://rewards.example/digital-event/x?t=30', '/digital-event/x?t=30'],
  ])('accepts %s', (_label, raw, path) => {
    expect(safeReturnPath(raw, origin)).toBe(path);
  });

  it.each([
    ['nothing', null],
    ['an empty text', '  '],
    ['another site', 'https://evil.example/steal'],
    ['our host on another scheme', 'http://rewards.example/x'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example/x'],
    ['a relative path without a slash', 'evil.example/x'],
    ['javascript', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,hi'],
    ['a control character', '/x\n/y'],
    ['a lookalike host', 'https://rewards.example.evil.example/x'],
  ])('refuses %s', (_label, raw) => {
    expect(safeReturnPath(raw, origin)).toBeUndefined();
  });
});
