import { definePartnerTokens } from '../tokens';

/**
 * The operator console (apps/admin): a sober steel blue on cool greys, for staff who read tables all
 * day. Not a partner brand: it takes no part in the partners' hue rule, and has no dark mode (the
 * console has no member setting for one). Held to the same contrast pairs as the partners (themes.test.ts).
 */
export const consoleTokens = definePartnerTokens({
  color: {
    brandAccent: '#1f4e79',
    brandAccentHover: '#163a5c',
    brandAccentSoft: '#e7eef5',
    onBrand: '#ffffff',
    highlight: '#374151',
    onHighlight: '#ffffff',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    background: '#f3f4f6',
    text: '#111827',
    textMuted: '#4b5563',
    critical: '#b42318',
    positive: '#1a7f37',
    info: '#1d5fb8',
    border: '#6b7280',
    borderSubtle: '#e5e7eb',
    focusRing: '#1d5fb8',
    link: '#1f4e79',
  },
  typography: {
    fontSize: { xxlarge: 26 },
    letterSpacing: { heading: '0' },
  },
  radius: { small: 4, standard: 6, large: 8 },
  shadow: {
    small: '0 1px 2px rgba(17, 24, 39, 0.08)',
    medium: '0 4px 10px rgba(17, 24, 39, 0.10)',
    large: '0 10px 24px rgba(17, 24, 39, 0.14)',
  },
});
