import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { formatCardDate, membershipLine } from './membershipLine';

describe('membershipLine', () => {
  it.each([
    ['a running membership says until when', 'ACTIVE', '1 year membership is active till 26 Nov 2027'],
    ['a future activation says when it starts', 'SCHEDULED', '1 year membership starts on 1 Jan 2027'],
  ] as const)('%s', (_name, status, text) => {
    expect(
      membershipLine(english, 'en', { planDisplayName: '1 year membership', status, startDate: '2026-12-31T18:30:00.000Z', endDate: '2027-11-26T00:00:00.000Z' }),
    ).toBe(text);
  });

  it('reads dates in India and leaves a broken one as it is', () => {
    expect(formatCardDate('2026-12-31T18:30:00.000Z')).toBe('1 Jan 2027');
    expect(formatCardDate('not a date')).toBe('not a date');
  });

  it('reads Hindi dates in a Hindi page', () => {
    expect(formatCardDate('2027-11-26T00:00:00.000Z', 'hi')).toBe('26 नव॰ 2027');
  });
});
