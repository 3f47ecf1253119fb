// Payment's public face: what other modules may use. Anything else in this folder is its own.
export { createPaymentModule, type PaymentModuleDeps } from './module';
export { membershipGrants, membershipView, type MembershipGrants } from './membership';
export { attributionOf } from './plan-service';
