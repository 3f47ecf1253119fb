import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const message = style({ margin: 0, color: vars.color.text });
