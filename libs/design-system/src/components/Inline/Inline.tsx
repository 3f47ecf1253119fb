import type { AriaAttributes, ReactNode } from 'react';
import * as layout from '../../styles/layout.css';
import { mapResponsive, responsiveClasses, type Responsive } from '../../styles/responsive';
import { pickAriaProps } from '../../utils/ariaProps';
import * as styles from './Inline.css';
import type { InlineAlign, InlineAlignY, InlineElement } from './Inline.css';

export interface InlineProps extends AriaAttributes {
  children: ReactNode;
  /** The gap between children, across and between lines; responsive like every layout value. */
  space: Responsive<layout.Space>;
  /** Along the row: `start` (default), `center`, `end` or `spaceBetween`. */
  align?: Responsive<InlineAlign>;
  /** Across the row: `stretch` (default), `start`, `center`, `end` or `baseline`. */
  alignY?: Responsive<InlineAlignY>;
  /** `false` keeps every child on one line (they shrink instead). Default `true`. */
  wrap?: boolean;
  /** The element to render (default `div`); lists lose their bullets and indent. */
  as?: InlineElement;
  id?: string;
}

/** Children side by side: buttons in a row, chips, tags, a label beside its value. */
export function Inline({ children, space, align, alignY, wrap = true, as: Element = 'div', id, ...rest }: InlineProps) {
  const className = [
    styles.inline({ wrap }),
    layout.elementReset[Element],
    ...responsiveClasses(layout.gap, space),
    ...responsiveClasses(layout.justifyContent, mapResponsive(align, (value) => styles.justifyContentOf[value])),
    ...responsiveClasses(layout.alignItems, mapResponsive(alignY, (value) => styles.alignItemsOf[value])),
  ].join(' ');
  return (
    <Element {...pickAriaProps(rest)} id={id} className={className}>
      {children}
    </Element>
  );
}
