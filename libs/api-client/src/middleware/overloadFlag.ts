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
    async onResponse({ request, response, schemaPath }) {
      if (response.status === OVERLOAD_STATUS && !(await isMemberLimit(response))) {
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
 * A 429 that is a rule about this member's own tries, not the server's load: the auth codes '405'
 * (resend too early) and '416' (too many tries or codes for this mobile) answer 429 too, and the
 * login screens show their messages. Only a 429 without such a code (`TP429`, or no error body)
 * marks the server overloaded.
 */
async function isMemberLimit(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { systemErrorCode?: unknown };
    return typeof body.systemErrorCode === 'string' && body.systemErrorCode !== 'TP429';
  } catch {
    return false;
  }
}
