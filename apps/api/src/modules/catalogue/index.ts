// The catalogue's public face: what other modules may use. Anything else in this folder is its own.
export { createCatalogueModule } from './module';
export { catalogueReader, type CatalogueReader } from './reader';
export type { CategoryRow, OfferDetailRow, OfferFilter, OfferRow } from './repository';
export { byPriorityThenId, onePerCompany, toOffer } from './rules';
export { OFFER_NOT_FOUND_MESSAGE, categoriesWithOffers } from './service';
export { ACTIVATION_PENDING_MESSAGE, NO_OFFERING, flashSaleOf, mayAct, nextCodeMessage, offerDistributionOf, resolveCta, trackerOf, viewerOf, type CtaOffering, type OfferingKind } from './cta';
