// The credit check's public face: what other modules may use. Anything else in this folder is its own.
export { createCreditModule, type CreditModuleDeps } from './module';
