// The sandbox identity provider: a real OpenID Connect provider (oidc-provider) that this API serves
// in development at `/dev/oidc/google` and `/dev/oidc/facebook`, the way the sandbox gateway stands
// in for the payment gateway. Its sign-in page lets the person testing say who they are (an email
// and/or a mobile, each verified or not) and Continue, or Cancel (access_denied). Everything else
// (authorization endpoint, PKCE, codes, tokens, signed ID tokens, discovery, keys) is the library's.
// Its grants and accounts live in this process's memory: it is a development tool, never run in production.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { sendHtml } from '../../http/html';
import { finishSandboxInteraction, handToSandboxProvider, sandboxInteraction } from '../../http/oidc-sandbox';
import { SOCIAL_PATHS, type SocialLoginConfig, type SocialProviderId } from './provider-config';
import { sandboxSignInPage, type SandboxAccountInput, readSandboxForm } from './sandbox-page';

export const SANDBOX_PROVIDER_NAMES: Record<SocialProviderId, string> = { google: 'Google', facebook: 'Facebook' };

interface SandboxAccount {
  accountId: string;
  claims: Record<string, unknown>;
}

interface SandboxIssuer {
  id: SocialProviderId;
  prefix: string;
  provider: Provider;
}

export class SandboxIdentityProviders {
  private readonly accounts = new Map<string, SandboxAccount>();

  private constructor(private readonly issuers: SandboxIssuer[]) {}

  /** One provider per sandboxed social provider of the config; undefined when none is sandboxed. */
  static async create(config: SocialLoginConfig | undefined, logger: FastifyBaseLogger): Promise<SandboxIdentityProviders | undefined> {
    const sandboxed = Object.entries(config?.providers ?? {}).filter(([, provider]) => provider.sandbox) as Array<[SocialProviderId, NonNullable<SocialLoginConfig['providers'][SocialProviderId]>]>;
    if (!config || sandboxed.length === 0) return undefined;
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const signingKey = { ...(await exportJWK(privateKey)), kid: `sandbox-${randomBytes(4).toString('hex')}`, alg: 'RS256', use: 'sig' };
    const cookieKey = randomBytes(32).toString('base64url');
    const registry = new SandboxIdentityProviders([]);
    for (const [id, settings] of sandboxed) {
      const prefix = SOCIAL_PATHS.sandboxIssuerPath(id);
      const provider = new Provider(settings.issuer, registry.configuration(id, prefix, settings, `${config.siteOrigin}${SOCIAL_PATHS.callback(id)}`, signingKey, cookieKey));
      // The browser reaches it through the site's proxy: the URLs it builds are the issuer's (see `forward`).
      provider.proxy = true;
      provider.on('server_error', (_ctx: unknown, error: Error) => logger.error({ err: error, provider: id }, 'sandbox identity provider failed'));
      registry.issuers.push({ id, prefix, provider });
    }
    logger.warn({ providers: sandboxed.map(([id]) => id) }, 'social login: the sandbox identity provider is on (development only: it signs anyone in as anyone)');
    return registry;
  }

  private configuration(
    id: SocialProviderId,
    prefix: string,
    settings: { clientId: string; clientSecret: string },
    redirectUri: string,
    signingKey: Record<string, unknown>,
    cookieKey: string,
  ): Configuration {
    return {
      clients: [
        {
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          redirect_uris: [redirectUri],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      // Like the real providers' ID tokens, the sandbox's carry the email and phone claims.
      conformIdTokenClaims: false,
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        phone: ['phone_number', 'phone_number_verified'],
        profile: ['name', 'given_name', 'family_name'],
      },
      scopes: ['openid', 'email', 'phone', 'profile'],
      pkce: { required: () => true },
      // Short, like a sign-in in progress: nothing here outlives a test session.
      ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
      features: { devInteractions: { enabled: false } },
      cookies: { keys: [cookieKey] },
      jwks: { keys: [signingKey as never] },
      interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `${prefix}/interaction/${interaction.uid}` },
      findAccount: (_ctx: KoaContextWithOIDC, accountId: string) => {
        const account = this.accounts.get(`${id}:${accountId}`);
        return account ? { accountId, claims: () => ({ sub: accountId, ...account.claims }) } : undefined;
      },
      renderError: (ctx: KoaContextWithOIDC, out) => {
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = `Sandbox ${SANDBOX_PROVIDER_NAMES[id]}: ${out.error}${out.error_description ? ` (${out.error_description})` : ''}`;
      },
    };
  }

