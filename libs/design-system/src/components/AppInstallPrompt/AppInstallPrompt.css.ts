import { vars } from '../../themes/contract.css';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.standard, justifyItems: 'center', textAlign: 'center' });

export const text = style({ margin: 0, color: vars.color.text });

export const small = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

/** A quiet zone around the code, so phones can read it. */
export const qr = style({ background: vars.color.surface, borderRadius: vars.radius.standard, padding: vars.space.xsmall });

/** Holds the code's place while the QR library loads. */
export const qrPlaceholder = style({ width: 180, height: 180 });
