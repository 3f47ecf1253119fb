export { OfferDetailView, type OfferDetailViewProps } from './OfferDetailView';
export { expiredText, offerStructuredData, visibleKeyPoints } from './offerDetailRules';
