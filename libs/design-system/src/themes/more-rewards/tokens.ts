import { definePartnerTokens, type ColorTokens } from '../tokens';

/** Grocery loyalty co-brand: fresh green with a bright orange highlight, soft rounded shapes. */
export const moreRewardsTokens = definePartnerTokens({
  color: {
    brandAccent: '#0b7a3e',
    brandAccentHover: '#075f30',
    brandAccentSoft: '#e6f4ec',
    onBrand: '#ffffff',
    highlight: '#ff8a00',
    onHighlight: '#1f1300',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    background: '#f3f8f2',
    text: '#13261a',
    textMuted: '#4f6356',
    critical: '#c62828',
    positive: '#1b6e35',
    info: '#1d5fa8',
    border: '#6f8577',
    borderSubtle: '#dbe7dd',
    focusRing: '#c25e00',
    link: '#0a6b36',
  },
  typography: {
    fontWeight: { strong: 800 },
  },
  radius: { small: 8, standard: 14, large: 24 },
  shadow: {
    small: '0 1px 2px rgba(11, 60, 30, 0.08)',
    medium: '0 6px 14px rgba(11, 60, 30, 0.10)',
    large: '0 14px 32px rgba(11, 60, 30, 0.16)',
  },
});

/**
 * The grocery co-brand in the app's dark mode: a light green on deep green surfaces, the orange
 * highlight kept. Held to the same contrast pairs as the light palette (themes.test.ts).
 */
export const moreRewardsDarkColors: ColorTokens = {
  brandAccent: '#4fcf85',
  brandAccentHover: '#74dc9f',
  brandAccentSoft: '#173a26',
  onBrand: '#0c1f13',
  highlight: '#ff9d2e',
  onHighlight: '#1f1300',
  surface: '#16241b',
  surfaceRaised: '#1e2f24',
  background: '#0f1912',
  text: '#e8f3ea',
  textMuted: '#a9bfae',
  critical: '#ff8a80',
  positive: '#6fdc95',
  info: '#8fb8ff',
  border: '#7f9786',
  borderSubtle: '#2a3d30',
  focusRing: '#ffa64d',
  link: '#74dc9f',
};