  /** The sandbox's routes: its sign-in page, and everything else handed to oidc-provider as it is. */
  async register(app: FastifyInstance): Promise<void> {
    await app.register(async (scope) => {
      // oidc-provider reads its own bodies (token requests): Fastify leaves every body unread here.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      for (const issuer of this.issuers) this.routes(scope, issuer);
    });
  }

  private routes(scope: FastifyInstance, { id, prefix, provider }: SandboxIssuer): void {
    const name = SANDBOX_PROVIDER_NAMES[id];
    scope.get<{ Params: { uid: string } }>(`${prefix}/interaction/:uid`, async (request, reply) => {
      const details = await sandboxInteraction(provider, request, reply, 'sandbox');
      return sendHtml(reply, (nonce) => sandboxSignInPage({ providerName: name, action: `${prefix}/interaction/${encodeURIComponent(details.uid)}`, clientId: String(details.params['client_id'] ?? ''), nonce }), { forms: true });
    });

    scope.post<{ Params: { uid: string } }>(`${prefix}/interaction/:uid`, async (request, reply) => {
      const details = await sandboxInteraction(provider, request, reply, 'sandbox');
      const form = await readSandboxForm(request.raw);
      if (form.kind === 'cancel') {
        return finishSandboxInteraction(reply, () => provider.interactionFinished(request.raw, reply.raw, { error: 'access_denied', error_description: 'The person cancelled the sign-in' }, { mergeWithLastSubmission: false }));
      }
      if (form.kind === 'invalid') {
        return sendHtml(
          reply,
          (nonce) => sandboxSignInPage({ providerName: name, action: `${prefix}/interaction/${encodeURIComponent(details.uid)}`, clientId: String(details.params['client_id'] ?? ''), nonce, error: form.message, values: form.values }),
          { forms: true, status: 400 },
        );
      }
      const accountId = this.saveAccount(id, form.account);
      const grant = new provider.Grant({ accountId, clientId: String(details.params['client_id']) });
      grant.addOIDCScope(String(details.params['scope'] ?? 'openid'));
      const grantId = await grant.save();
      return finishSandboxInteraction(reply, () => provider.interactionFinished(request.raw, reply.raw, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false }));
    });

    const handOver = (request: FastifyRequest, reply: FastifyReply) => handToSandboxProvider(provider, prefix, request, reply);
    scope.all(prefix, handOver);
    scope.all(`${prefix}/*`, handOver);
  }

  private saveAccount(id: SocialProviderId, input: SandboxAccountInput): string {
    // The same person (email or mobile) gets the same subject every time, as at a real provider.
    const accountId = createHash('sha256').update(`${id}:${input.email ?? ''}:${input.mobile ?? ''}`).digest('base64url').slice(0, 22);
    const claims: Record<string, unknown> = {};
    if (input.email) Object.assign(claims, { email: input.email, email_verified: input.emailVerified });
    if (input.mobile) Object.assign(claims, { phone_number: `+91${input.mobile}`, phone_number_verified: input.mobileVerified });
    if (input.givenName) Object.assign(claims, { given_name: input.givenName, name: [input.givenName, input.familyName].filter(Boolean).join(' ') });
    if (input.familyName) claims['family_name'] = input.familyName;
    this.accounts.set(`${id}:${accountId}`, { accountId, claims });
    return accountId;
  }

  /** Where the API's client reaches a sandbox in-process (no socket: the sandbox may be behind the site's proxy only). */
  issuerOf(id: SocialProviderId): string | undefined {
    return this.issuers.find((issuer) => issuer.id === id)?.provider.issuer;
  }
}
