import { describe, expect, it } from 'vitest';
import { categoryHref, offerHref } from './offerHref';

describe('offerHref', () => {
  it('opens /categories/{categorySlug}/{name} on the core site', () => {
    expect(offerHref('/categories', { categorySlug: 'dining', name: 'zestbite-welcome' })).toBe('/categories/dining/zestbite-welcome');
  });
  it('uses the partner base path in shopper mode', () => {
    expect(offerHref('/categoriesshoppercard', { categorySlug: 'fashion', name: 'loomline' })).toBe('/categoriesshoppercard/fashion/loomline');
  });
  it('builds category links', () => {
    expect(categoryHref('/categories', 'food-delivery')).toBe('/categories/food-delivery');
  });
});
