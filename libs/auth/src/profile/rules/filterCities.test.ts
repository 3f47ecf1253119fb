import { describe, expect, it } from 'vitest';
import { cityKey, filterCities } from './filterCities';

const cities = [
  { name: 'Mumbai', state: 'Maharashtra' },
  { name: 'Navi Mumbai', state: 'Maharashtra' },
  { name: 'Pune', state: 'Maharashtra' },
  { name: 'Aurangabad', state: 'Bihar' },
  { name: 'Aurangabad', state: 'Maharashtra' },
  { name: 'Bengaluru', state: 'Karnataka' },
];

describe('filterCities', () => {
  it.each([
    ['', ['Mumbai', 'Navi Mumbai', 'Pune', 'Aurangabad', 'Aurangabad', 'Bengaluru']],
    ['  ', ['Mumbai', 'Navi Mumbai', 'Pune', 'Aurangabad', 'Aurangabad', 'Bengaluru']],
    ['mum', ['Mumbai', 'Navi Mumbai']],
    ['  MUMBAI ', ['Mumbai', 'Navi Mumbai']],
    ['bai', ['Mumbai', 'Navi Mumbai']],
    ['karnataka', ['Bengaluru']],
    ['bihar', ['Aurangabad']],
    ['zz', []],
  ])('%j finds %j', (query, names) => {
    expect(filterCities(cities, query).map((city) => city.name)).toEqual(names);
  });

  it('names that start with the text come before the rest', () => {
    expect(filterCities(cities, 'a').map((city) => city.name).slice(0, 2)).toEqual(['Aurangabad', 'Aurangabad']);
  });

  it('keys cities of the same name apart', () => {
    expect(cityKey(cities[3]!)).not.toBe(cityKey(cities[4]!));
  });
});
