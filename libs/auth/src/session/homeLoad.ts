// Spec §4 (and browsing §4, home load): "The home page on load clears pre-login details and stored
// tokens." A logged-in member never stays on the logged-out home and a visitor holds no tokens, so
// the tokens it clears are a GUEST session's: a guest who goes back home is a visitor again.
import { useAuthApi } from '@rewards/api-client';
import type { LoginType } from '@rewards/api-contract';
import { useEffect } from 'react';
import { clearPreLoginDetails } from './deviceMemory';
import { useSession, useSessionStore } from './SessionProvider';

/**
 * Whether the page ends the session it finds: on the home page (`/`), a GUEST session, unless the
 * guest has just started it there and the login flow is taking them on to payment (`arriving`).
 */
export function endsGuestSession(input: { pathname: string; loginType: LoginType | undefined; arriving: boolean }): boolean {
  return input.pathname === '/' && input.loginType === 'GUEST' && !input.arriving;
}

/**
 * The home page's load (the shell calls it on every page with the path): pre-login details are
 * forgotten, and a GUEST session is ended in every tab and on the server (its refresh cookie too).
 */
export function useHomeLoadReset(pathname: string): void {
  const store = useSessionStore();
  const authApi = useAuthApi();
  const { loginType, arriving } = useSession();

  useEffect(() => {
    if (pathname === '/') clearPreLoginDetails();
  }, [pathname]);

  const ends = endsGuestSession({ pathname, loginType, arriving });
  useEffect(() => {
    if (!ends) return;
    store.clear();
    // The server revokes the guest's session; if that call fails the cookie dies on its own.
    void authApi.logout().catch(() => undefined);
  }, [ends, store, authApi]);
}
