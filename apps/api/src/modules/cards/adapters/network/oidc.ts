// The card network's sign-in over OpenID Connect (authorization code with PKCE S256, state and
// nonce) through openid-client, as social login does. The network's ID token says which cards the
// signed-in holder has: `card_bins` (the first 6 digits of each) or `card_bin` (one card).
import * as client from 'openid-client';
import { CardNetworkFailure, type CardNetworkAssertion, type CardNetworkPort, type CardNetworkRequest } from './port';
import type { CardNetworkId, CardSsoConfig } from './settings';

/** What the card verification asks of the network: who signed in, and their cards. */
export const CARD_NETWORK_SCOPE = 'openid card';
const BIN = /^[0-9]{6}$/;

export interface OidcCardNetworkDeps {
  config: CardSsoConfig | undefined;
  /** How the API reaches its own sandbox network (in-process: it has no socket of its own in tests). */
  sandboxFetch: client.CustomFetch;
}

export class OidcCardNetwork implements CardNetworkPort {
  private readonly configurations = new Map<CardNetworkId, Promise<client.Configuration>>();

  constructor(private readonly deps: OidcCardNetworkDeps) {}

  available(network: CardNetworkId): boolean {
    return this.deps.config?.networks[network] !== undefined;
  }

  async begin(network: CardNetworkId, callbackUrl: string): Promise<CardNetworkRequest> {
    const configuration = await this.configuration(network);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: callbackUrl,
      response_type: 'code',
      scope: CARD_NETWORK_SCOPE,
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      // The holder signs in at the network every time: a remembered network session says nothing
      // about the card in hand now.
      prompt: 'login',
    });
    return { authorizationUrl: url.href, state, nonce, codeVerifier };
  }

  async complete(network: CardNetworkId, callbackUrl: string, query: Record<string, string>, expected: { state: string; nonce: string; codeVerifier: string }): Promise<CardNetworkAssertion> {
    if (query['error'] === 'access_denied') throw new CardNetworkFailure('CANCELLED', `${network} answered access_denied`);
    if (query['error']) throw new CardNetworkFailure('FAILED', `${network} answered ${query['error']}`);
    const configuration = await this.configuration(network);
    const currentUrl = new URL(callbackUrl);
    for (const [key, value] of Object.entries(query)) currentUrl.searchParams.set(key, value);
    let claims: Record<string, unknown> | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims() as Record<string, unknown> | undefined;
    } catch (error) {
      throw new CardNetworkFailure('FAILED', `the code exchange failed: ${(error as Error).message}`, { cause: error });
    }
    const subject = claims?.['sub'];
    if (!claims || typeof subject !== 'string') throw new CardNetworkFailure('FAILED', 'the ID token names nobody');
    return { subject, cardBins: cardBinsOf(claims) };
  }

  private configuration(network: CardNetworkId): Promise<client.Configuration> {
    let pending = this.configurations.get(network);
    if (!pending) {
      pending = this.discover(network);
      this.configurations.set(network, pending);
      // a failed discovery is tried again next time
      pending.catch(() => this.configurations.delete(network));
    }
    return pending;
  }

  private async discover(network: CardNetworkId): Promise<client.Configuration> {
    const settings = this.deps.config?.networks[network];
    if (!settings) throw new CardNetworkFailure('FAILED', `the ${network} sign-in is not configured`);
    const auth = client.ClientSecretBasic(settings.clientSecret);
    if (!settings.sandbox) return client.discovery(new URL(settings.issuer), settings.clientId, undefined, auth);
    return client.discovery(new URL(settings.issuer), settings.clientId, undefined, auth, {
      [client.customFetch]: this.deps.sandboxFetch,
      ...(settings.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {}),
    });
  }
}

/** The card BINs an ID token names (`card_bins`, or a single `card_bin`); anything not 6 digits is ignored. */
export function cardBinsOf(claims: Record<string, unknown>): string[] {
  const listed = Array.isArray(claims['card_bins']) ? claims['card_bins'] : [];
  const single = claims['card_bin'] === undefined ? [] : [claims['card_bin']];
  return [...new Set([...listed, ...single].filter((bin): bin is string => typeof bin === 'string' && BIN.test(bin)))];
}
