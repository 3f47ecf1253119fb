import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });
