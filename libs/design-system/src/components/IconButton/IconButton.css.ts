import type { ComplexStyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/**
 * `inherit` takes the colour around it (headers on any background); `link` is the link colour and
 * `text` the text colour (a dialog's close), both with a soft fill on hover.
 */
export const iconButtonTones = ['inherit', 'link', 'text'] as const;
type Tone = (typeof iconButtonTones)[number];

// Only where hovering exists, so touch screens do not keep a sticky fill.
const softFillOnHover = {
  '@media': { '(hover: hover)': { selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandAccentSoft } } } },
} satisfies ComplexStyleRule;

/** A 44 × 44 px round target (WCAG 2.5.5) around a smaller icon. */
export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 44,
    height: 44,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.full,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
  variants: {
    tone: {
      inherit: { color: 'inherit' },
      link: { color: vars.color.link, ...softFillOnHover },
      text: { color: vars.color.text, ...softFillOnHover },
    } satisfies Record<Tone, ComplexStyleRule>,
  },
  defaultVariants: { tone: 'inherit' },
});

export type IconButtonStyleProps = NonNullable<RecipeVariants<typeof iconButton>>;
export type IconButtonTone = NonNullable<IconButtonStyleProps['tone']>;
