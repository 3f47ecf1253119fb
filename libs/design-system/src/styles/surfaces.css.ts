import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

// The frames feature styles repeat: compose them (`style([outlinedCard, { padding: … }])`) rather than
// copying the border and surface colours, so a theme change reaches every card and chip at once.

/** A card on the surface colour with a subtle border (profile cards, plan steps, trackers, banners). */
export const outlinedCard = style({ border: `1px solid ${vars.color.borderSubtle}`, background: vars.color.surface, color: vars.color.text });

/** A rounded, outlined chip or tab that reads as something to press (support contacts, FAQ links, tabs). */
export const outlinedPill = style({
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

/** A rounded tag on the soft accent colour (article tags, offer chips). */
export const softPill = style({ borderRadius: vars.radius.full, background: vars.color.brandAccentSoft, color: vars.color.text, fontSize: vars.font.size.small });

/** A row holding a radio or checkbox, highlighted while its input is checked (plan choice, opt-out reasons). */
export const choiceRow = style({
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brandAccent, background: vars.color.brandAccentSoft } },
});

/** The dimmed layer behind a modal dialog or side menu, in the theme's own text colour. */
export const scrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  backgroundColor: `color-mix(in srgb, ${vars.color.text} 56%, transparent)`,
});

/** A borderless × button with a 44 px target (WCAG 2.5.5) around a small glyph (toasts, banners). */
export const closeGlyphButton = style({
  flexShrink: 0,
  minWidth: 44,
  minHeight: 44,
  border: 'none',
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.xlarge,
  lineHeight: 1,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

/** A link drawn as a card: outlined, its border in the brand colour while pointed at (related links, explore tiles). */
export const linkCard = style({
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brandAccent },
});

/** A link or button filled with the brand colour, for calls to action drawn outside Button (banners, home). */
export const brandFill = style({
  borderRadius: vars.radius.standard,
  border: 0,
  background: vars.color.brandAccent,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandAccentHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** The large heading of a dialog or a dialog-like screen (the login steps), in the heading font. */
export const dialogTitleText = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

/** A round button on the raised surface (a carousel's arrows, pause controls). */
export const roundControl = style({
  width: 40,
  height: 40,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
