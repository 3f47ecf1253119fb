// Partners' public face: what other modules may use. Anything else in this folder is its own.
export { createPartnerEnrolments, createPartnersModule, type PartnersModuleDeps } from './module';
