import type { LoginResult, User } from '@rewards/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { restoreSession } from './restoreSession';
import { createSessionStore, SESSION_HINT_KEY, type SessionStoreOptions } from './sessionStore';

const user = { ssoId: 'sso_1', mobile: '9876543210', firstName: 'Aarav', business: false } as User;
const login = (loginType: 'SSO' | 'GUEST' = 'SSO'): LoginResult => ({
  accessToken: `token-${loginType}`,
  tokenType: 'Bearer',
  expiresIn: 900,
  loginType,
  user,
  action: 'SHOW_HOME',
  actionType: 'NAVIGATE',
});

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** Two tabs joined by a fake BroadcastChannel that delivers to the other end only. */
function twoTabs() {
  const ends: Array<(data: unknown) => void> = [];
  const channel = (index: number): NonNullable<SessionStoreOptions['channel']> => ({
    postMessage: (data: unknown) => ends[1 - index]?.(data),
    addEventListener: ((_type: string, listener: (event: { data: unknown }) => void) => {
      ends[index] = (data) => listener({ data });
    }) as never,
  });
  return [createSessionStore({ storage: undefined, channel: channel(0) }), createSessionStore({ storage: undefined, channel: channel(1) })] as const;
}

describe('session store', () => {
  it('is logged out at first, logging in while a login runs, logged in after', () => {
    const store = createSessionStore({ storage: undefined, channel: undefined });
    expect(store.getState().status).toBe('loggedOut');
    store.beginLogin();
    expect(store.getState().status).toBe('loggingIn');
    store.completeLogin(login());
    expect(store.getState()).toMatchObject({ status: 'loggedIn', accessToken: 'token-SSO', user });
    expect(store.getMobile()).toBe('9876543210');
  });

  it('while a logout runs, a renewal failing under it ends nothing; the logout clears the session itself', () => {
    const store = createSessionStore({ storage: undefined, channel: undefined });
    store.completeLogin(login());
    store.beginLogout();
    store.onSessionEnded('renew-error');
    expect(store.getState()).toMatchObject({ status: 'loggedIn', endedBy: undefined, renewError: false });
    store.clear({ leaving: true });
    expect(store.getState()).toMatchObject({ status: 'loggedOut', leaving: true, endedBy: undefined });
    // The next session ends normally again.
    store.completeLogin(login());
    store.onSessionEnded('renew-error');
    expect(store.getState()).toMatchObject({ status: 'loggedOut', endedBy: 'renew-error', renewError: true });
  });

  it('keeps a GUEST token without setting logged in (spec §4)', () => {
    const store = createSessionStore({ storage: undefined, channel: undefined });
    store.completeLogin(login('GUEST'));
    expect(store.getState()).toMatchObject({ status: 'loggedOut', loginType: 'GUEST', accessToken: 'token-GUEST' });
    // a renewal and a fresh user record keep it a guest
    store.onRenewed({ accessToken: 'renewed-GUEST', tokenType: 'Bearer', expiresIn: 900, loginType: 'GUEST' });
    store.setUser(login('GUEST').user);
    expect(store.getState()).toMatchObject({ status: 'loggedOut', loginType: 'GUEST', accessToken: 'renewed-GUEST' });
  });

  it('remembers that the session a block ended was a guest, until the shell has acted on it', () => {
    const store = createSessionStore({ storage: undefined, channel: undefined });
    store.completeLogin(login('GUEST'));
    store.onSessionEnded('blocked');
    expect(store.getState()).toMatchObject({ status: 'loggedOut', loginType: undefined, accessToken: undefined, blocked: true, endedBy: 'blocked', endedLoginType: 'GUEST' });
    store.acknowledgeEnd();
    expect(store.getState()).toMatchObject({ endedBy: undefined, endedLoginType: undefined, blocked: true });
  });

  it('keeps only a non-secret hint in storage, never a token', () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage, channel: undefined });
    store.completeLogin(login());
    expect(storage.getItem(SESSION_HINT_KEY)).toBe('1');
    expect(createSessionStore({ storage, channel: undefined }).getState().status).toBe('loggingIn');
    store.clear();
    expect(storage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it.each([
    ['renew-error', { renewError: true, blocked: false }],
    ['blocked', { renewError: false, blocked: true }],
    ['renew-failed', { renewError: false, blocked: false }],
  ] as const)('ends the session for %s and records why', (reason, flags) => {
    const store = createSessionStore({ storage: undefined, channel: undefined });
    store.completeLogin(login());
    store.onSessionEnded(reason);
    expect(store.getState()).toMatchObject({ status: 'loggedOut', accessToken: undefined, user: undefined, endedBy: reason, ...flags });
    store.acknowledgeEnd();
    expect(store.getState().endedBy).toBeUndefined();
  });

  it('shares logins, renewals and logouts with other tabs', () => {
    const [first, second] = twoTabs();
    first.completeLogin(login());
    expect(second.getState()).toMatchObject({ status: 'loggedIn', accessToken: 'token-SSO', user });

    first.onRenewed({ accessToken: 'renewed', tokenType: 'Bearer', expiresIn: 900, loginType: 'SSO' });
    expect(second.getAccessToken()).toBe('renewed');

    second.clear();
    expect(first.getState().status).toBe('loggedOut');
  });

  it('notifies subscribers', () => {
    const store = createSessionStore({ storage: undefined, channel: undefined });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.completeLogin(login());
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('restoreSession', () => {
  it('renews from the cookie and fetches the user after a reload', async () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_HINT_KEY, '1');
    const store = createSessionStore({ storage, channel: undefined });
    const renew = vi.fn(async () => {
      store.onRenewed({ accessToken: 'fresh', tokenType: 'Bearer', expiresIn: 900, loginType: 'SSO' });
      return 'fresh';
    });

    await restoreSession(store, { currentUser: async () => user }, renew);

    expect(renew).toHaveBeenCalledWith(undefined);
    expect(store.getState()).toMatchObject({ status: 'loggedIn', accessToken: 'fresh', user });
  });

  it('sends nothing for a visitor', async () => {
    const store = createSessionStore({ storage: memoryStorage(), channel: undefined });
    const renew = vi.fn();
    await restoreSession(store, { currentUser: vi.fn() }, renew);
    expect(renew).not.toHaveBeenCalled();
  });

  it('ends as logged out when the cookie is gone', async () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_HINT_KEY, '1');
    const store = createSessionStore({ storage, channel: undefined });
    await restoreSession(store, { currentUser: vi.fn() }, async () => null);
    expect(store.getState().status).toBe('loggedOut');
    expect(storage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('keeps the session when the user fetch fails once (a page left mid-request aborts it), and ends it when it fails again', async () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_HINT_KEY, '1');
    const store = createSessionStore({ storage, channel: undefined });
    const renew = async () => {
      store.onRenewed({ accessToken: 'fresh', tokenType: 'Bearer', expiresIn: 900, loginType: 'SSO' });
      return 'fresh';
    };
    const onceAborted = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(user);
    const restoring = restoreSession(store, { currentUser: onceAborted }, renew, { retryAfterMs: 500 });
    // between the two asks, the hint the next page reads is still there
    await vi.waitFor(() => expect(onceAborted).toHaveBeenCalledTimes(1));
    expect(storage.getItem(SESSION_HINT_KEY)).toBe('1');
    await restoring;
    expect(onceAborted).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({ status: 'loggedIn', user });

    const storage2 = memoryStorage();
    storage2.setItem(SESSION_HINT_KEY, '1');
    const store2 = createSessionStore({ storage: storage2, channel: undefined });
    const renew2 = async () => {
      store2.onRenewed({ accessToken: 'fresh', tokenType: 'Bearer', expiresIn: 900, loginType: 'SSO' });
      return 'fresh';
    };
    await restoreSession(store2, { currentUser: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')) }, renew2, { retryAfterMs: 10 });
    expect(store2.getState().status).toBe('loggedOut');
    expect(storage2.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('renews without a hint on the landing of a social login, whose callback set the cookie', async () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage, channel: undefined });
    const renew = vi.fn(async () => {
      store.onRenewed({ accessToken: 'social', tokenType: 'Bearer', expiresIn: 900, loginType: 'SSO' });
      return 'social';
    });
    await restoreSession(store, { currentUser: async () => user }, renew, { afterSocialLogin: true });
    expect(renew).toHaveBeenCalledWith(undefined);
    expect(store.getState()).toMatchObject({ status: 'loggedIn', accessToken: 'social', user });
    expect(storage.getItem(SESSION_HINT_KEY)).toBe('1');
  });
});

describe('a member the server rendered the page for', () => {
  it('starts logged in as them without a token, keeps the hint, and lets calls wait for the token the renewal brings', async () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage, channel: undefined, member: { user, loginType: 'SSO' } });
    expect(store.getState()).toMatchObject({ status: 'loggedIn', user, accessToken: undefined });
    expect(store.awaitingToken()).toBe(true);
    const pending = store.tokenPending?.();
    expect(pending).toBeInstanceOf(Promise);
    // the renewal after hydration
    const renew = vi.fn(async () => {
      store.onRenewed({ accessToken: 'fresh', tokenType: 'Bearer', expiresIn: 900, loginType: 'SSO' });
      return 'fresh';
    });
    await restoreSession(store, { currentUser: async () => ({ ...user, firstName: 'Aaru' }) }, renew);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(await pending).toBe('fresh');
    expect(store.getState()).toMatchObject({ status: 'loggedIn', accessToken: 'fresh', user: { firstName: 'Aaru' } });
    expect(store.awaitingToken()).toBe(false);
    expect(store.tokenPending?.()).toBeUndefined();
    expect(storage.getItem(SESSION_HINT_KEY)).toBe('1');
  });

  it('renders nothing again when only the token arrives or the same record comes back: the view pages read stays the same object', async () => {
    const store = createSessionStore({ storage: memoryStorage(), channel: undefined, member: { user, loginType: 'SSO' } });
    const first = store.getView();
    expect(first).toBe(store.getInitialView());
    expect(first).not.toHaveProperty('accessToken');
    await restoreSession(store, { currentUser: async () => ({ ...user }) }, async () => {
      store.onRenewed({ accessToken: 'fresh', tokenType: 'Bearer', expiresIn: 900, loginType: 'SSO' });
      return 'fresh';
    });
    expect(store.getState().accessToken).toBe('fresh');
    expect(store.getView()).toBe(first);
    store.onRenewed({ accessToken: 'fresher', tokenType: 'Bearer', expiresIn: 900, loginType: 'SSO' });
    expect(store.getView()).toBe(first);
    // a record that changed is a new view
    store.setUser({ ...user, firstName: 'Aaru' });
    expect(store.getView()).not.toBe(first);
    expect(store.getView().user?.firstName).toBe('Aaru');
    expect(store.getInitialView()).toBe(first);
  });

  it('ends as a logged-out visitor when the renewal fails, and the waiting calls go on without a token', async () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage, channel: undefined, member: { user, loginType: 'SSO' } });
    const pending = store.tokenPending?.();
    await restoreSession(store, { currentUser: async () => user }, async () => {
      store.onSessionEnded('renew-error');
      return null;
    });
    expect(await pending).toBeUndefined();
    expect(store.getState()).toMatchObject({ status: 'loggedOut', renewError: true });
    expect(storage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('on the server, holds the render token and waits for nothing', () => {
    const store = createSessionStore({ storage: undefined, channel: undefined, member: { user, loginType: 'SSO', accessToken: 'render-token' } });
    expect(store.getState()).toMatchObject({ status: 'loggedIn', accessToken: 'render-token' });
    expect(store.awaitingToken()).toBe(false);
    expect(store.tokenPending?.()).toBeUndefined();
  });
});
