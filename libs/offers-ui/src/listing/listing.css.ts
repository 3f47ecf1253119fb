import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const exclusive = style({ display: 'flex', minWidth: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: 720 });
