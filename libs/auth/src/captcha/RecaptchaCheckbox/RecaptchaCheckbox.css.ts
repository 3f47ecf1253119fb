import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/** Google's v2 checkbox is a 304 × 78 iframe. */
export const host = style({ minHeight: 78 });

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });
