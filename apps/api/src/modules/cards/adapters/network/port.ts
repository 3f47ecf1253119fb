// The card network's sign-in, as the card verification needs it: send the browser to the network,
// then read the network's answer into who signed in and which cards they hold. The OpenID Connect
// adapter (oidc.ts) is the only one: a real network and the sandbox differ by settings alone.
import type { CardNetworkId } from './settings';

/** The secrets the start seals into the browser's transaction cookie, and the URL to send it to. */
export interface CardNetworkRequest {
  authorizationUrl: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The network's verified word: who signed in there and the first 6 digits of the cards it says they hold. */
export interface CardNetworkAssertion {
  subject: string;
  cardBins: string[];
}

export interface CardNetworkPort {
  /** Is this network's sign-in configured? */
  available(network: CardNetworkId): boolean;
  begin(network: CardNetworkId, callbackUrl: string): Promise<CardNetworkRequest>;
  /**
   * Checks the callback's query against what the start sealed (state; the code exchanged with the
   * PKCE verifier; the ID token's signature, issuer, audience, expiry and nonce) and reads its cards.
   */
  complete(network: CardNetworkId, callbackUrl: string, query: Record<string, string>, expected: { state: string; nonce: string; codeVerifier: string }): Promise<CardNetworkAssertion>;
}

/** Why the network's sign-in gave no assertion: the person cancelled there, or anything else went wrong. */
export class CardNetworkFailure extends Error {
  override readonly name = 'CardNetworkFailure';

  constructor(
    readonly reason: 'CANCELLED' | 'FAILED',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
