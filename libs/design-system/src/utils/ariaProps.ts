import type { AriaAttributes } from 'react';

/**
 * Design-system props are closed: besides their own props, components forward only `aria-*`
 * attributes. This keeps that true at runtime too, whatever a caller spreads in.
 */
export function pickAriaProps(props: object): AriaAttributes {
  return Object.fromEntries(Object.entries(props).filter(([key]) => key.startsWith('aria-'))) as AriaAttributes;
}
