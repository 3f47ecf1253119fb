export { OfferCard, type OfferCardProps } from './OfferCard';
export { offerCardSizes, type OfferCardSize } from './OfferCard.css';
