import { linkCard, sprinkles, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const page = style([
  sprinkles({ textAlign: 'center', paddingX: 'standard', paddingY: 'xlarge' }),
  { maxWidth: 880, margin: '0 auto' },
]);

export const heading = style({ margin: 0, fontSize: 56, color: vars.color.brandAccent, fontWeight: vars.font.weight.strong });

export const message = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

export const explore = style({ width: '100%', marginTop: vars.space.large });

export const exploreHeading = style({ fontSize: vars.font.size.large, margin: `0 0 ${vars.space.standard}` });

export const exploreLink = style([linkCard, { display: 'grid', gap: vars.space.xsmall, height: '100%', padding: vars.space.standard }]);

export const exploreTitle = style({ fontWeight: vars.font.weight.strong });

export const exploreText = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const systemHeading = style({ margin: 0, fontSize: vars.font.size.xxlarge, color: vars.color.text, fontWeight: vars.font.weight.strong });

export const hint = style({ margin: 0, color: vars.color.textMuted });
