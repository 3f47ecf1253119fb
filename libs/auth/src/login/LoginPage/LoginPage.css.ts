import { mediaQueries, sprinkles, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const page = style([
  sprinkles({ display: 'grid', gap: { mobile: 'large', desktop: 'xxlarge' }, paddingX: 'standard', paddingY: { mobile: 'xlarge', desktop: 'xxlarge' } }),
  { maxWidth: 960, margin: '0 auto', fontFamily: vars.font.family.body, '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '1fr minmax(360px, 420px)', alignItems: 'center' } } },
]);

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.heading,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const tagline = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

export const stats = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const card = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.medium,
  border: `1px solid ${vars.color.borderSubtle}`,
});
