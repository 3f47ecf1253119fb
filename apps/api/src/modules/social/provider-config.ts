// The social login settings (read by config.ts from the environment): which providers are on, and
// whether each is the real one or the sandbox identity provider this API runs in development.

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

export interface SocialProviderConfig {
  /** The OpenID Connect issuer; its discovery document names the endpoints. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The sandbox identity provider served by this API at `issuer` (development only). */
  sandbox: boolean;
}

export interface SocialLoginConfig {
  /**
   * The core site's public origin. The browser reaches the API through the site server's proxy, so
   * the callback (`{siteOrigin}/nc/um/social/v1/{provider}/callback`) and the sandbox issuer live there.
   */
  siteOrigin: string;
  /** A provider that is absent is off: its start sends the browser back with the failure message. */
  providers: Partial<Record<SocialProviderId, SocialProviderConfig>>;
}

export const SOCIAL_PATHS = {
  start: (provider: SocialProviderId) => `/nc/um/social/v1/${provider}/start`,
  callback: (provider: SocialProviderId) => `/nc/um/social/v1/${provider}/callback`,
  sandboxIssuerPath: (provider: SocialProviderId) => `/dev/oidc/${provider}`,
} as const;

export function isSocialProvider(value: string): value is SocialProviderId {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}
