// Auth's public face: what other modules may use. Anything else in this folder is its own.
export { createAuthModule, type AuthModuleDeps } from './module';
export type { AuthAccess } from './access';
export type { UserRow } from './repository';
// Ports other modules implement (partners, cards) and auth calls.
export type { PartnerEnrolments } from './partner-enrolments';
export type { ScheduledMemberships } from './scheduled-memberships';
// What social login shares with login: the session it opens, the ticket's life, the cookie, the profile's cleaning.
export type { SessionService } from './session-service';
export { TICKET_TTL_SECONDS } from './identity-service';
export { refreshCookieOptions } from './cookie';
export { cleanEmail, cleanName } from './profile-rules';
export { newSsoId } from './crypto';
// For other modules' tests: auth's keys (credit's must differ) and the refused email domains.
export { deriveAuthKeys } from './crypto';
export { isRefusedEmailDomain } from './email';
