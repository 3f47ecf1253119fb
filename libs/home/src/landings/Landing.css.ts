import { mediaQueries, vars } from '@rewards/design-system';
import { keyframes, style } from '@vanilla-extract/css';

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

/** The card; its logo, heading, content and terms are a Stack (large, centred) inside it. */
export const card = style({
  position: 'relative',
  zIndex: 1,
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
/** A landing's buttons, the card's whole width; a Stack (small) inside. */
export const actions = style({ width: '100%' });
export const or = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.font.weight.strong });
export const link = style({ color: vars.color.link, fontWeight: vars.font.weight.strong });

/** The app's QR code: a desktop visitor scans it with their phone. */
export const qr = style({
  display: 'none',
  '@media': { [mediaQueries.desktop]: { display: 'grid', gap: vars.space.small, justifyItems: 'center' } },
});
export { visuallyHidden } from '@rewards/design-system';

export const status = style({ margin: 0, display: 'inline-flex', alignItems: 'center', gap: vars.space.small, fontWeight: vars.font.weight.strong });
export const success = style({ margin: 0, color: vars.color.positive, fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong });
export const failure = style({ margin: 0, color: vars.color.critical, fontWeight: vars.font.weight.strong });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: 18,
  height: 18,
  borderRadius: '50%',
  border: `3px solid ${vars.color.borderSubtle}`,
  borderTopColor: vars.color.brandAccent,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

/** A co-brand member's membership on their home; its texts and link are a Stack (small, at the start) inside it. */
export const panel = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
});
export const statusLine = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong, color: vars.color.text });
