import { describe, expect, it } from 'vitest';
import { mobileImage } from './mobileImage';

describe('mobileImage', () => {
  it.each([
    ['/static/2x/promo-festive.svg', '/static/2x/promo-festive-mob.svg'],
    ['https://cdn.example/3x/banner.v2.png', 'https://cdn.example/3x/banner.v2-mob.png'],
    ['/static/2x/promo.webp?v=3', '/static/2x/promo-mob.webp?v=3'],
    ['/static/2x/promo', '/static/2x/promo-mob'],
    ['/static/v1.2/promo', '/static/v1.2/promo-mob'],
  ])('%s on a phone is %s', (url, mobile) => {
    expect(mobileImage(url)).toBe(mobile);
  });
});
