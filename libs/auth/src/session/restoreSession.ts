import type { AuthApi } from '@rewards/api-client';
import type { SessionStore } from './sessionStore';

/** Renews one access token from the HttpOnly refresh cookie (the api-client's single-flight renewer). */
export type RenewAccessToken = (staleToken: string | undefined) => Promise<string | null>;

export interface RestoreOptions {
  /**
   * The page is the landing of a social login (`/login?social=done`): its callback has just set the
   * refresh cookie, so one renewal is worth sending although this device holds no session hint.
   */
  afterSocialLogin?: boolean;
  /**
   * How long to wait before asking for the user once more when the first ask failed (1 s). A page
   * that the member leaves while it asks sees its request aborted: had that ended the session, the
   * next page would have found no hint and opened logged out, with the refresh cookie still alive.
   */
  retryAfterMs?: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After a reload the access token is gone but the refresh cookie may be alive: one renewal gets a
 * new token, then the user is fetched. Runs only when the store found the session hint, so a
 * visitor's first page sends nothing. A failed renewal has already ended the session (the
 * renewer told the store why); a user fetch that fails twice, a second apart, leaves the member
 * logged out.
 */
export async function restoreSession(
  store: SessionStore,
  authApi: Pick<AuthApi, 'currentUser'>,
  renew: RenewAccessToken,
  options: RestoreOptions = {},
): Promise<void> {
  if (store.getState().accessToken) return;
  // A member's server-rendered page is logged in already and waits for its token here.
  if (store.getState().status !== 'loggingIn' && !store.awaitingToken() && !options.afterSocialLogin) return;
  const token = await renew(undefined);
  if (!token) {
    if (store.getState().status === 'loggingIn' || store.awaitingToken()) store.clear();
    return;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      store.setUser(await authApi.currentUser());
      return;
    } catch {
      if (store.getState().user) return;
      // A page being left aborts its requests: by the next try it is gone, and the hint with it is
      // kept for the page the member went to. A failure that lasts ends the session here.
      if (attempt >= 2) {
        store.clear();
        return;
      }
      await pause(options.retryAfterMs ?? 1_000);
    }
  }
}
