import { clearPreLoginDetails, LOGIN_PATH, routeAccess, useSession, useSessionStore } from '@rewards/auth';
import { useHydrated } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { RouteHandle } from '../routing/registry';
import * as styles from './SessionGate.css';

/**
 * Applies the session rules to the current route (spec §2 "Rules", §4): visitors on protected
 * pages go to /login, members at / go to their home, the super-user rule, and where to go when
 * renewal ends the session. While a session is being restored a protected page waits.
 */
export function SessionGate({ handle, children }: { handle: RouteHandle | undefined; children: ReactNode }) {
  const session = useSession();
  const store = useSessionStore();
  const partner = usePartner();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();

  const access = routeAccess({
    pathname: location.pathname,
    search: location.search,
    status: session.status,
    loginType: session.loginType,
    user: session.user,
    isProtected: handle?.protected === true,
    guestAllowed: handle?.guestAllowed === true,
    partner,
    leaving: session.leaving,
    arriving: session.arriving,
  });

  // The member who just logged in has moved on from the page they logged in on.
  useEffect(() => {
    if (session.arriving && location.pathname !== '/') store.finishArriving();
  }, [location.pathname, session.arriving, store]);

  // Logout has arrived on a page anyone may see: the usual rules apply again.
  useEffect(() => {
    if (session.leaving && handle?.protected !== true) store.finishLeaving();
  }, [handle?.protected, session.leaving, store, location.pathname]);

  // Renewal gave up: an invalid or unrenewable session logs in again; a blocked member is simply
  // logged out (a protected page then sends them to /login through the rule above).
  useEffect(() => {
    const reason = session.endedBy;
    if (!reason) return;
    store.acknowledgeEnd();
    if (reason !== 'blocked') navigate(LOGIN_PATH, { replace: true, state: { renewError: reason === 'renew-error' } });
  }, [navigate, session.endedBy, store]);

  // The home page forgets pre-login details on load (spec §4).
  useEffect(() => {
    if (location.pathname === '/') clearPreLoginDetails();
  }, [location.pathname]);

  // On the server and while hydrating the page it rendered, a redirect waits for the browser: a
  // static render cannot navigate, and the browser's first render must match the server's.
  if (access.kind === 'redirect' && !hydrated) return null;
  if (access.kind === 'redirect') return <Navigate to={access.to} replace state={access.from ? { from: access.from } : undefined} />;
  if (access.kind === 'wait') {
    return (
      <p role="status" className={styles.waiting}>
        Loading your account…
      </p>
    );
  }
  return children;
}
