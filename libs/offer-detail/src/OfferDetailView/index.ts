export { OfferDetailView, type OfferDetailViewProps } from './OfferDetailView';
export { DEFAULT_EXPIRED_TEXT, expiredText, offerStructuredData, visibleKeyPoints } from './offerDetailRules';
