// The client's requests to the sandbox network go through the app in-process (`inject`), with the
// path of the issuer's URL: the issuer is the site's origin, which the API cannot count on reaching.
import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

export function inProcessFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers = Object.fromEntries(new Headers(options.headers as HeadersInit).entries());
    const body = options.body === undefined || options.body === null ? undefined : String(options.body);
    const answer = await app.inject({ method: options.method as 'GET' | 'POST', url: `${target.pathname}${target.search}`, headers, ...(body === undefined ? {} : { payload: body }) });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    return new Response(answer.rawPayload.length > 0 ? new Uint8Array(answer.rawPayload) : null, { status: answer.statusCode, headers: responseHeaders });
  };
}
