// The sandbox identity provider: a real OpenID Connect provider (oidc-provider) that this API serves
// in development at `/dev/oidc/google` and `/dev/oidc/facebook`, the way the sandbox gateway stands
// in for the payment gateway. Its sign-in page lets the person testing say who they are (an email
// and/or a mobile, each verified or not) and Continue, or Cancel (access_denied). Everything else
// (authorization endpoint, PKCE, codes, tokens, signed ID tokens, discovery, keys) is the library's.
// Its grants and accounts live in this process's memory: it is a development tool, never run in production.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { registerSandboxProviders, SandboxProvider, sandboxKeys } from '../../http/oidc-sandbox';
import { SOCIAL_PATHS, type SocialLoginConfig, type SocialProviderId } from './provider-config';
import { sandboxSignInPage, readSandboxForm, type SandboxAccountInput, type SandboxFormValues } from './sandbox-page';

export const SANDBOX_PROVIDER_NAMES: Record<SocialProviderId, string> = { google: 'Google', facebook: 'Facebook' };

export class SandboxIdentityProviders {
  /** The ID token claims of each subject the sandbox pages signed in, by provider. */
  private readonly accounts = new Map<string, Record<string, unknown>>();
  private readonly issuers = new Map<SocialProviderId, SandboxProvider<SandboxAccountInput, SandboxFormValues>>();

  /** One provider per sandboxed social provider of the config; undefined when none is sandboxed. */
  static async create(config: SocialLoginConfig | undefined, logger: FastifyBaseLogger): Promise<SandboxIdentityProviders | undefined> {
    const sandboxed = Object.entries(config?.providers ?? {}).filter(([, provider]) => provider.sandbox) as Array<[SocialProviderId, NonNullable<SocialLoginConfig['providers'][SocialProviderId]>]>;
    if (!config || sandboxed.length === 0) return undefined;
    const keys = await sandboxKeys('sandbox');
    const registry = new SandboxIdentityProviders();
    for (const [id, settings] of sandboxed) {
      const name = SANDBOX_PROVIDER_NAMES[id];
      const sandbox = new SandboxProvider<SandboxAccountInput, SandboxFormValues>({
        name,
        prefix: SOCIAL_PATHS.sandboxIssuerPath(id),
        issuer: settings.issuer,
        client: { clientId: settings.clientId, clientSecret: settings.clientSecret, redirectUri: `${config.siteOrigin}${SOCIAL_PATHS.callback(id)}` },
        // Like the real providers' ID tokens, the sandbox's carry the email and phone claims.
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          phone: ['phone_number', 'phone_number_verified'],
          profile: ['name', 'given_name', 'family_name'],
        },
        scopes: ['openid', 'email', 'phone', 'profile'],
        sessionSeconds: 3600,
        cancelled: 'The person cancelled the sign-in',
        keys,
        claimsOf: (accountId) => registry.accounts.get(`${id}:${accountId}`),
        page: ({ refused, ...input }) => sandboxSignInPage({ providerName: name, ...input, ...(refused ? { error: refused.message, values: refused.typed } : {}) }),
        read: readSandboxForm,
        save: (account) => registry.saveAccount(id, account),
      });
      sandbox.provider.on('server_error', (_ctx: unknown, error: Error) => logger.error({ err: error, provider: id }, 'sandbox identity provider failed'));
      registry.issuers.set(id, sandbox);
    }
    logger.warn({ providers: sandboxed.map(([id]) => id) }, 'social login: the sandbox identity provider is on (development only: it signs anyone in as anyone)');
    return registry;
  }

  /** The sandbox's routes: its sign-in page, and everything else handed to oidc-provider as it is. */
  register(app: FastifyInstance): Promise<void> {
    return registerSandboxProviders(app, [...this.issuers.values()]);
  }

  private saveAccount(id: SocialProviderId, input: SandboxAccountInput): string {
    // The same person (email or mobile) gets the same subject every time, as at a real provider.
    const accountId = createHash('sha256').update(`${id}:${input.email ?? ''}:${input.mobile ?? ''}`).digest('base64url').slice(0, 22);
    const claims: Record<string, unknown> = {};
    if (input.email) Object.assign(claims, { email: input.email, email_verified: input.emailVerified });
    if (input.mobile) Object.assign(claims, { phone_number: `+91${input.mobile}`, phone_number_verified: input.mobileVerified });
    if (input.givenName) Object.assign(claims, { given_name: input.givenName, name: [input.givenName, input.familyName].filter(Boolean).join(' ') });
    if (input.familyName) claims['family_name'] = input.familyName;
    this.accounts.set(`${id}:${accountId}`, claims);
    return accountId;
  }

  /** Where the API's client reaches a sandbox in-process (no socket: the sandbox may be behind the site's proxy only). */
  issuerOf(id: SocialProviderId): string | undefined {
    return this.issuers.get(id)?.provider.issuer;
  }
}
