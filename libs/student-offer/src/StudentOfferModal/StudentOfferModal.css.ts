import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/** The body's current step; focused by script only when it has no heading (the visitor's prompt). */
export const step = style({ outline: 'none' });

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.font.lineHeight.standard });

export const success = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong, lineHeight: vars.font.lineHeight.tight });

export const muted = style({ margin: 0, color: vars.color.textMuted });
