// The session: who is logged in, with which access token. A small external store (no global
// Redux-style store): React reads it through `useSession()`, the API client through the
// `SessionPort` methods, and other tabs through a BroadcastChannel.
//
// The access token lives in memory only. The refresh token is an HttpOnly cookie page script
// never sees, so after a reload the session is restored by one renewal (see `restoreSession`).
// A non-secret hint in localStorage says whether there is a session worth restoring, so visitors
// do not send a renewal that can only fail.
import type { LoginResult, LoginType, User } from '@rewards/api-contract';
import type { RenewResult, SessionEndReason, SessionPort } from '@rewards/api-client';
import { saveSsoData } from './deviceMemory';

/** Logged out, logging in (the spec's loggedInWaiting), logged in. */
export type LoginStatus = 'loggedOut' | 'loggingIn' | 'loggedIn';

export interface SessionState {
  status: LoginStatus;
  accessToken: string | undefined;
  /** GUEST sessions may pay without being logged in members (spec §4: GUEST does not set logged in). */
  loginType: LoginType | undefined;
  user: User | undefined;
  /** Set when the server said the user is blocked (TP401). */
  blocked: boolean;
  /** Set when renewal found the refresh token invalid (spec: the renew-error flag). */
  renewError: boolean;
  /** Why the session last ended without the member asking; read once by the shell to navigate. */
  endedBy: SessionEndReason | undefined;
  /** The login type of the session that ended so (a blocked guest goes to /login, spec §4). */
  endedLoginType: LoginType | undefined;
  /**
   * The member just logged out and is being taken to the logged-out home: the page they leave
   * must not send them to /login on the way.
   */
  leaving: boolean;
  /**
   * A login just finished and the login flow is taking the member where they were going: the
   * page they logged in on (the logged-out home) must not send them to their home instead.
   */
  arriving: boolean;
}

/**
 * What pages render from (`useSession`): the state without the access token, and the same object
 * for as long as nothing in it changed. A token that arrives or is renewed, or the member's record
 * fetched again unchanged, re-renders nothing: every update through `useSyncExternalStore` is
 * synchronous, and on a member's page the token's arrival after hydration re-rendered each part
 * that reads the session and made React hydrate every part not yet hydrated in the same task
 * (270 ms under a phone's 4x CPU on the More Rewards member home).
 */
export type SessionView = Omit<SessionState, 'accessToken'>;

export interface SessionStore extends SessionPort {
  getState(): SessionState;
  /** The state as pages render it (see SessionView). */
  getView(): SessionView;
  /**
   * The view of the state the store started with: what the server rendered the page with (the hint, or the
   * member it rendered for). React hydrates with it (useSession's server snapshot), so a session
   * that changes while parts of the page are still hydrating cannot make them differ from the
   * server's markup; they render the change right after.
   */
  getInitialView(): SessionView;
  subscribe(listener: () => void): () => void;
  /** A login is under way (the popup is verifying, or a reload is restoring the session). */
  beginLogin(): void;
  /** A login answer arrived: keep the token and the user. A GUEST session is not "logged in". */
  completeLogin(result: LoginResult): void;
  /**
   * The user changed (profile edit, fresh fetch): replaces the member's record. `arriving`: the member has just become a member on this page (a
   * co-brand claim) and the page takes them on itself, as after a login.
   */
  setUser(user: User, options?: { arriving?: boolean }): void;
  /**
   * The member asked to log out: until `clear`, a renewal that fails (the logout revokes the
   * refresh token under a call still in flight) ends nothing on its own; the logout finishes it.
   */
  beginLogout(): void;
  /** Forget the session in this tab and every other tab (after the server revoked it). */
  clear(options?: { leaving?: boolean }): void;
  /** The logged-out member has arrived where logout sent them. */
  finishLeaving(): void;
  /** The member who just logged in has left the page they logged in on. */
  finishArriving(): void;
  /** The shell has acted on `endedBy`. */
  acknowledgeEnd(): void;
  /** True while a member's server-rendered page waits for its first token (see RenderedMember). */
  awaitingToken(): boolean;
}

/**
 * The member a server rendered the page for (`member` option): the store starts logged in as them,
 * so the first render in the browser is the server's page. Without `accessToken` (the browser: the
 * token never travels in the page) the store waits for the renewal that follows hydration, and calls
 * that need the token wait with it (`tokenPending`).
 */
export interface RenderedMember {
  user: User;
  loginType: LoginType;
  accessToken?: string;
}

export const SESSION_HINT_KEY = 'rp_session';
const CHANNEL_NAME = 'rewards-session';

type TabMessage =
  | { type: 'token'; accessToken: string; loginType: LoginType; user?: User }
  | { type: 'logout' };

const LOGGED_OUT: SessionState = {
  status: 'loggedOut',
  accessToken: undefined,
  loginType: undefined,
  user: undefined,
  blocked: false,
  renewError: false,
  endedBy: undefined,
  endedLoginType: undefined,
  leaving: false,
  arriving: false,
};

