import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { formatCountdown, resendWaitText, secondsUntil } from './countdown';

const now = Date.parse('2026-11-20T10:00:00Z');

describe('secondsUntil', () => {
  it.each([
    ['30 s on', '2026-11-20T10:00:30Z', 30],
    ['29.2 s on rounds up', '2026-11-20T10:00:29.200Z', 30],
    ['half a second on', '2026-11-20T10:00:00.500Z', 1],
    ['now', '2026-11-20T10:00:00Z', 0],
    ['passed', '2026-11-20T09:59:00Z', 0],
    ['not a date', 'soon', 0],
  ])('%s: %i', (_case, at, expected) => {
    expect(secondsUntil(at, now)).toBe(expected);
  });
});

describe('the resend countdown', () => {
  it.each([
    [30, '00:30', 'You can ask for a new code in 00:30'],
    [9, '00:09', 'You can ask for a new code in 00:09'],
    [75, '01:15', 'You can ask for a new code in 01:15'],
    [0, '00:00', undefined],
    [-2, '00:00', undefined],
  ])('%i s: %s', (seconds, clock, text) => {
    expect(formatCountdown(seconds)).toBe(clock);
    expect(resendWaitText(english, seconds)).toBe(text);
  });
});
