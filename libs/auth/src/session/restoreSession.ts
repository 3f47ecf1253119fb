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
}

/**
 * After a reload the access token is gone but the refresh cookie may be alive: one renewal gets a
 * new token, then the user is fetched. Runs only when the store found the session hint, so a
 * visitor's first page sends nothing. A failed renewal has already ended the session (the
 * renewer told the store why); a network failure leaves the member logged out for this page.
 */
export async function restoreSession(
  store: SessionStore,
  authApi: Pick<AuthApi, 'currentUser'>,
  renew: RenewAccessToken,
  options: RestoreOptions = {},
): Promise<void> {
  if (store.getState().accessToken) return;
  if (store.getState().status !== 'loggingIn' && !options.afterSocialLogin) return;
  const token = await renew(undefined);
  if (!token) {
    if (store.getState().status === 'loggingIn') store.clear();
    return;
  }
  try {
    store.setUser(await authApi.currentUser());
  } catch {
    if (!store.getState().user) store.clear();
  }
}
