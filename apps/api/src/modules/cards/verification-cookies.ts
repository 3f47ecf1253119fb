// What the card network's sign-in carries between its steps, sealed (AES-256-GCM, keys from
// AUTH_SECRET through HKDF) in HttpOnly cookies scoped to the card paths: nothing is stored on the
// server, so any API instance can take any step.
// - The transaction (`rp_card_sso`, 10 minutes): the start's state, nonce and PKCE verifier, the
//   member and session that started it, the channel, the card and where to come back. SameSite=Lax,
//   because the network sends the browser back with a cross-site top-level GET.
// - The verified card (`rp_card_verified`, 15 minutes): the network's word that this member, in this
//   session, holds this card. SameSite=Strict: only the site's own activation call sends it.
import { hkdfSync, randomUUID } from 'node:crypto';
import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';

export const CARD_SSO_STATE_COOKIE = 'rp_card_sso';
export const CARD_VERIFIED_COOKIE = 'rp_card_verified';
export const CARD_SSO_STATE_TTL_SECONDS = 600;
export const CARD_VERIFIED_TTL_SECONDS = 900;
const COOKIE_PATH = '/nc/prime/card/';

export interface CardSsoTransaction {
  channelId: string;
  cardBin: string;
  memberId: number;
  /** The session family that started it: the verified card is bound to that session. */
  sessionId: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The site path the browser comes back to. */
  returnTo: string;
}

export interface VerifiedCard {
  channelId: string;
  cardBin: string;
  memberId: number;
  sessionId: string;
  /** The network's subject (who signed in there), kept for the log. */
  subject: string;
}

export function stateCookieOptions(maxAgeSeconds: number) {
  return { httpOnly: true, secure: true, sameSite: 'lax', path: COOKIE_PATH, maxAge: maxAgeSeconds } as const;
}

export function verifiedCookieOptions(maxAgeSeconds: number) {
  return { httpOnly: true, secure: true, sameSite: 'strict', path: COOKIE_PATH, maxAge: maxAgeSeconds } as const;
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isMemberId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export class CardVerificationSealer {
  private readonly transactionKey: Uint8Array;
  private readonly verifiedKey: Uint8Array;

  constructor(
    authSecret: string,
    private readonly now: () => Date,
  ) {
    // Two keys: a transaction can never be presented as a verified card, nor the other way round.
    this.transactionKey = new Uint8Array(hkdfSync('sha256', authSecret, 'rewards-api-auth', 'card-sso-transaction', 32));
    this.verifiedKey = new Uint8Array(hkdfSync('sha256', authSecret, 'rewards-api-auth', 'card-sso-verified', 32));
  }

  sealTransaction(transaction: CardSsoTransaction): Promise<string> {
    return this.seal({ ...transaction }, this.transactionKey, CARD_SSO_STATE_TTL_SECONDS);
  }

  /** The transaction in the cookie, or undefined when it is missing, tampered with, expired or another channel's. */
  async openTransaction(cookie: string | undefined, channelId: string): Promise<CardSsoTransaction | undefined> {
    const payload = await this.open(cookie, this.transactionKey);
    if (!payload) return undefined;
    const { channelId: sealedChannel, cardBin, memberId, sessionId, state, nonce, codeVerifier, returnTo } = payload;
    if (sealedChannel !== channelId || !isString(cardBin) || !isMemberId(memberId) || !isString(sessionId)) return undefined;
    if (!isString(state) || !isString(nonce) || !isString(codeVerifier) || !isString(returnTo)) return undefined;
    return { channelId, cardBin, memberId, sessionId, state, nonce, codeVerifier, returnTo };
  }

  sealVerified(card: VerifiedCard): Promise<string> {
    return this.seal({ ...card }, this.verifiedKey, CARD_VERIFIED_TTL_SECONDS);
  }

  /** The verified card in the cookie, or undefined when it is missing, tampered with or expired. */
  async openVerified(cookie: string | undefined): Promise<VerifiedCard | undefined> {
    const payload = await this.open(cookie, this.verifiedKey);
    if (!payload) return undefined;
    const { channelId, cardBin, memberId, sessionId, subject } = payload;
    if (!isString(channelId) || !isString(cardBin) || !isMemberId(memberId) || !isString(sessionId) || !isString(subject)) return undefined;
    return { channelId, cardBin, memberId, sessionId, subject };
  }

  private seal(claims: Record<string, unknown>, key: Uint8Array, ttlSeconds: number): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new EncryptJWT(claims)
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .encrypt(key);
  }

  private async open(cookie: string | undefined, key: Uint8Array): Promise<JWTPayload | undefined> {
    if (!cookie) return undefined;
    try {
      const { payload } = await jwtDecrypt(cookie, key, { currentDate: this.now(), requiredClaims: ['exp'] });
      return payload;
    } catch {
      return undefined;
    }
  }
}
