import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { countdownRemaining, validTillText, withoutPromo } from './countdown';

const now = Date.parse('2026-11-22T10:00:00.000Z');

describe('countdownRemaining', () => {
  it.each([
    ['no end time', null, null],
    ['an unreadable end time', 'soon', null],
    ['an end more than a day away', '2026-11-23T10:00:01.000Z', null],
    ['an end within the day', '2026-11-22T11:30:00.000Z', 90 * 60 * 1000],
    ['an end that has passed', '2026-11-22T09:00:00.000Z', 0],
  ])('%s gives %s', (_case, endTime, expected) => {
    expect(countdownRemaining(endTime, now)).toBe(expected);
  });
});

describe('validTillText', () => {
  it.each([
    [0, 'valid till 00:00:00'],
    [999, 'valid till 00:00:01'],
    [61_000, 'valid till 00:01:01'],
    [3_723_000, 'valid till 01:02:03'],
    [86_399_000, 'valid till 23:59:59'],
    [-5_000, 'valid till 00:00:00'],
  ])('%i ms left reads %s', (remaining, text) => {
    expect(validTillText(english, remaining)).toBe(text);
  });
});

describe('withoutPromo', () => {
  it('drops only the promo parameter', () => {
    expect(withoutPromo('https://site.test/payment?promo=GIFT&flow=x')).toBe('https://site.test/payment?flow=x');
    expect(withoutPromo('https://site.test/?promo=GIFT')).toBe('https://site.test/');
  });
});
