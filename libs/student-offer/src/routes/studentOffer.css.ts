import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/** The page's frame; its parts are a Stack (large) inside it. */
export const page = style({ maxWidth: 720, margin: '0 auto', padding: `${vars.space.large} ${vars.space.standard}` });

export const h1 = style({ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size.xxlarge, fontWeight: vars.font.weight.strong, letterSpacing: vars.font.letterSpacing.heading, color: vars.color.text });

export const h2 = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong, color: vars.color.text });

export const intro = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.relaxed });

export const steps = style({ display: 'grid', gap: vars.space.small, margin: 0, paddingLeft: vars.space.large, color: vars.color.text, lineHeight: vars.font.lineHeight.standard });

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.font.lineHeight.standard });

export const muted = style({ margin: 0, color: vars.color.textMuted });
