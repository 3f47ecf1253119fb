import { afterSessionEnded, LOGIN_PATH, routeAccess, useHomeLoadReset, useSession, useSessionStore } from '@rewards/auth';
import { useHydrated } from '@rewards/platform';
import { usePartner } from '@rewards/partner';
import { useEffect, useMemo, type ReactNode } from 'react';
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

  // Renewal gave up, or the user is blocked: an invalid or unrenewable session logs in again, a
  // blocked guest goes to /login, a blocked member is simply logged out (a protected page then
  // sends them to /login through the rule above).
  // On a protected page the rule above already sends the ended session to /login (and back here
  // after the login): a second navigation there would race the first one, and with the login
  // route still loading they kept interrupting each other (a render loop).
  const redirectingToLogin = access.kind === 'redirect' && access.to === LOGIN_PATH;
  useEffect(() => {
    const reason = session.endedBy;
    if (!reason) return;
    const next = afterSessionEnded(reason, session.endedLoginType);
    store.acknowledgeEnd();
    if (next && !redirectingToLogin) navigate(next.to, { replace: true, state: { renewError: next.renewError } });
  }, [navigate, redirectingToLogin, session.endedBy, session.endedLoginType, store]);

  // The home page forgets pre-login details on load and ends a GUEST session (spec §4).
  useHomeLoadReset(location.pathname);

  // One state object per redirect: <Navigate> navigates again whenever its state changes identity,
  // and while the target route's code loads every re-render would start the navigation over.
  const from = access.kind === 'redirect' ? access.from : undefined;
  const redirectState = useMemo(() => (from ? { from } : undefined), [from]);

  // On the server and while hydrating the page it rendered, a redirect waits for the browser: a
  // static render cannot navigate, and the browser's first render must match the server's.
  if (access.kind === 'redirect' && !hydrated) return null;
  if (access.kind === 'redirect') return <Navigate to={access.to} replace state={redirectState} />;
  if (access.kind === 'wait') {
    return (
      <p role="status" className={styles.waiting}>
        Loading your account…
      </p>
    );
  }
  return children;
}
