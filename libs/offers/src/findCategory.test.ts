import type { Category } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { browsableCategories, findCategory } from './findCategory';

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

describe('browsableCategories', () => {
  it("leaves out the synthetic 'all' category and empty ones", () => {
    const withOffers = (c: Category): Category => ({ ...c, offers: [{} as Category['offers'][number]] });
    const all = withOffers(category(999, 'all', 'All'));
    const dining = withOffers(categories[0]!);
    const empty = categories[1]!;
    expect(browsableCategories([all, dining, empty]).map((c) => c.slug)).toEqual(['dining']);
  });
});
