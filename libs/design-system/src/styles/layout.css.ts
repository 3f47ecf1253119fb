import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';
import { conditions, type ConditionalClasses } from './responsive';
import { responsiveProperties } from './sprinkles.css';

/** The space scale's names, for gaps: `none` to `xxlarge`. */
export type Space = keyof typeof vars.space;
export const spaces = Object.keys(vars.space) as Space[];

export const columnCounts = [1, 2, 3, 4, 5, 6] as const;
export type ColumnCount = (typeof columnCounts)[number];

type LayoutProperty = 'gap' | 'justifyItems' | 'alignItems' | 'justifyContent' | 'gridTemplateColumns';

/**
 * The sprinkles' own class for each condition and value of a responsive property (the classes
 * `sprinkles({ gap: { desktop: 'large' } })` returns), as a plain map the primitives look up.
 */
function conditionalClasses<Value extends string | number>(property: LayoutProperty, values: readonly Value[]): ConditionalClasses<Value> {
  const { values: styles } = responsiveProperties.styles[property] as { values: Record<string, { conditions: Record<string, string> }> };
  return Object.fromEntries(
    conditions.map((condition) => [condition, Object.fromEntries(values.map((value) => [value, styles[String(value)]!.conditions[condition]!]))]),
  ) as ConditionalClasses<Value>;
}

export const gap = conditionalClasses('gap', spaces);
export const justifyItems = conditionalClasses('justifyItems', ['stretch', 'start', 'center', 'end'] as const);
export const alignItems = conditionalClasses('alignItems', ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const);
export const justifyContent = conditionalClasses('justifyContent', ['flex-start', 'center', 'flex-end', 'space-between'] as const);
export const gridTemplateColumns = conditionalClasses('gridTemplateColumns', columnCounts);

/**
 * Elements the primitives may render, with the browser's own spacing removed so the primitive's
 * gap is the only space between children (lists lose their bullets: a list laid out as a stack,
 * a row or a grid is a list of things, not running text).
 */
const list = { listStyle: 'none', margin: 0, padding: 0 } as const;
export const elementReset = styleVariants({
  div: {},
  section: {},
  article: {},
  aside: {},
  header: {},
  footer: {},
  nav: {},
  span: {},
  p: { margin: 0 },
  li: {},
  ul: list,
  ol: list,
  dl: { margin: 0 },
  fieldset: { margin: 0, padding: 0, border: 0, minWidth: 0 },
});
export type LayoutElement = keyof typeof elementReset;
