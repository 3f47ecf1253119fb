// The message outbox's public face: what other modules may use. Anything else in this folder is its own.
export { createMessagesModule, type MessageOutbox, type MessagesModuleDeps } from './module';
export type { MessageTemplate, NewMessage } from './repository';
export { otpEmail, type EmailMessage, type EmailPort } from './adapters/email/port';
export { otpText, type SmsMessage, type SmsPort } from './adapters/sms/port';
export type { ExotelSettings } from './adapters/sms/exotel';
export type { CleverTapSettings } from './adapters/profile/clevertap';
export type { MarketingProfile, ProfilePort } from './adapters/profile/port';
export type { MarketingConsent, MarketingProfiles, ProfileDelivery } from './marketing';
