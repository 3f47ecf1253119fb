import { definePartnerTokens } from '../tokens';

/** Department-store co-brand: crisp black and red, square corners, uppercase buttons. */
export const shopperTokens = definePartnerTokens({
  color: {
    brandAccent: '#d0021b',
    brandAccentHover: '#a80016',
    brandAccentSoft: '#fdecee',
    onBrand: '#ffffff',
    highlight: '#111111',
    onHighlight: '#ffffff',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    background: '#f4f4f4',
    text: '#111111',
    textMuted: '#555555',
    critical: '#b00020',
    positive: '#1a7f37',
    info: '#1f5fbf',
    border: '#767676',
    borderSubtle: '#e2e2e2',
    focusRing: '#111111',
    link: '#c0001a',
  },
  typography: {
    fontFamily: {
      heading: '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif',
      body: '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif',
    },
    letterSpacing: { button: '0.08em', heading: '0' },
    buttonTextTransform: 'uppercase',
  },
  radius: { small: 0, standard: 2, large: 2 },
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.10)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.12)',
    large: '0 12px 28px rgba(0, 0, 0, 0.18)',
  },
});
