import type { Category, Offer } from '@rewards/api-contract';

/** Company offers a category tab shows: four plus the welcome offer (spec §9). */
export const CATEGORY_TAB_OFFERS = 5;

/**
 * The offers a category's tab shows: its welcome offer first (the category's `welcomeOffer`, else
 * a company offer flagged `welcome`), then the other company offers in order, five in all.
 */
export function categoryTabOffers(category: Pick<Category, 'companyOffers' | 'welcomeOffer'>): Offer[] {
  const welcome = category.welcomeOffer ?? category.companyOffers.find((offer) => offer.welcome);
  const others = category.companyOffers.filter((offer) => offer.id !== welcome?.id);
  return (welcome ? [welcome, ...others] : others).slice(0, CATEGORY_TAB_OFFERS);
}
