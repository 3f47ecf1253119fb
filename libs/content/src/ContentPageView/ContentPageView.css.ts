import { mediaQueries, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.standard,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  minWidth: 0,
  '@media': { [mediaQueries.tablet]: { padding: vars.space.large, borderRadius: vars.radius.large } },
});

export const updated = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });
