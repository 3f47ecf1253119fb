export { Inline, type InlineProps } from './Inline';
export {
  inlineAlignments,
  inlineElements,
  inlineVerticalAlignments,
  type InlineAlign,
  type InlineAlignY,
  type InlineElement,
} from './Inline.css';
