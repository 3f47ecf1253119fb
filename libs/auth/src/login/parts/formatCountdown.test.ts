import { describe, expect, it } from 'vitest';
import { formatCountdown } from './parts';

describe('formatCountdown', () => {
  it.each([
    [30, '00:30'],
    [9, '00:09'],
    [0, '00:00'],
    [-3, '00:00'],
    [75, '01:15'],
  ])('%i s → %s', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});
