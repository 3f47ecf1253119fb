import { outlinedCard, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const documentTitle = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });

/** The real file input: out of sight, still focusable; its label is the button people see. */
export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  border: 0,
  opacity: 0,
});

export const chooseButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  gap: vars.space.small,
  minHeight: 44,
  padding: `${vars.space.small} ${vars.space.standard}`,
  border: `2px dashed ${vars.color.brandAccent}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.brandAccent,
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  selectors: {
    [`${fileInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    [`${fileInput}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.45 },
    [`${fileInput}[aria-invalid="true"] + &`]: { borderColor: vars.color.critical, color: vars.color.critical },
  },
  '@media': { '(hover: hover)': { selectors: { [`${fileInput}:enabled + &:hover`]: { background: vars.color.brandAccentSoft } } } },
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.standard });

/** The chosen (or uploading) document: its name or progress, and Remove, in one row. */
export const fileRow = style([
  outlinedCard,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: vars.space.small,
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.standard,
  },
]);

export const fileName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: vars.color.text, fontWeight: vars.font.weight.medium });

export const fileMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const progress = style({
  appearance: 'none',
  width: '100%',
  height: 6,
  border: 'none',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  background: vars.color.borderSubtle,
  color: vars.color.brandAccent,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.borderSubtle },
    '&::-webkit-progress-value': { background: vars.color.brandAccent, transition: 'width 100ms linear' },
    '&::-moz-progress-bar': { background: vars.color.brandAccent },
  },
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.standard });

export const formError = style({ margin: 0, color: vars.color.critical, fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });
