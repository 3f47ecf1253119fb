import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const seo = style({ maxWidth: 1280, margin: '0 auto', padding: `${vars.space.large} ${vars.space.standard} 0` });
