import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const page = style({ boxSizing: 'border-box', width: '100%', maxWidth: 560, margin: '0 auto', padding: `${vars.space.xlarge} ${vars.space.standard}`, textAlign: 'center' });

export const title = style({ margin: 0, fontSize: vars.font.size.xlarge, color: vars.color.text });

export const text = style({ margin: 0, color: vars.color.textMuted });
