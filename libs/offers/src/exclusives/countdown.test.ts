import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { describeCountdown, endsIn, formatCountdown, startsIn } from './countdown';

const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('countdown', () => {
  it.each([
    [0, '00:00:00', '0 seconds'],
    [-5 * s, '00:00:00', '0 seconds'],
    [1 * s, '00:00:01', '1 second'],
    [1500, '00:00:02', '2 seconds'],
    [59 * s, '00:00:59', '59 seconds'],
    [61 * s, '00:01:01', '1 minute'],
    [2 * h + 5 * m, '02:05:00', '2 hours 5 minutes'],
    [d, '1d 00:00:00', '1 day'],
    [2 * d + 3 * h + 4 * m + 5 * s, '2d 03:04:05', '2 days 3 hours 4 minutes'],
  ])('%i ms reads %s (%s)', (ms, clock, words) => {
    expect(formatCountdown(english, ms)).toBe(clock);
    expect(describeCountdown(english, ms)).toBe(words);
  });

  it('says when a countdown starts or ends, as shown and in words', () => {
    expect(startsIn(english, 2 * d + 3 * h)).toEqual({ text: 'Starts in 2d 03:00:00', label: 'Starts in 2 days 3 hours' });
    expect(endsIn(english, 61 * s)).toEqual({ text: 'Ends in 00:01:01', label: 'Ends in 1 minute' });
  });
});
