import type { AriaAttributes, CSSProperties, ReactNode } from 'react';
import * as layout from '../../styles/layout.css';
import { responsiveClasses, type Responsive } from '../../styles/responsive';
import { pickAriaProps } from '../../utils/ariaProps';
import * as styles from './Columns.css';
import type { ColumnRepeat, ColumnsElement } from './Columns.css';

interface ColumnsBaseProps extends AriaAttributes {
  children: ReactNode;
  /** The gap between columns and between rows. */
  space: Responsive<layout.Space>;
  /** The element to render (default `div`); lists lose their bullets and indent. */
  as?: ColumnsElement;
  id?: string;
}

interface CountedColumns extends ColumnsBaseProps {
  /** How many equal columns, per viewport: `{ mobile: 1, tablet: 2, desktop: 4 }`. */
  columns: Responsive<layout.ColumnCount>;
  minColumnWidth?: never;
  repeat?: never;
}

interface FlowingColumns extends ColumnsBaseProps {
  columns?: never;
  /** As many equal columns as fit at this width or wider (pixels, or rem as `'14rem'`). */
  minColumnWidth: number | `${number}rem`;
  /** `fill` (default) keeps empty columns when there are few children; `fit` shares the row among them. */
  repeat?: ColumnRepeat;
}

export type ColumnsProps = CountedColumns | FlowingColumns;

// The width goes in as the custom property behind `minColumnWidthVar` (what assignInlineVars does,
// without adding @vanilla-extract/dynamic to the entry of every site whose shell uses Columns).
const minColumnWidthProperty = styles.minColumnWidthVar.replace(/^var\((--[^,)]+).*$/, '$1');

/**
 * Equal columns of children (cards, tiles, link groups), `space` apart: a set number per viewport,
 * or as many as fit at a minimum width. Columns may shrink below their content, so nothing inside
 * widens the page.
 */
export function Columns({ children, space, as: Element = 'div', id, columns, minColumnWidth, repeat = 'fill', ...rest }: ColumnsProps) {
  const flowing = minColumnWidth !== undefined;
  const className = [
    styles.columns,
    layout.elementReset[Element],
    ...responsiveClasses(layout.gap, space),
    ...(flowing ? [styles.repeat[repeat]] : responsiveClasses(layout.gridTemplateColumns, columns)),
  ].join(' ');
  const width = typeof minColumnWidth === 'number' ? `${minColumnWidth}px` : minColumnWidth;
  return (
    <Element {...pickAriaProps(rest)} id={id} className={className} style={width ? ({ [minColumnWidthProperty]: width } as CSSProperties) : undefined}>
      {children}
    </Element>
  );
}
