// The card-linked offer's public face: what other modules may use. Anything else in this folder is its own.
export { createCardSchedules, createCardsModule, type CardsModuleDeps } from './module';
export { indiaDateOf } from './rules';
