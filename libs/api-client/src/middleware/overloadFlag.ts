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
 * Spec §7: any 429 answer marks the server overloaded. The middleware only tells `onOverload`
 * (the shell keeps the flag and redirects every route to /system-overload); the answer itself
 * still reaches the caller unchanged.
 */
export function overloadFlag(onOverload: (call: OverloadedCall) => void): Middleware {
  return {
    onResponse({ request, response, schemaPath }) {
      if (response.status === OVERLOAD_STATUS) {
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
