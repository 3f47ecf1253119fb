import type { Middleware } from 'openapi-fetch';

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

/**
 * Declares JSON for any call that sends a body without saying what it is (spec §7: "a JSON content
 * type for non-GET"). openapi-fetch already labels the bodies it serialises itself; this keeps the
 * rule true for bodies built any other way (a custom `bodySerializer`, bytes, a removed header).
 */
export function jsonContentType(): Middleware {
  return {
    onRequest({ request }) {
      // `body == null` also covers browsers without `Request.body` (Firefox): nothing to label.
      if (BODYLESS_METHODS.has(request.method) || request.body == null || request.headers.has('content-type')) {
        return undefined;
      }
      const headers = new Headers(request.headers);
      headers.set('content-type', 'application/json');
      // The request as input (not as init) keeps its body internal, so no streaming-body rules apply.
      return new Request(request, { headers });
    },
  };
}
