export {
  OfferCard,
  OFFER_CARD_DESCRIPTION_CLAMP,
  OFFER_CARD_SUB_OFFER_LIST_MIN,
  type OfferCardAction,
  type OfferCardProps,
  type OfferCardViewer,
} from './OfferCard';
export { offerCardSizes, type OfferCardSize } from './OfferCard.css';
