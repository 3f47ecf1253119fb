// Offer actions' public face: what other modules may use. Anything else in this folder is its own.
export { createOfferActionsModule, type OfferActionsModuleDeps } from './module';
