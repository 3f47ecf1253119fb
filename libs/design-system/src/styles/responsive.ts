/** The sprinkles' conditions, mobile first: each applies from its breakpoint up (see breakpoints.ts). */
export const conditions = ['mobile', 'tablet', 'desktop', 'wide'] as const;
export type Condition = (typeof conditions)[number];

/** One value for every viewport, or one per condition from that breakpoint up: `{ mobile: 'small', desktop: 'large' }`. */
export type Responsive<Value> = Value | Partial<Record<Condition, Value>>;

/** Class names per condition and value, built from the sprinkles at build time (see layout.css.ts). */
export type ConditionalClasses<Value extends string | number> = Record<Condition, Record<Value, string>>;

/**
 * The sprinkles classes for a responsive value. The layout primitives look classes up in maps built
 * at build time instead of calling `sprinkles()` at runtime, so the sites' JavaScript carries only
 * the few class names the primitives use, not the runtime with every property's classes.
 */
export function responsiveClasses<Value extends string | number>(classes: ConditionalClasses<Value>, value: Responsive<Value> | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value !== 'object') return [classes.mobile[value]];
  return conditions.flatMap((condition) => {
    const at = value[condition];
    return at === undefined ? [] : [classes[condition][at]];
  });
}

/** Applies `map` to a responsive value's every value (`{ mobile: 'start' }` → `{ mobile: 'flex-start' }`). */
export function mapResponsive<From, To>(value: Responsive<From> | undefined, map: (value: From) => To): Responsive<To> | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null) return map(value as From);
  const mapped: Partial<Record<Condition, To>> = {};
  for (const condition of conditions) {
    const at = (value as Partial<Record<Condition, From>>)[condition];
    if (at !== undefined) mapped[condition] = map(at);
  }
  return mapped;
}
