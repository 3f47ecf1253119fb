// The sandbox card network: a real OpenID Connect provider (oidc-provider) this API serves in
// development at `/dev/oidc/visa`, the way the sandbox identity provider stands in for Google. Its
// sign-in page lets the person testing say which card they hold (its first 6 digits), and its ID
// tokens say so in `card_bins`; Cancel answers access_denied. Everything else (authorization
// endpoint, PKCE, single-use codes, signed ID tokens, discovery, keys) is the library's. Its grants
// live in this process's memory: a development tool, refused in production (config.ts).
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { registerSandboxProviders, SandboxProvider, sandboxKeys } from '../../../../http/oidc-sandbox';
import { readSandboxCardForm, sandboxCardSignInPage } from './sandbox-page';
import { CARD_NETWORK_NAMES, CARD_SSO_PATHS, type CardNetworkId, type CardSsoConfig } from './settings';

export class SandboxCardNetworks {
  /** The cards each sandbox subject said they hold. */
  private readonly accounts = new Map<string, string[]>();
  private readonly networks: Array<SandboxProvider<string, string>> = [];

  /** One provider per sandboxed network of the config; undefined when none is. */
  static async create(config: CardSsoConfig | undefined, logger: FastifyBaseLogger): Promise<SandboxCardNetworks | undefined> {
    const sandboxed = Object.entries(config?.networks ?? {}).filter(([, settings]) => settings.sandbox) as Array<[CardNetworkId, NonNullable<CardSsoConfig['networks'][CardNetworkId]>]>;
    if (!config || sandboxed.length === 0) return undefined;
    const keys = await sandboxKeys('sandbox-card');
    const registry = new SandboxCardNetworks();
    for (const [id, settings] of sandboxed) {
      const networkName = CARD_NETWORK_NAMES[id];
      const sandbox = new SandboxProvider<string, string>({
        name: networkName,
        prefix: CARD_SSO_PATHS.sandboxIssuerPath(id),
        issuer: settings.issuer,
        client: { clientId: settings.clientId, clientSecret: settings.clientSecret, redirectUri: `${config.siteOrigin}${CARD_SSO_PATHS.callback('VISA_SIGNATURE')}` },
        // The cards go in the ID token itself, which is what the verification reads.
        claims: { openid: ['sub'], card: ['card_bins'] },
        scopes: ['openid', 'card'],
        sessionSeconds: 600,
        cancelled: 'The cardholder cancelled the sign-in',
        keys,
        claimsOf: (accountId) => {
          const cardBins = registry.accounts.get(`${id}:${accountId}`);
          return cardBins ? { card_bins: cardBins } : undefined;
        },
        page: ({ refused, ...input }) => sandboxCardSignInPage({ networkName, ...input, ...(refused ? { error: refused.message, cardBin: refused.typed } : {}) }),
        read: readSandboxCardForm,
        save: (cardBin) => registry.saveAccount(id, cardBin),
      });
      // Each card channel has its own callback (`/nc/prime/card/{channel}/verification/callback`) and
      // the channels are data: the sandbox client takes any channel's callback on the site's origin
      // (oidc-provider's documented override); a real network registers each channel's URI.
      const callbacks = new RegExp(`^${escapeRegExp(config.siteOrigin)}/nc/prime/card/[A-Za-z0-9_-]{1,64}/verification/callback$`);
      sandbox.provider.Client.prototype.redirectUriAllowed = (value: string) => callbacks.test(value);
      sandbox.provider.on('server_error', (_ctx: unknown, error: Error) => logger.error({ err: error, network: id }, 'sandbox card network failed'));
      registry.networks.push(sandbox);
    }
    logger.warn({ networks: sandboxed.map(([id]) => id) }, 'card-linked offer: the sandbox card network is on (development only: it says anyone holds any card)');
    return registry;
  }

  /** The sandbox's routes: its sign-in page, and everything else handed to oidc-provider as it is. */
  register(app: FastifyInstance): Promise<void> {
    return registerSandboxProviders(app, this.networks);
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
