import type { Middleware } from 'openapi-fetch';

/** The answer that marks the server overloaded (spec §7). */
export const OVERLOAD_STATUS = 429;

/** What the overload callback is told: the call that was answered 429. */
export interface OverloadedCall {
  method: string;
  /** The contract's path template, e.g. `/c/prime/home`. */
  path: string;
}

/**
 * Spec §7: a 429 answer marks the server overloaded. The middleware only tells `onOverload` (the
 * shell keeps the flag and redirects every route to /system-overload); the answer itself still
 * reaches the caller unchanged. Which 429s count: see `marksOverload`.
 */
export function overloadFlag(onOverload: (call: OverloadedCall) => void): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      if (response.status === OVERLOAD_STATUS && (await marksOverload(schemaPath, response))) {
        try {
          onOverload({ method: request.method, path: schemaPath });
        } catch {
          // A broken listener never breaks the call.
        }
      }
      return undefined;
    },
  };
}

/**
 * A 429 marks the server overloaded when the site cannot render its pages: the refusal of a page's
 * content (a cacheable `/c/...` call), or any 429 that is not the API's own error body (a proxy or
 * load balancer shedding load). A 429 the API gives an action (`/nc/...`: a code check, an OTP, an
 * opt-out, a generation) is a limit on this visitor's tries with a message the screen shows, and
 * taking the whole site to the overload page would hide it.
 */
async function marksOverload(path: string, response: Response): Promise<boolean> {
  if (path.startsWith('/c/')) return true;
  try {
    const body = (await response.clone().json()) as { systemErrorCode?: unknown };
    return typeof body.systemErrorCode !== 'string';
  } catch {
    return true;
  }
}
