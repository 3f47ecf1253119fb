// Social login (Google, Facebook): OpenID Connect authorization code with PKCE through openid-client.
// `begin` builds the provider's authorization URL and the sealed state the callback needs; `complete`
// checks the callback (state, code exchange with the PKCE verifier, the ID token's signature,
// issuer, audience and nonce), finds or creates the account by a verified email or mobile, and
// starts a session exactly as a verified code does (a ticket the session service consumes).
import type { LoginOrigin } from '@rewards/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import { randomToken, sha256Hex } from '../../shared/crypto';
import { TICKET_TTL_SECONDS, newSsoId, type SessionService } from '../auth';
import { SOCIAL_PATHS, type SocialLoginConfig, type SocialProviderId } from './provider-config';
import type { SocialRepository, SocialUserRow } from './repository';
import { decideAccount, identityFromClaims, type SocialIdentity } from './rules';
import type { SocialStateSealer } from './state-cookie';

/** Any way a social login can fail; the browser is sent back with the spec's message, the log says why. */
export class SocialLoginFailure extends Error {
  override readonly name = 'SocialLoginFailure';
}

/** The scopes asked of every provider: who, their email and (the sandbox, or a provider that has one) their phone. */
const SCOPES: Record<SocialProviderId, string> = { google: 'openid email profile', facebook: 'openid email' };
const SANDBOX_SCOPE = 'openid email phone profile';
/** The channel social logins belong to: only the core site offers them. */
const SOCIAL_CHANNEL = 'TIMES_PRIME';

export interface SocialClientsDeps {
  config: SocialLoginConfig | undefined;
  /** How the API reaches its own sandbox identity provider (in-process: it has no socket of its own in tests). */
  sandboxFetch: client.CustomFetch | undefined;
}

/** The openid-client configuration of each provider, discovered once (a failed discovery is tried again next time). */
export class SocialClients {
  private readonly configurations = new Map<SocialProviderId, Promise<client.Configuration>>();

  constructor(private readonly deps: SocialClientsDeps) {}

  settingsOf(provider: SocialProviderId) {
    return this.deps.config?.providers[provider];
  }

  callbackUrl(provider: SocialProviderId): string {
    if (!this.deps.config) throw new SocialLoginFailure('social login is not configured');
    return `${this.deps.config.siteOrigin}${SOCIAL_PATHS.callback(provider)}`;
  }

  configuration(provider: SocialProviderId): Promise<client.Configuration> {
    let pending = this.configurations.get(provider);
    if (!pending) {
      pending = this.discover(provider);
      this.configurations.set(provider, pending);
      pending.catch(() => this.configurations.delete(provider));
    }
    return pending;
  }