export interface SessionStoreOptions {
  /** Where the session hint is kept; `undefined` for nowhere. Defaults to localStorage. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  /** Defaults to a BroadcastChannel when the browser has one. */
  channel?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'> | undefined;
  reload?: () => void;
  /** Start as this member (a page the server rendered for them). */
  member?: RenderedMember;
  /**
   * Whether the page starts as a session being restored, when a server rendered it: the server read
   * the hint from its cookie, which can differ from the hint in storage (the cookie expires, storage
   * does not), and the first render in the browser must be the server's. Storage decides otherwise.
   */
  hinted?: boolean;
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  // An option given as `undefined` means "none" (tests, stories); left out means the browser's own.
  const storage = 'storage' in options ? options.storage : safeLocalStorage();
  const channel =
    'channel' in options ? options.channel : typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : undefined;
  const reload = options.reload ?? (() => window.location.reload());
  const listeners = new Set<() => void>();
  const member = options.member;
  let state: SessionState = member
    ? { ...LOGGED_OUT, status: 'loggedIn', user: member.user, loginType: member.loginType, accessToken: member.accessToken }
    : { ...LOGGED_OUT, status: (options.hinted ?? Boolean(storage?.getItem(SESSION_HINT_KEY))) ? 'loggingIn' : 'loggedOut' };
  let view = viewOf(state);
  const initialView = view;
  // A member rendered by the server without a token: logged in, the token on its way (restoreSession).
  let awaitingToken = Boolean(member && !member.accessToken);
  const tokenWaiters = new Set<(token: string | undefined) => void>();

  // The browser's own store mirrors the hint in a cookie, so a server rendering the page starts from
  // the same state (a member's loading frame) as the browser's first render.
  const hintCookie = !('storage' in options) && typeof document !== 'undefined';
  let hinted = Boolean(storage?.getItem(SESSION_HINT_KEY));
  const set = (next: Partial<SessionState>) => {
    const merged = { ...state, ...next };
    // the member's record fetched again, unchanged, stays the same object
    if (merged.user && state.user && merged.user !== state.user && JSON.stringify(merged.user) === JSON.stringify(state.user)) merged.user = state.user;
    state = merged;
    const nextView = viewOf(state);
    if ((Object.keys(nextView) as (keyof SessionView)[]).some((key) => nextView[key] !== view[key])) view = nextView;
    // The token arrived, or the session ended: calls waiting for the token go on (without one if it ended).
    if (awaitingToken && (state.accessToken || state.status === 'loggedOut')) {
      awaitingToken = false;
      tokenWaiters.forEach((resolve) => resolve(state.accessToken));
      tokenWaiters.clear();
    }
    const session = Boolean(state.accessToken) || awaitingToken;
    if (session) storage?.setItem(SESSION_HINT_KEY, '1');
    else storage?.removeItem(SESSION_HINT_KEY);
    if (hintCookie && hinted !== session) {
      hinted = session;
      document.cookie = `${SESSION_HINT_KEY}=${hinted ? '1; max-age=2592000' : '; max-age=0'}; path=/; samesite=lax`;
    }
    listeners.forEach((listener) => listener());
  };
  const post = (message: TabMessage) => channel?.postMessage(message);
  const statusFor = (loginType: LoginType, user: User | undefined): LoginStatus =>
    loginType === 'GUEST' ? 'loggedOut' : user ? 'loggedIn' : 'loggingIn';

  channel?.addEventListener('message', (event: MessageEvent<TabMessage>) => {
    const message = event.data;
    if (message.type === 'logout') {
      set({ ...LOGGED_OUT });
    } else if (message.type === 'token') {
      const user = message.user ?? state.user;
      set({ accessToken: message.accessToken, loginType: message.loginType, user, status: statusFor(message.loginType, user), renewError: false });
    }
  });

  let loggingOut = false;
  const endSession = (reason: SessionEndReason) => {
    if (loggingOut) return;
    set({ ...LOGGED_OUT, blocked: reason === 'blocked', renewError: reason === 'renew-error', endedBy: reason, endedLoginType: state.loginType });
    post({ type: 'logout' });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAccessToken: () => state.accessToken,
    tokenPending: () => (awaitingToken ? new Promise<string | undefined>((resolve) => tokenWaiters.add(resolve)) : undefined),
    awaitingToken: () => awaitingToken,
    getView: () => view,
    getInitialView: () => initialView,
    getMobile: () => state.user?.mobile ?? undefined,
    onRenewed(result: RenewResult) {
      set({ accessToken: result.accessToken, loginType: result.loginType, status: statusFor(result.loginType, state.user) });
      post({ type: 'token', accessToken: result.accessToken, loginType: result.loginType });
    },
    onSessionEnded: endSession,
    onReloadNeeded: reload,
    beginLogin() {
      if (state.status !== 'loggedIn') set({ status: 'loggingIn' });
    },
    completeLogin(result) {
      if (storage && result.loginType === 'SSO' && result.user.mobileVerified && result.user.mobile) saveSsoData({ mobile: result.user.mobile }, storage);
      set({
        accessToken: result.accessToken,
        loginType: result.loginType,
        user: result.user,
        status: statusFor(result.loginType, result.user),
        blocked: false,
        renewError: false,
        endedBy: undefined,
        endedLoginType: undefined,
        arriving: true,
      });
      post({ type: 'token', accessToken: result.accessToken, loginType: result.loginType, user: result.user });
    },
    setUser(user, options = {}) {
      set({ user, status: state.accessToken ? statusFor(state.loginType ?? 'SSO', user) : state.status, ...(options.arriving ? { arriving: true } : {}) });
    },
    beginLogout() {
      loggingOut = true;
    },
    clear(options = {}) {
      loggingOut = false;
      set({ ...LOGGED_OUT, leaving: options.leaving === true });
      post({ type: 'logout' });
    },
    finishLeaving() {
      if (state.leaving) set({ leaving: false });
    },
    finishArriving() {
      if (state.arriving) set({ arriving: false });
    },
    acknowledgeEnd() {
      if (state.endedBy) set({ endedBy: undefined, endedLoginType: undefined });
    },
  };
}

function viewOf({ accessToken: _token, ...rest }: SessionState): SessionView {
  return rest;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can throw when the browser blocks it (privacy settings, sandboxed frames).
    return undefined;
  }
}
