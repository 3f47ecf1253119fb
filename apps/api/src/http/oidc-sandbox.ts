// What the two sandbox OpenID Connect providers (social login's Google/Facebook stand-ins and the card
// network's) share: oidc-provider mounted under a path of this API, its sign-in interactions, and the
// in-process fetch the relying party reaches it with. Development only (each module refuses its
// sandbox in production).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { CustomFetch } from 'openid-client';
import { notFound } from './errors';
import { BASE_SECURITY_HEADERS } from './security-headers';

/**
 * The relying party's requests to a sandbox go through the app in-process (`inject`), with the path
 * of the issuer's URL: the issuer is the site's origin, which the API cannot count on reaching.
 */
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

/** The interaction behind a sandbox sign-in page; a stale or foreign one is a 404 (oidc-provider's own error says why). */
export async function sandboxInteraction(provider: Provider, request: FastifyRequest, reply: FastifyReply, label: string) {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch (error) {
    throw notFound(`${label} interaction: ${(error as Error).message}`, 'This sign-in has expired. Go back to the site and start again.');
  }
}

/** oidc-provider answers on the raw response (a redirect), so Fastify lets go of it. */
export async function finishSandboxInteraction(reply: FastifyReply, answer: () => Promise<void>): Promise<void> {
  reply.hijack();
  for (const [header, value] of Object.entries(BASE_SECURITY_HEADERS)) reply.raw.setHeader(header, value);
  await answer();
}

/**
 * Hands a request to oidc-provider under its mount path. The issuer is the site's origin (the
 * browser comes through the site's proxy, whose Host is the API's), so the request is told that
 * origin: every URL the provider builds is then the issuer's.
 */
export function handToSandboxProvider(provider: Provider, prefix: string, request: FastifyRequest, reply: FastifyReply): void {
  const issuer = new URL(provider.issuer);
  const raw = request.raw as typeof request.raw & { originalUrl?: string };
  raw.originalUrl = raw.url;
  raw.url = (raw.url ?? '').slice(prefix.length) || '/';
  raw.headers['x-forwarded-host'] = issuer.host;
  raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
  delete raw.headers['x-forwarded-for'];
  reply.hijack();
  for (const [header, value] of Object.entries(BASE_SECURITY_HEADERS)) reply.raw.setHeader(header, value);
  provider.callback()(raw, reply.raw);
}

/** The sandbox sign-in pages' shared look (plain HTML, no script): each page adds its own fields' rules. */
export const SANDBOX_PAGE_CSS = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.75rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.sandbox{background:#fff4d6;border:1px solid #b58100;padding:.5rem .75rem;border-radius:.5rem}
.error{color:#b3261e;font-weight:600}
label{display:block;margin-top:.75rem;font-weight:600}
.actions{display:flex;gap:.5rem;margin-top:1.25rem}
.actions button{flex:1;padding:.75rem;font:inherit;font-weight:600;border-radius:.5rem;border:2px solid #1a1a1a;cursor:pointer}
.continue{background:#1a1a1a;color:#fff}.cancel{background:#fff;color:#1a1a1a}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
`;
