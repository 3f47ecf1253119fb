import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.standard });

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.font.lineHeight.standard });

export const success = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong, lineHeight: vars.font.lineHeight.tight });

export const muted = style({ margin: 0, color: vars.color.textMuted });
