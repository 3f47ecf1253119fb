// The styles every part of the credit page shares (page frame, headings, cards, texts).
import { outlinedCard, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/** The page's frame; its parts are a Stack (large) inside it. */
export const page = style({ maxWidth: 720, margin: '0 auto', padding: `${vars.space.large} ${vars.space.standard}` });

/** The member's current step (form, code, report), focused when it changes; its parts are a Stack (large) inside it, as the page's. */
export const step = style({ outline: 'none' });

export const h1 = style({ margin: 0, fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });

export const h2 = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

/** A card's frame; its content is a Stack (medium) inside it. */
export const card = style([outlinedCard, { padding: vars.space.standard, borderRadius: vars.radius.large }]);

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.font.lineHeight.standard });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const critical = style({ margin: 0, color: vars.color.critical, fontWeight: vars.font.weight.medium });

export const positive = style({ margin: 0, color: vars.color.positive, fontWeight: vars.font.weight.medium });

export const points = style({ margin: 0, paddingInlineStart: vars.space.large, display: 'grid', gap: vars.space.small, color: vars.color.text });

export const link = style({ color: vars.color.link, fontWeight: vars.font.weight.medium });

