// Route modules are imported lazily through the subpath `@rewards/offers-ui/routes/*`; this barrel
// holds the pieces other code may reuse.
export { OfferGrid } from './OfferGrid/OfferGrid';
export { offerHref, categoryHref } from './offerHref';
export { formatRupees } from './formatRupees';
export { browsableCategories, findCategory } from './findCategory';
export { CategoryChips } from './CategoryChips/CategoryChips';
export { BrowsingSlotsProvider, useBrowsingSlots, type BrowsingSlots } from './slots';
