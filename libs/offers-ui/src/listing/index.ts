export { CategoryListingSection, type CategoryListingSectionProps } from './CategoryListingSection';
export { ListingExclusives, LISTING_EXCLUSIVES } from './ListingExclusives';
export { CARD_VARIANT_BASES, isCardVariant, LISTING_PAGE_SIZE, listingBase, shownOffers } from './listingRules';
