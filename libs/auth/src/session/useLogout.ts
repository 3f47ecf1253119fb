import { useAuthApi, useQueries } from '@rewards/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from './SessionProvider';

/** Spec §9: logout redirect 1 s. */
export const LOGOUT_REDIRECT_MS = 1000;

/** Where a member lands after logging out: `/`, or `/?b2b=true` for business users (spec §2). */
export function logoutDestination(business: boolean | undefined): string {
  return business ? '/?b2b=true' : '/';
}

/**
 * Logs out: the server revokes the refresh token family and clears its cookie, every tab forgets
 * the session, and after a second the member is taken to the logged-out home.
 */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const store = useSessionStore();
  const authApi = useAuthApi();
  const userQueries = useQueries().user;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    store.beginLogout();
    const business = store.getState().user?.business;
    // The server revokes the session first; it ends here even if that call fails (offline): the
    // cookie then dies on its own.
    await authApi.logout().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_REDIRECT_MS));
    store.clear({ leaving: true });
    queryClient.removeQueries({ queryKey: userQueries.all() });
    setLoggingOut(false);
    await navigate(logoutDestination(business), { replace: true });
  }, [authApi, navigate, queryClient, store, userQueries]);

  return { logout, loggingOut };
}
