import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../styles/sprinkles.css';

export const stackElements = ['div', 'section', 'article', 'aside', 'header', 'footer', 'nav', 'ul', 'ol', 'li', 'dl', 'fieldset', 'span'] as const;
/** Where children sit across the stack: full width (default) or at their own width. */
export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;

export type StackElement = (typeof stackElements)[number];
export type StackAlign = (typeof stackAlignments)[number];

/**
 * One column whose children sit one under another, `space` apart. The column may shrink below its
 * content (`minmax(0, 1fr)`), so a carousel or a long word scrolls or wraps inside it instead of
 * widening the page; rows keep their own height when the stack is taller than its content.
 */
export const stack = style([sprinkles({ display: 'grid', gridTemplateColumns: 1 }), { alignContent: 'start' }]);
