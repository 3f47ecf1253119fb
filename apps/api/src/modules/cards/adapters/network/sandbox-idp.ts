// The sandbox card network: a real OpenID Connect provider (oidc-provider) this API serves in
// development at `/dev/oidc/visa`, the way the sandbox identity provider stands in for Google. Its
// sign-in page lets the person testing say which card they hold (its first 6 digits), and its ID
// tokens say so in `card_bins`; Cancel answers access_denied. Everything else (authorization
// endpoint, PKCE, single-use codes, signed ID tokens, discovery, keys) is the library's. Its grants
// live in this process's memory: a development tool, refused in production (config.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { sendHtml } from '../../../../http/html';
import { finishSandboxInteraction, handToSandboxProvider, sandboxInteraction } from '../../../../http/oidc-sandbox';
import { readSandboxCardForm, sandboxCardSignInPage } from './sandbox-page';
import { CARD_NETWORK_NAMES, CARD_SSO_PATHS, type CardNetworkId, type CardSsoConfig } from './settings';


interface SandboxIssuer {
  id: CardNetworkId;
  prefix: string;
  provider: Provider;
}

export class SandboxCardNetworks {
  /** The cards each sandbox subject said they hold. */
  private readonly accounts = new Map<string, string[]>();

  private constructor(private readonly issuers: SandboxIssuer[]) {}

  /** One provider per sandboxed network of the config; undefined when none is. */
  static async create(config: CardSsoConfig | undefined, logger: FastifyBaseLogger): Promise<SandboxCardNetworks | undefined> {
    const sandboxed = Object.entries(config?.networks ?? {}).filter(([, settings]) => settings.sandbox) as Array<[CardNetworkId, NonNullable<CardSsoConfig['networks'][CardNetworkId]>]>;
    if (!config || sandboxed.length === 0) return undefined;
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const signingKey = { ...(await exportJWK(privateKey)), kid: `sandbox-card-${randomBytes(4).toString('hex')}`, alg: 'RS256', use: 'sig' };
    const cookieKey = randomBytes(32).toString('base64url');
    const registry = new SandboxCardNetworks([]);
    for (const [id, settings] of sandboxed) {
      const prefix = CARD_SSO_PATHS.sandboxIssuerPath(id);
      const provider = new Provider(settings.issuer, registry.configuration(id, prefix, settings, `${config.siteOrigin}${CARD_SSO_PATHS.callback('VISA_SIGNATURE')}`, signingKey, cookieKey));
      // Each card channel has its own callback (`/nc/prime/card/{channel}/verification/callback`) and
      // the channels are data: the sandbox client takes any channel's callback on the site's origin
      // (oidc-provider's documented override); a real network registers each channel's URI.
      const callbacks = new RegExp(`^${escapeRegExp(config.siteOrigin)}/nc/prime/card/[A-Za-z0-9_-]{1,64}/verification/callback$`);
      provider.Client.prototype.redirectUriAllowed = (value: string) => callbacks.test(value);
      // The browser reaches it through the site's proxy: the URLs it builds are the issuer's (see `forward`).
      provider.proxy = true;
      provider.on('server_error', (_ctx: unknown, error: Error) => logger.error({ err: error, network: id }, 'sandbox card network failed'));
      registry.issuers.push({ id, prefix, provider });
    }
    logger.warn({ networks: sandboxed.map(([id]) => id) }, 'card-linked offer: the sandbox card network is on (development only: it says anyone holds any card)');
    return registry;
  }

  private configuration(
    id: CardNetworkId,
    prefix: string,
    settings: { clientId: string; clientSecret: string },
    exampleRedirectUri: string,
    signingKey: Record<string, unknown>,
    cookieKey: string,
  ): Configuration {
    return {
      clients: [
        {
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          redirect_uris: [exampleRedirectUri],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      // The cards go in the ID token itself, which is what the verification reads.
      conformIdTokenClaims: false,
      claims: { openid: ['sub'], card: ['card_bins'] },
      scopes: ['openid', 'card'],
      pkce: { required: () => true },
      // Short, like a sign-in in progress: nothing here outlives a test session.
      ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
      features: { devInteractions: { enabled: false } },
      cookies: { keys: [cookieKey] },
      jwks: { keys: [signingKey as never] },
      interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `${prefix}/interaction/${interaction.uid}` },
      findAccount: (_ctx: KoaContextWithOIDC, accountId: string) => {
        const cardBins = this.accounts.get(`${id}:${accountId}`);
        return cardBins ? { accountId, claims: () => ({ sub: accountId, card_bins: cardBins }) } : undefined;
      },
      renderError: (ctx: KoaContextWithOIDC, out) => {
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = `Sandbox ${CARD_NETWORK_NAMES[id]}: ${out.error}${out.error_description ? ` (${out.error_description})` : ''}`;
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
    const networkName = CARD_NETWORK_NAMES[id];
    const page = (uid: string, clientId: unknown, nonce: string, extra: { error?: string; cardBin?: string } = {}) =>
      sandboxCardSignInPage({ networkName, action: `${prefix}/interaction/${encodeURIComponent(uid)}`, clientId: String(clientId ?? ''), nonce, ...extra });

    scope.get<{ Params: { uid: string } }>(`${prefix}/interaction/:uid`, async (request, reply) => {
      const details = await sandboxInteraction(provider, request, reply, 'sandbox card network');
      return sendHtml(reply, (nonce) => page(details.uid, details.params['client_id'], nonce), { forms: true });
    });

    scope.post<{ Params: { uid: string } }>(`${prefix}/interaction/:uid`, async (request, reply) => {
      const details = await sandboxInteraction(provider, request, reply, 'sandbox card network');
      const form = await readSandboxCardForm(request.raw);
      if (form.kind === 'cancel') {
        return finishSandboxInteraction(reply, () => provider.interactionFinished(request.raw, reply.raw, { error: 'access_denied', error_description: 'The cardholder cancelled the sign-in' }, { mergeWithLastSubmission: false }));
      }
      if (form.kind === 'invalid') {
        return sendHtml(reply, (nonce) => page(details.uid, details.params['client_id'], nonce, { error: form.message, cardBin: form.cardBin }), { forms: true, status: 400 });
      }
      const accountId = this.saveAccount(id, form.cardBin);
      const grant = new provider.Grant({ accountId, clientId: String(details.params['client_id']) });
      grant.addOIDCScope(String(details.params['scope'] ?? 'openid'));
      const grantId = await grant.save();
      return finishSandboxInteraction(reply, () => provider.interactionFinished(request.raw, reply.raw, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false }));
    });

    const handOver = (request: FastifyRequest, reply: FastifyReply) => handToSandboxProvider(provider, prefix, request, reply);
    scope.all(prefix, handOver);
    scope.all(`${prefix}/*`, handOver);
  }

  private saveAccount(id: CardNetworkId, cardBin: string): string {
    // The same card gets the same subject every time, as one cardholder at a real network would.
    const accountId = createHash('sha256').update(`${id}:${cardBin}`).digest('base64url').slice(0, 22);
    this.accounts.set(`${id}:${accountId}`, [cardBin]);
    return accountId;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
