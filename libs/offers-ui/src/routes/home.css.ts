import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const hero = style({
  display: 'grid',
  gap: vars.space.standard,
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  borderRadius: vars.radius.large,
  background: vars.color.brandAccent,
  color: vars.color.onBrand,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxlarge, lineHeight: 1.15, maxWidth: 720 });

export const words = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.small, fontWeight: vars.font.weight.strong });

export const price = style({ margin: 0, fontSize: vars.font.size.large });

export const subTitle = style({ margin: 0, opacity: 0.92 });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
