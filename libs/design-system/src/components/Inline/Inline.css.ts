import { recipe } from '@vanilla-extract/recipes';
import { sprinkles } from '../../styles/sprinkles.css';

export const inlineElements = ['div', 'ul', 'ol', 'li', 'p', 'span', 'nav', 'dl'] as const;
/** Where the row's children sit along it; `spaceBetween` pushes the first and last to the ends. */
export const inlineAlignments = ['start', 'center', 'end', 'spaceBetween'] as const;
/** How children of different heights line up: `stretch` (the default) makes them one height. */
export const inlineVerticalAlignments = ['stretch', 'start', 'center', 'end', 'baseline'] as const;

export type InlineElement = (typeof inlineElements)[number];
export type InlineAlign = (typeof inlineAlignments)[number];
export type InlineAlignY = (typeof inlineVerticalAlignments)[number];

/** Children side by side, `space` apart; by default a child that does not fit starts a new line. */
export const inline = recipe({
  base: [sprinkles({ display: 'flex' })],
  variants: {
    wrap: {
      true: { flexWrap: 'wrap' },
      false: { flexWrap: 'nowrap' },
    },
  },
  defaultVariants: { wrap: true },
});

export const justifyContentOf = { start: 'flex-start', center: 'center', end: 'flex-end', spaceBetween: 'space-between' } as const satisfies Record<InlineAlign, string>;
export const alignItemsOf = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end', baseline: 'baseline' } as const satisfies Record<InlineAlignY, string>;
