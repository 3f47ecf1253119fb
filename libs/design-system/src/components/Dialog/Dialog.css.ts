import { keyframes, style, type ComplexStyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../styles/breakpoints';
import { vars } from '../../themes/contract.css';
import { dialogTitleText, scrim } from '../../styles/surfaces.css';

export const dialogSizes = ['small', 'medium', 'large'] as const;
type Size = (typeof dialogSizes)[number];

/** Spec §9 (bottom sheet): enters in 350 ms, leaves in 300 ms; a centred modal from 1024 px. */
export const DIALOG_ENTER_MS = 350;
export const DIALOG_LEAVE_MS = 300;

const reducedMotion = '(prefers-reduced-motion: reduce)';
const enter = `${DIALOG_ENTER_MS}ms cubic-bezier(0.2, 0, 0, 1)`;
const leave = `${DIALOG_LEAVE_MS}ms cubic-bezier(0.4, 0, 1, 1)`;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const sheetIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const sheetOut = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } });
const modalIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const modalOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -46%) scale(0.97)' },
});

/**
 * Radix keeps a closing dialog mounted until its exit animation ends; with reduced motion there is
 * no animation at all, so it unmounts at once. Same specificity as the state selectors, later in
 * the sheet, so it wins.
 */
const noMotion = { '@media': { [reducedMotion]: { selectors: { '&[data-state]': { animation: 'none' } } } } };

export const overlay = style([
  scrim,
  {
    selectors: {
      '&[data-state="open"]': { animation: `${fadeIn} ${enter}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${leave}` },
    },
  },
  noMotion,
]);

// In rem, so a larger text size widens the modal with its text (at 200% text the login's mobile field
// kept 'Enter your mobi…' of its placeholder at a fixed 400 px); the same width at the default size.
const width = (px: number) => ({ '@media': { [mediaQueries.desktop]: { width: `min(calc(100vw - 32px), ${px / 16}rem)` } } });

/** Mobile: a sheet along the bottom edge. Desktop (1024 px and up): a centred modal. */
export const content = recipe({
  base: [
    {
      position: 'fixed',
      zIndex: 1001,
      left: 0,
      right: 0,
      bottom: 0,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.standard,
      maxHeight: '92dvh',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      padding: `${vars.space.large} ${vars.space.standard}`,
      paddingBottom: `calc(${vars.space.large} + env(safe-area-inset-bottom, 0px))`,
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      fontFamily: vars.font.family.body,
      borderTopLeftRadius: vars.radius.large,
      borderTopRightRadius: vars.radius.large,
      boxShadow: vars.shadow.large,
      selectors: {
        '&:focus': { outline: 'none' },
        '&[data-state="open"]': { animation: `${sheetIn} ${enter}` },
        '&[data-state="closed"]': { animation: `${sheetOut} ${leave}` },
      },
      '@media': {
        [mediaQueries.desktop]: {
          left: '50%',
          top: '50%',
          right: 'auto',
          bottom: 'auto',
          maxHeight: '85dvh',
          padding: vars.space.xlarge,
          transform: 'translate(-50%, -50%)',
          borderRadius: vars.radius.large,
          selectors: {
            '&[data-state="open"]': { animation: `${modalIn} ${enter}` },
            '&[data-state="closed"]': { animation: `${modalOut} ${leave}` },
          },
        },
      },
    },
    noMotion,
  ],
  variants: {
    size: { small: width(400), medium: width(480), large: width(640) } satisfies Record<Size, ComplexStyleRule>,
  },
  defaultVariants: { size: 'medium' },
});

export type DialogSize = NonNullable<NonNullable<RecipeVariants<typeof content>>['size']>;

/** Room on the right of the title for the close button. */
export const header = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingRight: vars.space.xlarge,
});

export const title = dialogTitleText;

export const description = style({
  margin: 0,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.textMuted,
});

export const body = style({ display: 'grid', gap: vars.space.standard });

/** Last in the DOM (so focus starts in the body), shown at the top-right corner. */
export const close = style({
  position: 'absolute',
  top: vars.space.medium,
  right: vars.space.medium,
  '@media': {
    [mediaQueries.desktop]: { top: vars.space.standard, right: vars.space.standard },
  },
});
