import type { ComplexStyleRule, StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const buttonVariants = ['primary', 'secondary', 'ghost'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

type Variant = (typeof buttonVariants)[number];
type Size = (typeof buttonSizes)[number];

type Declarations = NonNullable<StyleRule['selectors']>[string];

/** Hover styles only where hovering exists, so touch screens do not keep a sticky hover. */
const hover = (style: Declarations) => ({
  '@media': { '(hover: hover)': { selectors: { '&:hover:not(:disabled)': style } } },
});

/** Shared by Button and ButtonLink so a link that looks like a button is the same button. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '2px solid transparent',
    borderRadius: vars.radius.standard,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.strong,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: vars.font.letterSpacing.button,
    textTransform: vars.font.buttonTextTransform,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:active:not(:disabled)': { transform: 'translateY(1px)' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
      // busy: focusable, its action under way
      '&[aria-disabled="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brandAccent,
        color: vars.color.onBrand,
        boxShadow: vars.shadow.small,
        ...hover({ backgroundColor: vars.color.brandAccentHover, boxShadow: vars.shadow.medium }),
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.brandAccent,
        borderColor: vars.color.brandAccent,
        ...hover({ backgroundColor: vars.color.brandAccentSoft }),
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brandAccent,
        ...hover({ backgroundColor: vars.color.brandAccentSoft }),
      },
    } satisfies Record<Variant, ComplexStyleRule>,
    size: {
      small: {
        minHeight: 36,
        paddingInline: vars.space.medium,
        fontSize: vars.font.size.small,
      },
      medium: {
        minHeight: 44,
        paddingInline: vars.space.large,
        fontSize: vars.font.size.standard,
      },
      large: {
        minHeight: 52,
        paddingInline: vars.space.xlarge,
        fontSize: vars.font.size.large,
      },
    } satisfies Record<Size, ComplexStyleRule>,
    fullWidth: {
      true: { display: 'flex', width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

/** `variant`, `size` and `fullWidth`, typed from the recipe itself. */
export type ButtonStyleProps = NonNullable<RecipeVariants<typeof button>>;
export type ButtonVariant = NonNullable<ButtonStyleProps['variant']>;
export type ButtonSize = NonNullable<ButtonStyleProps['size']>;
