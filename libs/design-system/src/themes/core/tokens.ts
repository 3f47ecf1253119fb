import { definePartnerTokens, type ColorTokens } from '../tokens';

/** The core membership site: deep indigo with a warm gold highlight, a premium feel. */
export const coreTokens = definePartnerTokens({
  color: {
    brandAccent: '#4f24b8',
    brandAccentHover: '#3d1a92',
    brandAccentSoft: '#efe9fd',
    onBrand: '#ffffff',
    highlight: '#f3c969',
    onHighlight: '#2b1d00',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    background: '#f5f3fb',
    text: '#1d1535',
    textMuted: '#5e5775',
    critical: '#c0262d',
    positive: '#157a4a',
    info: '#2a5bd7',
    border: '#8a84a3',
    borderSubtle: '#e6e1f2',
    focusRing: '#7c4dff',
    link: '#4f24b8',
  },
  typography: {
    fontWeight: { strong: 700 },
    letterSpacing: { heading: '-0.015em' },
  },
  radius: { small: 6, standard: 12, large: 20 },
  shadow: {
    small: '0 1px 2px rgba(46, 16, 101, 0.08)',
    medium: '0 6px 16px rgba(46, 16, 101, 0.12)',
    large: '0 16px 40px rgba(46, 16, 101, 0.20)',
  },
});

/**
 * The core site in the app's dark mode: the indigo brand lifted to a light violet on deep indigo
 * surfaces, buttons carrying dark text on it. Held to the same contrast pairs as the light palette (themes.test.ts).
 */
export const coreDarkColors: ColorTokens = {
  brandAccent: '#b79cff',
  brandAccentHover: '#cbb8ff',
  brandAccentSoft: '#2d2350',
  onBrand: '#1d1535',
  highlight: '#f3c969',
  onHighlight: '#2b1d00',
  surface: '#1e1933',
  surfaceRaised: '#272140',
  background: '#131022',
  text: '#efeaff',
  textMuted: '#b3abcc',
  critical: '#ff8f8a',
  positive: '#5fd19a',
  info: '#8fb1ff',
  border: '#8f88aa',
  borderSubtle: '#352e52',
  focusRing: '#b79cff',
  link: '#c4afff',
};