  private async discover(provider: SocialProviderId): Promise<client.Configuration> {
    const settings = this.settingsOf(provider);
    if (!settings) throw new SocialLoginFailure(`${provider} login is not configured`);
    const auth = client.ClientSecretBasic(settings.clientSecret);
    if (settings.sandbox) {
      const sandboxFetch = this.deps.sandboxFetch;
      if (!sandboxFetch) throw new SocialLoginFailure('the sandbox identity provider is not running');
      return client.discovery(new URL(settings.issuer), settings.clientId, undefined, auth, {
        [client.customFetch]: sandboxFetch,
        ...(settings.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {}),
      });
    }
    if (provider === 'facebook') {
      // Facebook's discovery document describes its implicit flow only; its code flow with PKCE
      // (developers.facebook.com, "OIDC Code Flow with PKCE") uses the Graph token endpoint.
      return new client.Configuration(
        {
          issuer: settings.issuer,
          authorization_endpoint: `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
          token_endpoint: `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/oauth/access_token`,
          jwks_uri: 'https://www.facebook.com/.well-known/oauth/openid/jwks/',
        },
        settings.clientId,
        undefined,
        client.ClientSecretPost(settings.clientSecret),
      );
    }
    return client.discovery(new URL(settings.issuer), settings.clientId, undefined, auth);
  }
}

/** The Graph API version of Facebook's endpoints. */
export const FACEBOOK_GRAPH_VERSION = 'v21.0';

export interface SocialLoginDeps {
  clients: SocialClients;
  sealer: SocialStateSealer;
  repository: SocialRepository;
  sessions: SessionService;
  now: () => Date;
  logger: FastifyBaseLogger;
}

export class SocialLoginService {
  constructor(private readonly deps: SocialLoginDeps) {}

  /** The provider's authorization URL (state, nonce, S256 code challenge) and the sealed state cookie. */
  async begin(provider: SocialProviderId, origin: LoginOrigin): Promise<{ location: string; stateCookie: string }> {
    const { clients, sealer } = this.deps;
    const configuration = await clients.configuration(provider);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: clients.callbackUrl(provider),
      response_type: 'code',
      scope: clients.settingsOf(provider)?.sandbox ? SANDBOX_SCOPE : SCOPES[provider],
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { location: url.href, stateCookie: await sealer.seal({ provider, state, nonce, codeVerifier, origin }) };
  }

  /** Finishes the login the callback's query answers; the refresh token of the new session. */
  async complete(provider: SocialProviderId, query: Record<string, string>, stateCookie: string | undefined): Promise<{ refreshToken: string; created: boolean }> {
    const { clients, sealer } = this.deps;
    const sealed = await sealer.open(stateCookie, provider);
    if (!sealed) throw new SocialLoginFailure('the state cookie is missing, expired or not this provider\'s');
    if (query['error']) throw new SocialLoginFailure(`${provider} answered ${query['error']}`);
    const configuration = await clients.configuration(provider);
    const currentUrl = new URL(clients.callbackUrl(provider));
    for (const [key, value] of Object.entries(query)) currentUrl.searchParams.set(key, value);
    let claims: Record<string, unknown> | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: sealed.codeVerifier,
        expectedState: sealed.state,
        expectedNonce: sealed.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims() as Record<string, unknown> | undefined;
    } catch (error) {
      throw new SocialLoginFailure(`the code exchange failed: ${(error as Error).message}`, { cause: error });
    }
    const identity = claims ? identityFromClaims(provider, claims) : undefined;
    if (!identity) throw new SocialLoginFailure('the ID token names nobody');
    const { ticketId, created } = await this.accountTicket(identity);
    try {
      const { refreshToken } = await this.deps.sessions.start({ ticketId, loginType: 'SSO', origin: sealed.origin, channel: SOCIAL_CHANNEL });
      return { refreshToken, created };
    } catch (error) {
      throw new SocialLoginFailure(`the session did not start: ${(error as Error).message}`, { cause: error });
    }
  }

  /** Finds, links or creates the account (rules.ts) and issues the ticket its session starts from. */
  private accountTicket(identity: SocialIdentity): Promise<{ ticketId: string; created: boolean }> {
    const now = this.deps.now();
    return this.deps.repository.transaction(async (tx) => {
      const linked = await tx.findLinkedUser(identity.provider, identity.subject);
      const byVerifiedEmail = !linked && identity.emailVerified && identity.email ? await tx.findUserByVerifiedEmail(identity.email) : undefined;
      const byVerifiedMobile = !linked && identity.mobileVerified && identity.mobile ? await tx.findUserByMobile(identity.mobile) : undefined;
      const decision = decideAccount(identity, { linked, byVerifiedEmail, byVerifiedMobile });
      if (decision.kind === 'refuse') throw new SocialLoginFailure(`refused: ${decision.reason}`);

      let user: SocialUserRow;
      let identifierType: 'mobile' | 'email';
      if (decision.kind === 'create') {
        user = await tx.insertUser({
          ssoId: newSsoId(),
          mobile: identity.mobileVerified ? (identity.mobile ?? null) : null,
          mobileVerified: identity.mobileVerified && identity.mobile !== undefined,
          // An email the provider did not verify is not kept: it would read as the member's own.
          email: identity.emailVerified ? (identity.email ?? null) : null,
          emailVerified: identity.emailVerified && identity.email !== undefined,
          firstName: identity.firstName ?? null,
          lastName: identity.lastName ?? null,
          createdAt: now,
          updatedAt: now,
        });
        identifierType = decision.proves;
      } else {
        const found = [linked, byVerifiedEmail, byVerifiedMobile].find((row) => row?.id === decision.accountId);
        if (!found) throw new Error('the decided account was not among the candidates');
        user = found;
        identifierType = decision.proves === 'identity' ? (user.mobileVerified || !user.emailVerified ? 'mobile' : 'email') : decision.proves;
        // A provider-verified email joins an account that has none (found by its mobile).
        if (decision.proves === 'mobile' && user.email === null && identity.emailVerified && identity.email && !(await tx.findUserByVerifiedEmail(identity.email))) {
          await tx.updateUser(user.id, { email: identity.email, emailVerified: true, updatedAt: now });
        }
      }
      await tx.linkIdentity(identity.provider, identity.subject, user.id, now);
      const ticketId = randomToken();
      await tx.insertTicket({ tokenHash: sha256Hex(ticketId), userId: user.id, identifierType, createdAt: now, expiresAt: new Date(now.getTime() + TICKET_TTL_SECONDS * 1000) });
      return { ticketId, created: decision.kind === 'create' };
    });
  }
}
