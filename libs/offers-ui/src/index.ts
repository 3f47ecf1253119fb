// Route modules are imported lazily through the subpath `@rewards/offers-ui/routes/*`; this barrel
// holds the pieces other code may reuse.
export { OfferGrid } from './OfferGrid/OfferGrid';
export { offerHref, categoryHref } from './offerHref';
export { browsableCategories, findCategory } from './findCategory';
export { CategoryChips } from './CategoryChips/CategoryChips';
export { BrowsingSlotsProvider, useBrowsingSlots, type BrowsingSlots } from './slots';
export { OfferTile, type OfferTileProps } from './OfferTile';
export { AdditionalBenefits, type AdditionalBenefitsProps, categoryTabOffers, CATEGORY_TAB_OFFERS } from './AdditionalBenefits';
export {
  savingsText,
  SAVINGS_THRESHOLD,
  offerCardClick,
  parseKeyPoints,
  type Savings,
  type OfferCardClick,
} from './offerCard';
export { OfferDetailView, type OfferDetailViewProps, DEFAULT_EXPIRED_TEXT, expiredText, visibleKeyPoints } from './OfferDetailView';
export { SearchPanel, type SearchPanelProps, shouldSearch, searchResults, SEARCH_DEBOUNCE_MS, SEARCH_MAX_RESULTS, SEARCH_MIN_LENGTH } from './search';
export { TrendingPrivileges, trendingOffers, TRENDING_LIMIT } from './feed';
export { listingBase, isCardVariant, shownOffers, LISTING_PAGE_SIZE } from './listing';
export {
  OfferActions,
  StickyCta,
  STICKY_CTA_TYPES,
  useOfferState,
  useOfferAction,
  ctaEffect,
  ctaLabelArea,
  applyGeneration,
  applyCouponState,
  type OfferActionsProps,
  type StickyCtaType,
  type CtaEffect,
} from './actions';
export { CouponDrawer, type CouponDrawerProps } from './coupons';
