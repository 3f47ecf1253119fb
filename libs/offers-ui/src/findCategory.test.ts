import type { Category } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { findCategory } from './findCategory';

const category = (id: number, slug: string, displayName: string): Category => ({
  id, slug, displayName, name: slug, priority: id, isNative: false, offers: [], companyOffers: [],
});
const categories = [category(1, 'dining', 'Dining'), category(2, 'food-delivery', 'Food Delivery')];

describe('findCategory', () => {
  it.each([
    ['dining', 1],
    ['food-delivery', 2],
    ['food%20delivery', 2],
    ['DINING', 1],
  ])('%s finds category %d', (catName, id) => {
    expect(findCategory(categories, catName)?.id).toBe(id);
  });
  it('finds nothing for an unknown name', () => {
    expect(findCategory(categories, 'travel')).toBeUndefined();
  });
});
