import { describe, expect, it } from 'vitest';
import { isCardVariant, isListingPage, listingBase, shownOffers } from './listingRules';

describe('listingBase', () => {
  it.each([
    ['/categories', '/categories'],
    ['/categories/dining', '/categories'],
    ['/categoriescard', '/categoriescard'],
    ['/categoriescard/dining/x', '/categoriescard'],
    ['/categoriesshoppercard/', '/categoriesshoppercard'],
    ['/categorylistingmore', '/categorylistingmore'],
    ['/', '/categories'],
  ])('%s → %s', (path, expected) => {
    expect(listingBase(path)).toBe(expected);
  });
});

describe('isCardVariant', () => {
  it.each([
    ['/categoriescard', true],
    ['/categoriesshoppercard', true],
    ['/categories', false],
    ['/categorylistingmore', false],
  ])('%s → %s', (base, expected) => {
    expect(isCardVariant(base)).toBe(expected);
  });
});

describe('shownOffers', () => {
  it.each([
    [20, 0, 4],
    [20, 1, 8],
    [20, 4, 20],
    [20, 9, 20],
    [6, 0, 4],
    [6, 1, 6],
    [3, 0, 3],
    [0, 0, 0],
  ])('%i offers after %i presses: %i', (total, presses, expected) => {
    expect(shownOffers(total, presses)).toBe(expected);
  });
});

describe('isListingPage', () => {
  it.each([
    ['/categories', true],
    ['/categories/', true],
    ['/categoriescard', true],
    ['/categoriesshoppercard', true],
    ['/categorylistingmore', true],
    ['/categories/dining', false],
    ['/categoriesshoppercard/dining/x', false],
    ['/userfeed', false],
  ])('%s → %s', (path, expected) => {
    expect(isListingPage(path)).toBe(expected);
  });
});
