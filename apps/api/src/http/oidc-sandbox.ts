// What the two sandbox OpenID Connect providers (social login's Google/Facebook stand-ins and the card
// network's) share: oidc-provider mounted under a path of this API, its sign-in interactions, and the
// in-process fetch the relying party reaches it with. Development only (each module refuses its
// sandbox in production).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { CustomFetch } from 'openid-client';
import { notFound } from './errors';
import { sendHtml } from './html';
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

/** The keys a process's sandbox providers sign ID tokens and their cookies with (made at start, never stored). */
export interface SandboxKeys {
  signingKey: Record<string, unknown>;
  cookieKey: string;
}

export async function sandboxKeys(kidPrefix: string): Promise<SandboxKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: `${kidPrefix}-${randomBytes(4).toString('hex')}`, alg: 'RS256', use: 'sig' };
  return { signingKey, cookieKey: randomBytes(32).toString('base64url') };
}

/** A sandbox sign-in page's post: Cancel, who to sign in as, or a refusal shown again with what was typed. */
export type SandboxAnswer<Account, Typed> = { kind: 'cancel' } | { kind: 'continue'; account: Account } | { kind: 'invalid'; message: string; typed: Typed };

/** A sandbox page's posted form, read up to `limitBytes`; undefined when it is longer. */
export async function readSandboxFormBody(request: IncomingMessage, limitBytes: number): Promise<URLSearchParams | undefined> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > limitBytes) return undefined;
  }
  return new URLSearchParams(body);
}

export interface SandboxProviderOptions<Account, Typed> {
  /** Shown in the provider's error page ('Google', 'Visa'). */
  name: string;
  /** Where this API serves it (`/dev/oidc/google`). */
  prefix: string;
  issuer: string;
  client: { clientId: string; clientSecret: string; redirectUri: string };
  claims: NonNullable<Configuration['claims']>;
  scopes: string[];
  /** How long a sign-in's session and grant last, in seconds. */
  sessionSeconds: number;
  /** Why a Cancel ends the sign-in (`error_description` of its access_denied). */
  cancelled: string;
  keys: SandboxKeys;
  /** The ID token's claims of an account the page signed in as; undefined for an unknown one. */
  claimsOf(accountId: string): Record<string, unknown> | undefined;
  /** The sign-in page: empty, or again with a refusal and what was typed. */
  page(input: { action: string; clientId: string; nonce: string; refused?: { message: string; typed: Typed } }): string;
  read(request: IncomingMessage): Promise<SandboxAnswer<Account, Typed>>;
  /** Keeps the account the page said, and names its subject. */
  save(account: Account): string;
}

/**
 * One sandbox OpenID Connect provider: a real oidc-provider (authorization endpoint, PKCE, single-use
 * codes, signed ID tokens, discovery, keys) with this API's sign-in page as its interaction. Its
 * grants live in this process's memory.
 */
export class SandboxProvider<Account, Typed> {
  readonly provider: Provider;

  constructor(private readonly options: SandboxProviderOptions<Account, Typed>) {
    const { name, prefix, client, keys } = options;
    this.provider = new Provider(options.issuer, {
      clients: [
        {
          client_id: client.clientId,
          client_secret: client.clientSecret,
          redirect_uris: [client.redirectUri],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      // The claims go in the ID token itself, as the real providers' do: that is what the sites read.
      conformIdTokenClaims: false,
      claims: options.claims,
      scopes: options.scopes,
      pkce: { required: () => true },
      // Short, like a sign-in in progress: nothing here outlives a test session.
      ttl: { AuthorizationCode: 60, Interaction: 600, Session: options.sessionSeconds, Grant: options.sessionSeconds, AccessToken: 600, IdToken: 600 },
      features: { devInteractions: { enabled: false } },
      cookies: { keys: [keys.cookieKey] },
      jwks: { keys: [keys.signingKey as never] },
      interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `${prefix}/interaction/${interaction.uid}` },
      findAccount: (_ctx: KoaContextWithOIDC, accountId: string) => {
        const claims = options.claimsOf(accountId);
        return claims ? { accountId, claims: () => ({ sub: accountId, ...claims }) } : undefined;
      },
      renderError: (ctx: KoaContextWithOIDC, out) => {
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = `Sandbox ${name}: ${out.error}${out.error_description ? ` (${out.error_description})` : ''}`;
      },
    });
    // The browser reaches it through the site's proxy: the URLs it builds are the issuer's (handToSandboxProvider).
    this.provider.proxy = true;
  }

  /** Its sign-in page (GET and POST), and everything else handed to oidc-provider as it is. */
  routes(scope: FastifyInstance): void {
    const { prefix, name } = this.options;
    const provider = this.provider;
    const label = `sandbox ${name}`;
    const page = (uid: string, clientId: unknown, nonce: string, refused?: { message: string; typed: Typed }) =>
      this.options.page({ action: `${prefix}/interaction/${encodeURIComponent(uid)}`, clientId: String(clientId ?? ''), nonce, ...(refused ? { refused } : {}) });

    scope.get<{ Params: { uid: string } }>(`${prefix}/interaction/:uid`, async (request, reply) => {
      const details = await sandboxInteraction(provider, request, reply, label);
      return sendHtml(reply, (nonce) => page(details.uid, details.params['client_id'], nonce), { forms: true });
    });

    scope.post<{ Params: { uid: string } }>(`${prefix}/interaction/:uid`, async (request, reply) => {
      const details = await sandboxInteraction(provider, request, reply, label);
      const answer = await this.options.read(request.raw);
      if (answer.kind === 'cancel') {
        return finishSandboxInteraction(reply, () => provider.interactionFinished(request.raw, reply.raw, { error: 'access_denied', error_description: this.options.cancelled }, { mergeWithLastSubmission: false }));
      }
      if (answer.kind === 'invalid') {
        return sendHtml(reply, (nonce) => page(details.uid, details.params['client_id'], nonce, { message: answer.message, typed: answer.typed }), { forms: true, status: 400 });
      }
      const accountId = this.options.save(answer.account);
      const grant = new provider.Grant({ accountId, clientId: String(details.params['client_id']) });
      grant.addOIDCScope(String(details.params['scope'] ?? 'openid'));
      const grantId = await grant.save();
      return finishSandboxInteraction(reply, () => provider.interactionFinished(request.raw, reply.raw, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false }));
    });

    const handOver = (request: FastifyRequest, reply: FastifyReply) => handToSandboxProvider(provider, prefix, request, reply);
    scope.all(prefix, handOver);
    scope.all(`${prefix}/*`, handOver);
  }
}

/** Mounts sandbox providers: oidc-provider reads its own bodies (token requests), so Fastify leaves every body unread there. */
export async function registerSandboxProviders(app: FastifyInstance, sandboxes: ReadonlyArray<{ routes(scope: FastifyInstance): void }>): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const sandbox of sandboxes) sandbox.routes(scope);
  });
}

/** The sandbox sign-in pages' Continue and Cancel (Cancel skips the fields' checks). */
export const SANDBOX_FORM_ACTIONS = `<div class="actions">
<button class="continue" type="submit" name="action" value="continue">Continue</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>`;

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
