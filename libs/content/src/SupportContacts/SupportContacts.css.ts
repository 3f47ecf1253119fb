import { outlinedPill, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const block = style({ paddingTop: vars.space.large, borderTop: `1px solid ${vars.color.borderSubtle}` });

export const heading = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

export const contact = style([
  outlinedPill,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: 44,
    padding: `${vars.space.small} ${vars.space.standard}`,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    ':hover': { borderColor: vars.color.brandAccent, background: vars.color.brandAccentSoft },
  },
]);

export const kind = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular });
