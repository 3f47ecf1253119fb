import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../../styles/sprinkles.css';

export const columnsElements = ['div', 'ul', 'ol', 'dl'] as const;
/**
 * With `minColumnWidth`: `fill` keeps room for more columns when there are few children (cards
 * keep their width); `fit` lets a few children share the whole row.
 */
export const columnRepeats = ['fill', 'fit'] as const;

export type ColumnsElement = (typeof columnsElements)[number];
export type ColumnRepeat = (typeof columnRepeats)[number];

export const columns = style([sprinkles({ display: 'grid' })]);

export const minColumnWidthVar = createVar();

/** As many columns as fit at `minColumnWidth` or wider; never wider than the grid itself. */
export const repeat = styleVariants({
  fill: { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnWidthVar}), 1fr))` },
  fit: { gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minColumnWidthVar}), 1fr))` },
});
