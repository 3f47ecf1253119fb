import { definePartnerTokens, type ColorTokens } from '../tokens';

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

/**
 * The department-store co-brand in the app's dark mode: a lighter red on near-black, white badges.
 * Held to the same contrast pairs as the light palette (themes.test.ts).
 */
export const shopperDarkColors: ColorTokens = {
  brandAccent: '#ff6b78',
  brandAccentHover: '#ff8f99',
  brandAccentSoft: '#3a1c20',
  onBrand: '#111111',
  highlight: '#f2f2f2',
  onHighlight: '#111111',
  surface: '#1c1c1c',
  surfaceRaised: '#262626',
  background: '#121212',
  text: '#f2f2f2',
  textMuted: '#b5b5b5',
  critical: '#ff8a80',
  positive: '#5fd19a',
  info: '#8fb1ff',
  border: '#8c8c8c',
  borderSubtle: '#333333',
  focusRing: '#f2f2f2',
  link: '#ff8f99',
};
