import { sprinkles, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/** Centred, at most 1280 px wide; the one column may shrink below its content (carousels scroll inside it, the page never sideways). */
export const page = style([
  sprinkles({ display: 'grid', gridTemplateColumns: 1, gap: 'xlarge', paddingX: 'standard', paddingY: 'large' }),
  { boxSizing: 'border-box', width: '100%', maxWidth: 1280, margin: '0 auto' },
]);

export const h1 = style({ margin: 0, fontSize: vars.font.size.xxlarge, lineHeight: 1.2, color: vars.color.text });

export const h2 = style({ margin: 0, fontSize: vars.font.size.xlarge, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const link = style({ color: vars.color.link, fontWeight: vars.font.weight.medium, textDecoration: 'none', ':hover': { textDecoration: 'underline' } });

export const chip = style({
  display: 'inline-block',
  padding: `${vars.space.xsmall} ${vars.space.standard}`,
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brandAccent },
  selectors: { '&[aria-current="page"]': { background: vars.color.brandAccent, color: vars.color.onBrand, borderColor: vars.color.brandAccent } },
});

export { visuallyHidden } from '@rewards/design-system';
