import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.standard, justifyItems: 'center', textAlign: 'center' });

export const text = style({ margin: 0, color: vars.color.text });

export const small = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

/** A quiet zone around the code, so phones can read it. */
export const qr = style({ background: vars.color.surface, borderRadius: vars.radius.standard, padding: vars.space.xsmall });
