import { definePartnerTokens } from '../tokens';

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
