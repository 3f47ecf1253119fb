import { mediaQueries, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/** The co-brand landings: one card over the partner's picture, the whole first screen. */
export const page = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minHeight: 'calc(100vh - 64px)',
  padding: vars.space.standard,
  boxSizing: 'border-box',
  overflow: 'hidden',
});

/** The partner's picture behind the card (decorative: the card says everything). */
export const background = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  zIndex: 0,
});

export const card = style({
  position: 'relative',
  zIndex: 1,
  display: 'grid',
  gap: vars.space.large,
  justifyItems: 'center',
  textAlign: 'center',
  width: '100%',
  maxWidth: 440,
  boxSizing: 'border-box',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  color: vars.color.brandAccent,
});

export const title = style({ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.tight });
export const text = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'grid', gap: vars.space.small, width: '100%' });
export const or = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.font.weight.strong });
export const link = style({ color: vars.color.link, fontWeight: vars.font.weight.strong });

/** The app's QR code: a desktop visitor scans it with their phone. */
export const qr = style({
  display: 'none',
  '@media': { [mediaQueries.desktop]: { display: 'grid', gap: vars.space.small, justifyItems: 'center' } },
});
export { visuallyHidden } from '@rewards/design-system';
