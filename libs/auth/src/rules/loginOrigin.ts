/** Where the login was opened from (spec §2: the /login route's state origin is TRIAL, PAYMENT or LOGIN). */
export const loginEntryOrigins = ['LOGIN', 'TRIAL', 'PAYMENT'] as const;
export type LoginEntryOrigin = (typeof loginEntryOrigins)[number];

/** The origin in a router location state (`{ origin: 'TRIAL' }`); LOGIN when there is none or it is unknown. */
export function loginOriginFrom(locationState: unknown): LoginEntryOrigin {
  const origin = typeof locationState === 'object' && locationState !== null ? (locationState as { origin?: unknown }).origin : undefined;
  return (loginEntryOrigins as readonly unknown[]).includes(origin) ? (origin as LoginEntryOrigin) : 'LOGIN';
}

/** The ticket exchange's origin: a free-trial login is TRIAL, anything else LOGIN. */
export function exchangeOrigin(origin: LoginEntryOrigin | undefined): 'LOGIN' | 'TRIAL' {
  return origin === 'TRIAL' ? 'TRIAL' : 'LOGIN';
}
