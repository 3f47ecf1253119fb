export { CategoryListingSection, type CategoryListingSectionProps } from './CategoryListingSection';
export { ListingExclusives, LISTING_EXCLUSIVES } from './ListingExclusives';
export { CARD_VARIANT_BASES, isCardVariant, LISTING_PAGE_SIZE, listingBase, shownOffers } from '@rewards/offers/listingRules';
export { CLP_KEY_POINTS_OVERLAY, ListingKeyPoints, ListingKeyPointsPanel, useListingKeyPoints, type ListingKeyPointsPanelProps, type ListingKeyPointsPayload } from '@rewards/offers/OfferTile/ListingKeyPoints';
