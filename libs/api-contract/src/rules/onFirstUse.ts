/**
 * A value made the first time it is asked for. For Intl formatters at a module's top level: making
 * one loads its locale's (and time zone's) data, which measured about 38 ms for the five the shared
 * rules held, paid by every page load in the module's evaluation whether a page formats anything or
 * not (four times that on Lighthouse's phone).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
