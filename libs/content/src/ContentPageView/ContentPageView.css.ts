import { mediaQueries, sprinkles, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const card = style([
  sprinkles({ padding: { mobile: 'standard', tablet: 'large' } }),
  { borderRadius: vars.radius.standard, background: vars.color.surface, border: `1px solid ${vars.color.borderSubtle}`, minWidth: 0, '@media': { [mediaQueries.tablet]: { borderRadius: vars.radius.large } } },
]);

export const updated = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });
