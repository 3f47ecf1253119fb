import { describe, expect, it } from 'vitest';
import { stripTextTone } from './stripColors';

describe('stripTextTone', () => {
  it.each([
    ['#1F2937', 'light'],
    ['#000', 'light'],
    ['#E23744', 'light'],
    ['#FFD54F', 'dark'],
    ['#ffffff', 'dark'],
    ['#9ca3af', 'dark'],
    ['tomato', 'brand'],
    ['rgb(0 0 0)', 'brand'],
    ['', 'brand'],
  ])('text on %s is %s', (bg, tone) => {
    expect(stripTextTone(bg)).toBe(tone);
  });
});
