import { mediaQueries, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const prompt = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.standard });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.small,
  width: '100%',
  maxWidth: 360,
  margin: 0,
  padding: 0,
  border: 'none',
  '@media': { [mediaQueries.tablet]: { gap: vars.space.medium } },
});

/** One digit: a box at least 44 px tall (touch target), its digit centred. */
export const field = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  minHeight: 48,
  aspectRatio: '5 / 6',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  caretColor: vars.color.brandAccent,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.brandAccent, boxShadow: `0 0 0 2px ${vars.color.brandAccent}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 2px ${vars.color.critical}` },
    '&[readonly]': { backgroundColor: vars.color.background },
  },
});

/** The error line: the icon button that clears the digits, then the server's message in red. */
export const error = style({
  color: vars.color.critical,
});

export const errorText = style({ margin: 0, color: vars.color.critical, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.standard });
