import { choiceRow, mediaQueries, outlinedCard, vars } from '@rewards/design-system';
import { keyframes, style } from '@vanilla-extract/css';

/** One step of the flow; it takes focus when the member arrives at it (never shows a ring for that). */
export const screen = style({ outline: 'none' });

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.font.lineHeight.standard });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.standard });

export const heading = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong, color: vars.color.text });

/** The plan-details card: what the card's membership brings. */
export const planCard = style([outlinedCard, { padding: vars.space.standard, borderRadius: vars.radius.large, fontWeight: vars.font.weight.medium }]);

export const tick = style({ flexShrink: 0, color: vars.color.positive });

export const success = style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weight.medium });

export const choice = style([
  choiceRow,
  { display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'start', gap: vars.space.small, padding: vars.space.medium },
]);

export const radio = style({ width: 20, height: 20, margin: '2px 0 0', accentColor: vars.color.brandAccent });

export const choiceTitle = style({ fontWeight: vars.font.weight.strong, color: vars.color.text });

export const choiceNote = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const busy = style({ margin: 0, color: vars.color.text });

export const spinner = style({
  flexShrink: 0,
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.brandAccent}`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: `${spin} 2.4s linear infinite` } },
});

/** The activated popup: the offer beside the app's QR code on desktop, one column on phones. */
export const activated = style({
  display: 'grid',
  gap: vars.space.standard,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' } },
});

/** The exclusive offer's card; its content is a Stack (small) inside it. */
export const exclusive = style([outlinedCard, { padding: vars.space.standard, borderRadius: vars.radius.large }]);

/** The app's QR code and points, centred: a Stack (small, centred) inside it. */
export const appQr = style({ textAlign: 'center', maxWidth: 220 });

/** A quiet zone around the code, so phones can read it. */
export const qr = style({ background: vars.color.surface, borderRadius: vars.radius.standard, padding: vars.space.xsmall });

/** Holds the code's place while the QR library loads. */
export const qrPlaceholder = style({ width: 160, height: 160 });

export const points = style({ display: 'grid', gap: vars.space.xsmall, margin: 0, paddingLeft: vars.space.standard, textAlign: 'left', color: vars.color.text, fontSize: vars.font.size.small });

/** A refusal said in place (the card network's sign-in did not verify the card). */
export const error = style({ margin: 0, color: vars.color.critical, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.standard });
