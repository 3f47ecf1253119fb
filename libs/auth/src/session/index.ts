export { createSessionStore, SESSION_HINT_KEY } from './sessionStore';
export type { LoginStatus, RenderedMember, SessionState, SessionStore, SessionStoreOptions, SessionView } from './sessionStore';
export { restoreSession } from './restoreSession';
export type { RenewAccessToken, RestoreOptions } from './restoreSession';
export { SessionProvider, useSession, useSessionStore } from './SessionProvider';
export { useLogout, logoutDestination, LOGOUT_REDIRECT_MS } from './useLogout';
export { afterSessionEnded, claimsOnLanding, routeAccess, logoTarget, LOGIN_PATH, SUPER_USER_VARIANT } from './routeRules';
export type { RouteAccess, RouteAccessInput } from './routeRules';
export {
  savePreLoginDetails,
  readPreLoginDetails,
  clearPreLoginDetails,
  saveSsoData,
  readSsoData,
  rememberPaidOrder,
  readPaidOrder,
  forgetPaidOrder,
} from './deviceMemory';
export type { SsoData } from './deviceMemory';
export { endsGuestSession, useHomeLoadReset } from './homeLoad';
