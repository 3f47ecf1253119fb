import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionStore, SessionView } from './sessionStore';

const SessionContext = createContext<SessionStore | null>(null);

/** Makes the site's session store available to `useSession()` and the account components. */
export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore() needs a <SessionProvider> above it');
  return store;
}

/**
 * The current session (without its token); re-renders when it changes. A part of a server's page being hydrated renders
 * with the state the page started with (as the server did), then with the current one.
 */
export function useSession(): SessionView {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getView, store.getInitialView);
}
