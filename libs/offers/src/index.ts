// The pieces every browsing page shares: offer links, the category lookup, the offer tile and grid
// with their rules, the listing paths, and the TP exclusives. Modules are also reachable one by one
// through the subpaths in package.json, which the home, listing and offer-detail libs import so each
// lazy route chunk pulls only the modules it uses.
export { OfferGrid } from './OfferGrid/OfferGrid';
export { offerHref, categoryHref } from './offerHref';
export { browsableCategories, findCategory } from './findCategory';
export { OfferTile, type OfferTileProps } from './OfferTile';
export {
  savingsText,
  SAVINGS_THRESHOLD,
  offerCardClick,
  parseKeyPoints,
  type Savings,
  type OfferCardClick,
} from './offerCard';
export { CARD_VARIANT_BASES, isCardVariant, isListingPage, LISTING_PAGE_SIZE, listingBase, shownOffers } from './listingRules';
export { ExclusivesSection, ExclusiveCard, splitExclusives, EXCLUSIVES_PATH, type ExclusivesSectionProps } from './exclusives';
