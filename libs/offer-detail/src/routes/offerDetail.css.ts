import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const notFound = style({ maxWidth: 720, margin: '0 auto', padding: `${vars.space.xxlarge} ${vars.space.standard}`, textAlign: 'center' });

export const oops = style({ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size.xxlarge, fontWeight: vars.font.weight.strong, color: vars.color.brandAccent });
