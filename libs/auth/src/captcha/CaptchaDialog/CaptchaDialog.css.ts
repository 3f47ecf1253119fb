import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.standard });

export const message = style({ margin: 0, color: vars.color.text });
