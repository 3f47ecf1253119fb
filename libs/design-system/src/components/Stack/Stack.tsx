import type { AriaAttributes, ReactNode } from 'react';
import * as layout from '../../styles/layout.css';
import { responsiveClasses, type Responsive } from '../../styles/responsive';
import { pickAriaProps } from '../../utils/ariaProps';
import * as styles from './Stack.css';
import type { StackAlign, StackElement } from './Stack.css';

export interface StackProps extends AriaAttributes {
  children: ReactNode;
  /** The gap between children, from the space scale; responsive: `{ mobile: 'large', desktop: 'xlarge' }`. */
  space: Responsive<layout.Space>;
  /** Children full width (`stretch`, the default) or at their own width, at the start, centre or end. */
  align?: Responsive<StackAlign>;
  /** The element to render (default `div`); lists and fieldsets lose the browser's own spacing. */
  as?: StackElement;
  /** For links to it (`#section`) and `aria-labelledby`. */
  id?: string;
}

/** Children one under another, evenly spaced: the vertical rhythm of pages, sections and forms. */
export function Stack({ children, space, align, as: Element = 'div', id, ...rest }: StackProps) {
  const className = [
    styles.stack,
    layout.elementReset[Element],
    ...responsiveClasses(layout.gap, space),
    ...responsiveClasses(layout.justifyItems, align),
  ].join(' ');
  return (
    <Element {...pickAriaProps(rest)} id={id} className={className}>
      {children}
    </Element>
  );
}
