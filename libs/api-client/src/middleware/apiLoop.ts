import type { Middleware } from 'openapi-fetch';

/** Spec §7: more than this many calls to one path raise the API-loop event. */
export const API_LOOP_LIMIT = 20;
/** The sliding window the repeats are counted in. */
export const API_LOOP_WINDOW_MS = 10_000;

/** What the API-loop callback is told. */
export interface ApiLoop {
  method: string;
  /** The called pathname (no query: `rid` differs on every call), e.g. `/c/prime/offer/swiggy`. */
  pathname: string;
  /** The contract's path template. */
  path: string;
  /** Calls to this method and pathname inside the window, this one included (LIMIT + 1). */
  count: number;
}

export interface ApiLoopOptions {
  onApiLoop: (loop: ApiLoop) => void;
  limit?: number;
  windowMs?: number;
  /** The clock (tests pass a fake one). */
  now?: () => number;
}

/**
 * Counts calls per method + pathname in a sliding window; the call that makes more than `limit`
 * of them raises `onApiLoop`, once per method + pathname for the client's life (a page stuck in
 * a loop would otherwise report on every further call). The call itself always goes ahead.
 *
 * The concrete pathname, not the path template, is the key: a list that fetches 25 different
 * offers at once is not a loop, one URL fetched 21 times in 10 s is.
 */
export function apiLoop({ onApiLoop, limit = API_LOOP_LIMIT, windowMs = API_LOOP_WINDOW_MS, now = Date.now }: ApiLoopOptions): Middleware {
  const calls = new Map<string, number[]>();
  const raised = new Set<string>();
  return {
    onRequest({ request, schemaPath }) {
      try {
        const pathname = new URL(request.url).pathname;
        const key = `${request.method} ${pathname}`;
        if (raised.has(key)) return undefined;
        const at = now();
        const recent = (calls.get(key) ?? []).filter((time) => at - time < windowMs);
        recent.push(at);
        calls.set(key, recent);
        if (recent.length > limit) {
          raised.add(key);
          calls.delete(key);
          onApiLoop({ method: request.method, pathname, path: schemaPath, count: recent.length });
        }
      } catch {
        // Counting never breaks a call.
      }
      return undefined;
    },
  };
}
