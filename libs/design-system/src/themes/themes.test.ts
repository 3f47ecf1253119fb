import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, relativeLuminance, wcagAA } from './contrast';
import { consoleTokens } from './console/tokens';
import { coreDarkColors, coreTokens } from './core/tokens';
import { moreRewardsDarkColors, moreRewardsTokens } from './more-rewards/tokens';
import { shopperDarkColors, shopperTokens } from './shopper/tokens';
import type { ColorTokens } from './tokens';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#fff', '#000', 21],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %d:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#fff')).toThrow(/hex/);
  });
});

const themes = [
  ['core', coreTokens.color],
  ['shopper', shopperTokens.color],
  ['more-rewards', moreRewardsTokens.color],
] as const;

function hue(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const sector = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (sector * 60 + 360) % 360;
}

type Pair = [foreground: keyof ColorTokens, background: keyof ColorTokens, minimum: number];

/** The pairs components actually draw; each needs AA for its role. */
const pairs: Pair[] = [
  ['text', 'background', wcagAA.text],
  ['text', 'surface', wcagAA.text],
  ['onBrand', 'brandAccent', wcagAA.text],
  ['onBrand', 'brandAccentHover', wcagAA.text],
  ['textMuted', 'surface', wcagAA.text],
  ['textMuted', 'background', wcagAA.text],
  ['link', 'background', wcagAA.text],
  ['link', 'surface', wcagAA.text],
  ['brandAccent', 'surface', wcagAA.text], // secondary and ghost button labels
  ['brandAccent', 'brandAccentSoft', wcagAA.text], // ghost hover, soft badges
  ['onHighlight', 'highlight', wcagAA.text], // "New" badges
  ['critical', 'surface', wcagAA.text], // field errors
  ['positive', 'surface', wcagAA.text], // savings text
  ['info', 'surface', wcagAA.text],
  ['border', 'surface', wcagAA.ui], // input outlines
  ['focusRing', 'background', wcagAA.ui],
  ['focusRing', 'surface', wcagAA.ui],
];

describe.each(themes)('the %s theme', (_name, color) => {
  it.each(pairs)('%s on %s reaches %d:1', (foreground, background, minimum) => {
    expect(contrastRatio(color[foreground], color[background])).toBeGreaterThanOrEqual(minimum);
  });

  it('has a brand hue at least 60 degrees away from every other partner', () => {
    const others = themes.map(([, other]) => other).filter((other) => other !== color);
    for (const other of others) {
      const distance = Math.abs(hue(color.brandAccent) - hue(other.brandAccent));
      expect(Math.min(distance, 360 - distance)).toBeGreaterThanOrEqual(60);
    }
  });
});

/** The app's dark mode (`isDarkModeEnabled`): each theme's dark palette draws the same pairs. */
const darkThemes = [
  ['core', coreDarkColors, coreTokens.color],
  ['shopper', shopperDarkColors, shopperTokens.color],
  ['more-rewards', moreRewardsDarkColors, moreRewardsTokens.color],
] as const;

describe.each(darkThemes)('the %s theme in dark mode', (_name, color, light) => {
  it.each(pairs)('%s on %s reaches %d:1', (foreground, background, minimum) => {
    expect(contrastRatio(color[foreground], color[background])).toBeGreaterThanOrEqual(minimum);
  });

  it('is dark: text lighter than the page and its surfaces', () => {
    expect(relativeLuminance(color.background)).toBeLessThan(0.05);
    expect(relativeLuminance(color.surface)).toBeLessThan(0.05);
    expect(relativeLuminance(color.text)).toBeGreaterThan(relativeLuminance(color.surface));
  });

  it('keeps the brand recognisable: its hue within 20 degrees of the light palette', () => {
    const distance = Math.abs(hue(color.brandAccent) - hue(light.brandAccent));
    expect(Math.min(distance, 360 - distance)).toBeLessThanOrEqual(20);
  });
});

/** The operator console's theme is no partner's (no hue rule, no dark mode), but draws the same pairs. */
describe('the console theme', () => {
  it.each(pairs)('%s on %s reaches %d:1', (foreground, background, minimum) => {
    expect(contrastRatio(consoleTokens.color[foreground], consoleTokens.color[background])).toBeGreaterThanOrEqual(minimum);
  });
});
