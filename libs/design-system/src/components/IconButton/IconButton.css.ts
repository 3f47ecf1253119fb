import type { ComplexStyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/** `inherit` takes the colour around it (headers on any background); `link` is the link colour with a soft fill on hover. */
export const iconButtonTones = ['inherit', 'link'] as const;
type Tone = (typeof iconButtonTones)[number];

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
      link: {
        color: vars.color.link,
        // Only where hovering exists, so touch screens do not keep a sticky fill.
        '@media': { '(hover: hover)': { selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandAccentSoft } } } },
      },
    } satisfies Record<Tone, ComplexStyleRule>,
  },
  defaultVariants: { tone: 'inherit' },
});

export type IconButtonStyleProps = NonNullable<RecipeVariants<typeof iconButton>>;
export type IconButtonTone = NonNullable<IconButtonStyleProps['tone']>;
