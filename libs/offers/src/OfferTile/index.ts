export { OfferTile, type OfferTileProps } from './OfferTile';
