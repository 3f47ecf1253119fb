// The card network sign-in's settings (read by config.ts from the environment): for each card
// network, the OpenID Connect client that proves a member holds the card they entered, or the
// sandbox network this API serves in development. No network configured: nothing can be activated.

export const CARD_NETWORKS = ['VISA'] as const;
export type CardNetworkId = (typeof CARD_NETWORKS)[number];

export interface CardNetworkSettings {
  /** The OpenID Connect issuer; its discovery document names the endpoints. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The sandbox network served by this API at `issuer` (development only). */
  sandbox: boolean;
}

export interface CardSsoConfig {
  /**
   * The core site's public origin: the browser reaches the API through the site's proxy, so the
   * callback (`{siteOrigin}/nc/prime/card/{channel}/verification/callback`) and the sandbox issuer live there.
   */
  siteOrigin: string;
  /** A network that is absent cannot verify cards: its channels' activations are refused. */
  networks: Partial<Record<CardNetworkId, CardNetworkSettings>>;
}

export const CARD_SSO_PATHS = {
  start: (channelId: string) => `/nc/prime/card/${encodeURIComponent(channelId)}/verification/start`,
  callback: (channelId: string) => `/nc/prime/card/${encodeURIComponent(channelId)}/verification/callback`,
  sandboxIssuerPath: (network: CardNetworkId) => `/dev/oidc/${network.toLowerCase()}`,
} as const;

/** Each network's name as members read it ('Verify with Visa'). */
export const CARD_NETWORK_NAMES: Record<CardNetworkId, string> = { VISA: 'Visa' };

/** The network's name, or 'the card network' for one this API does not know. */
export function cardNetworkName(network: string): string {
  return isCardNetwork(network) ? CARD_NETWORK_NAMES[network] : 'the card network';
}

export function isCardNetwork(value: string): value is CardNetworkId {
  return (CARD_NETWORKS as readonly string[]).includes(value);
}

/** The environment variables this reads (config.ts's schema has checked their shapes). */
export interface CardSsoEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  CARD_SSO_SANDBOX?: 'true' | 'false' | undefined;
  CARD_SSO_SITE_ORIGIN?: string | undefined;
  SOCIAL_LOGIN_SITE_ORIGIN?: string | undefined;
  VISA_SSO_ISSUER?: string | undefined;
  VISA_SSO_CLIENT_ID?: string | undefined;
  VISA_SSO_CLIENT_SECRET?: string | undefined;
}

/**
 * The settings, or the problems (each naming its variable) that stop the start. The sandbox lets
 * whoever uses it claim any card, so it is refused in production; the real network needs its three
 * settings together; without either, card-linked activation is off.
 */
export function cardSsoConfigFrom(env: CardSsoEnv, sandboxClientSecret: string): { config: CardSsoConfig; problems: string[] } {
  const production = env.NODE_ENV === 'production';
  const problems: string[] = [];
  const sandbox = (env.CARD_SSO_SANDBOX ?? (production ? 'false' : 'true')) === 'true';
  if (sandbox && production) problems.push('CARD_SSO_SANDBOX: the sandbox card network says anyone holds any card; it is refused when NODE_ENV=production (set VISA_SSO_ISSUER, VISA_SSO_CLIENT_ID and VISA_SSO_CLIENT_SECRET)');
  const visa = { VISA_SSO_ISSUER: env.VISA_SSO_ISSUER, VISA_SSO_CLIENT_ID: env.VISA_SSO_CLIENT_ID, VISA_SSO_CLIENT_SECRET: env.VISA_SSO_CLIENT_SECRET };
  const missing = Object.entries(visa).filter(([, value]) => value === undefined).map(([name]) => name);
  const real = missing.length === 0;
  if (missing.length > 0 && missing.length < 3) problems.push(`${missing.join(', ')}: set together with the other VISA_SSO_* settings (issuer, client id and secret), or none`);
  const origin = env.CARD_SSO_SITE_ORIGIN ?? env.SOCIAL_LOGIN_SITE_ORIGIN;
  if (production && real && origin === undefined) problems.push('CARD_SSO_SITE_ORIGIN: is required with VISA_SSO_* in production (the origin the callback is registered on)');
  const siteOrigin = new URL(origin ?? 'http://localhost:4200').origin;
  const networks: CardSsoConfig['networks'] = {};
  if (real) {
    networks.VISA = { issuer: env.VISA_SSO_ISSUER as string, clientId: env.VISA_SSO_CLIENT_ID as string, clientSecret: env.VISA_SSO_CLIENT_SECRET as string, sandbox: false };
  } else if (sandbox) {
    networks.VISA = { issuer: `${siteOrigin}${CARD_SSO_PATHS.sandboxIssuerPath('VISA')}`, clientId: 'sandbox-visa', clientSecret: sandboxClientSecret, sandbox: true };
  }
  return { config: { siteOrigin, networks }, problems };
}
