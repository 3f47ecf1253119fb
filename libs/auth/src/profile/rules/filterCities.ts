// The city prompt's text filter.
import type { City } from '@rewards/api-contract';

/**
 * Cities whose name or state contains the query (trimmed, any case), names that start with it
 * first, then the rest in list order. An empty query keeps the whole list.
 */
export function filterCities(cities: readonly City[], query: string): City[] {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  if (!needle) return [...cities];
  const starts: City[] = [];
  const contains: City[] = [];
  for (const city of cities) {
    const name = city.name.toLocaleLowerCase('en-IN');
    if (name.startsWith(needle)) starts.push(city);
    else if (name.includes(needle) || city.state.toLocaleLowerCase('en-IN').includes(needle)) contains.push(city);
  }
  return [...starts, ...contains];
}

/** A key for a city that stays unique when two states have a city of the same name. */
export function cityKey(city: City): string {
  return `${city.name}|${city.state}`;
}
