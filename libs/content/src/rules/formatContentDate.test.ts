import { describe, expect, it } from 'vitest';
import { formatContentDate } from './formatContentDate';

describe('formatContentDate', () => {
  it.each([
    ['2026-01-15', '15 January 2026'],
    ['2025-12-31', '31 December 2025'],
    ['2026-03-01T18:30:00Z', '1 March 2026'],
    ['not a date', 'not a date'],
  ])('%s reads %s', (input, expected) => {
    expect(formatContentDate(input)).toBe(expected);
  });
});
