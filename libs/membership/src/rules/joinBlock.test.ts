import { describe, expect, it } from 'vitest';
import { withoutPromoParam } from './joinBlock';

describe('withoutPromoParam', () => {
  it.each([
    ['drops the code', 'promo=WELCOME100', ''],
    ['keeps everything else', 'utm_source=newsletter&promo=WELCOME100&tag=x', 'utm_source=newsletter&tag=x'],
    ['drops a repeated code', 'promo=A&promo=B', ''],
    ['leaves a query without a code as it was', 'utm_source=newsletter', 'utm_source=newsletter'],
  ])('%s', (_name, query, expected) => {
    const params = new URLSearchParams(query);
    expect(withoutPromoParam(params).toString()).toBe(expected);
    // the page's own params are not changed in place
    expect(params.toString()).toBe(query);
  });
});
