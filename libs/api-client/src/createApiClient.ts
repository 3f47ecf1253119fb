import type { CategoryOffersRequest, paths } from '@rewards/api-contract';
import createClient from 'openapi-fetch';
import type { Client, Middleware } from 'openapi-fetch';
import type { SessionPort } from './auth/session';
import { createTokenRenewer, type LockManagerLike, type TokenRenewer } from './auth/tokenRenewer';
import { abTestHeader } from './middleware/abTestHeader';
import { acceptLanguage } from './middleware/acceptLanguage';
import { authHeaders } from './middleware/authHeaders';
import { commonParams } from './middleware/commonParams';
import { browserDeviceId } from './middleware/deviceId';
import { apiLoop, API_LOOP_WINDOW_MS, type ApiLoop } from './middleware/apiLoop';
import { errorReporter, postClientLog, type FailedCall } from './middleware/errorReporter';
import { jsonContentType } from './middleware/jsonContentType';
import { overloadFlag, type OverloadedCall } from './middleware/overloadFlag';
import { sessionBlocked } from './middleware/sessionBlocked';
import { tokenRenewal } from './middleware/tokenRenewal';

/** The typed client every query and mutation calls: `api.GET('/c/prime/home')`. */
export type ApiClient = Client<paths>;

export type Platform = CategoryOffersRequest['platform'];

export interface ApiClientOptions {
  /** Origin (and prefix) of the API; `''` for same-origin in the browser. */
  baseUrl: string;
  /** The partner's channel, sent as `cid`. */
  channel: string;
  /** Sent as `pid`; the web sites are always `WEB`. */
  platform?: Platform;
  /**
   * The device id, sent as `deviceId` when it returns one. Read on every call. Defaults to the
   * browser's (`rp_device_id` in localStorage, made on first use, the one analytics events carry);
   * none where there is no browser storage (server rendering).
   */
  getDeviceId?: () => string | undefined;
  /** The A/B test value sent as the `ab-test` header on every call; defaults to the stored one (`rp_ab_test`), else `OTHER`. */
  getAbTest?: () => string | undefined;
  /**
   * The page's language, sent as `Accept-Language` on every call so the API answers its texts (offers,
   * FAQ, error messages) in it: a BCP 47 tag (`hi-IN`, `en-IN`, `en-XA`), or a function read per call.
   * Without it the browser's own header goes out (and none from the server).
   */
  language?: string | (() => string | undefined);
  /** The fetch to use (tests pass a fake). Defaults to the global fetch, looked up per call. */
  fetch?: typeof globalThis.fetch;
  /** Send failed calls to `POST /api/client-logs` (default true). */
  logErrors?: boolean;
  /** Told about every failed call (network error or 5xx), whether or not it is sent. */
  onError?: (failure: FailedCall) => void;
  /**
   * Told on every 429 answer (spec §7: the server is overloaded); the shell keeps the flag and
   * sends every route to /system-overload.
   */
  onOverload?: (call: OverloadedCall) => void;
  /**
   * Told once per method + pathname when it is called more than 20 times within 10 s (spec §7, the
   * API-loop event). The client also dispatches `CustomEvent('apiLoop', { detail })` on `window`
   * and, when `logErrors` is on, reports it to `POST /api/client-logs`.
   */
  onApiLoop?: (loop: ApiLoop) => void;
  /**
   * The session (from @rewards/auth): with it, calls carry the bearer and mobile headers, and an
   * expired token is renewed once and the failed calls replayed.
   */
  session?: SessionPort;
  /** The lock that serialises renewals across tabs; defaults to `navigator.locks`. */
  locks?: LockManagerLike;
  /** A renewer built by the caller (to share it with session restore); built from `session` otherwise. */
  renewer?: TokenRenewer;
  /**
   * More middleware, run after the built-in ones on the way out (so they see `rid` and the other
   * common parameters) and before them on the way back. For later rules: auth headers, renewal.
   */
  middleware?: Middleware[];
}

/**
 * The API client for one site: an openapi-fetch client typed by the contract, with the spec's
 * cross-cutting rules (§7) as middleware.
 *
 * ```ts
 * const api = createApiClient({ baseUrl: '', channel: partner.channel });
 * ```
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  // Looked up per call rather than captured, so a fetch installed after start-up is used; and
  // called bare, because the browser's fetch throws "Illegal invocation" when called as a method.
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch });
  const renewer =
    options.renewer ??
    (options.session
    ? createTokenRenewer({
        baseUrl: options.baseUrl,
        fetch,
        session: options.session,
        query: { cid: options.channel, pid: options.platform ?? 'WEB' },
        ...(options.locks ? { locks: options.locks } : {}),
      })
    : undefined);
  client.use(...builtInMiddleware(options, fetch, renewer), ...(options.middleware ?? []));
  return client;
}

/**
 * The built-in rules, in order. openapi-fetch runs `onRequest` in this order and `onResponse` /
 * `onError` in reverse, so:
 * - the failure signals (429 overload flag, API-loop counter) come first: the flag sees the final
 *   answer, and the counter counts each call once, however it is replayed later;
 * - the reporter comes next, to see the final outcome after every later middleware (such as a
 *   future token renewal that replays a call) has had its say;
 * - the common parameters come next, so everything after them, and the report, sees the `rid`.
 * New rules go here, each in its own file under `middleware/` with its own test.
 */
function builtInMiddleware(options: ApiClientOptions, fetch: typeof globalThis.fetch, renewer: TokenRenewer | undefined): Middleware[] {
  const session: Middleware[] =
    options.session && renewer
      ? // the renewal comes last, so it sees the final request (with its token) and its replay
        // is what every earlier rule, the reporter included, sees on the way back; a blocked
        // answer to the final call ends the session
        [authHeaders(options.session), sessionBlocked(options.session), tokenRenewal({ renewer, fetch })]
      : [];
  const failureSignals: Middleware[] = [
    overloadFlag((call) => options.onOverload?.(call)),
    apiLoop({ onApiLoop: (loop) => raiseApiLoop(loop, options, fetch) }),
  ];
  return [
    ...failureSignals,
    errorReporter({
      baseUrl: options.baseUrl,
      fetch,
      send: options.logErrors ?? true,
      onError: options.onError,
    }),
    commonParams({
      channel: options.channel,
      platform: options.platform ?? 'WEB',
      getDeviceId: options.getDeviceId ?? (() => browserDeviceId()),
    }),
    abTestHeader(options.getAbTest),
    ...(options.language !== undefined ? [acceptLanguage(options.language)] : []),
    jsonContentType(),
    ...session,
  ];
}

/** The API-loop event: the caller's callback, a window event, and a client log. */
function raiseApiLoop(loop: ApiLoop, options: ApiClientOptions, fetch: typeof globalThis.fetch): void {
  try {
    options.onApiLoop?.(loop);
  } catch {
    // A broken listener never breaks the call.
  }
  if (typeof window !== 'undefined' && typeof CustomEvent === 'function') window.dispatchEvent(new CustomEvent(API_LOOP_EVENT, { detail: loop }));
  if (options.logErrors ?? true) {
    postClientLog(options.baseUrl, fetch, {
      error: `API loop: ${loop.method} ${loop.pathname} called ${loop.count} times within ${API_LOOP_WINDOW_MS / 1000} s`,
      errorInfo: JSON.stringify({ kind: 'apiLoop', method: loop.method, path: loop.path, count: loop.count }),
      url: loop.pathname,
    });
  }
}

/** The window event the API loop raises (spec §7). */
export const API_LOOP_EVENT = 'apiLoop';
