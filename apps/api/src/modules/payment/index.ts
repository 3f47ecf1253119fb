// Payment's public face: what other modules may use. Anything else in this folder is its own.
export { createPaymentModule, type PaymentModuleDeps } from './module';
export { membershipGrants, membershipView, type MembershipGrants } from './membership';
export { attributionOf } from './plan-service';
export { campaignPreviews, type CampaignPreviews } from './campaign-preview';
// The invoice of a paid order and its email (the console resends it).
export { invoiceEmail, invoiceNumber, paidOrderInvoice, type InvoiceInput } from './invoice';
