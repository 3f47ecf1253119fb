import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const summary = style({ minHeight: '2.75rem' });

export const total = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

export const text = style({ margin: 0, color: vars.color.positive, fontWeight: vars.font.weight.medium });

export const muted = style({ margin: 0, color: vars.color.textMuted });
