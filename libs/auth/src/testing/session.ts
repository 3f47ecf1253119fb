// Sessions for tests and stories: a real store cut off from the browser.
import type { User } from '@rewards/api-contract';
import { createSessionStore, type SessionStore } from '../session';
import { loginResult } from './user';

/** A Storage kept in memory, so a test or story never shares state with another through the browser. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export type TestSessionStatus = 'loggedIn' | 'loggingIn' | 'loggedOut';

/**
 * A real session store that touches no storage, no other tab (a real BroadcastChannel would let
 * stories running side by side log each other in) and never reloads the page. Logged in as `user`
 * when one is given, unless `status` says otherwise; a visitor without one.
 */
export function testSessionStore(user?: User | null, status: TestSessionStatus = 'loggedIn'): SessionStore {
  const store = createSessionStore({ storage: undefined, channel: undefined, reload: () => undefined });
  if (status === 'loggingIn') store.beginLogin();
  if (status === 'loggedIn' && user) store.completeLogin(loginResult('SHOW_HOME', user));
  return store;
}
