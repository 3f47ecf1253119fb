import { definePartnerTokens } from '../tokens';

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
