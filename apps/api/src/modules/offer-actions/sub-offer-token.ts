// Short-lived signed links to a partner: the token names the member and the offering and expires
// after a few minutes, so a link copied out of the browser is useless soon after. The key is derived
// from AUTH_SECRET for this purpose only (HKDF, like the auth keys), so it never signs anything else.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const SUB_OFFER_TOKEN_TTL_SECONDS = 5 * 60;

export interface SubOfferClaims {
  ssoId: string;
  offeringName: string;
  expiresAt: Date;
}

export function deriveSubOfferKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'rewards-api-auth', 'sub-offer-token-hmac', 32));
}

export class SubOfferTokens {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => Date,
  ) {}

  issue(ssoId: string, offeringName: string): { token: string; expiresAt: Date } {
    const expiresAt = new Date(Math.floor(this.now().getTime() / 1000) * 1000 + SUB_OFFER_TOKEN_TTL_SECONDS * 1000);
    const payload = Buffer.from(JSON.stringify({ sub: ssoId, off: offeringName.toLowerCase(), exp: expiresAt.getTime() / 1000 })).toString('base64url');
    return { token: `${payload}.${this.sign(payload)}`, expiresAt };
  }

  /** The claims of a valid, unexpired token for this offering; null otherwise. */
  verify(token: string, offeringName: string): SubOfferClaims | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const { sub, off, exp } = (claims ?? {}) as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof off !== 'string' || typeof exp !== 'number') return null;
    if (off !== offeringName.toLowerCase() || exp * 1000 <= this.now().getTime()) return null;
    return { ssoId: sub, offeringName: off, expiresAt: new Date(exp * 1000) };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
