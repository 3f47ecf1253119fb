// The signed URL of a student request's document: an HMAC over the request id, the expiry and the
// staff session it was made for, so a URL copied out of the console is useless after 5 minutes and to
// anyone else's session (another reviewer, or the same reviewer after signing in again). The key is
// derived from AUTH_SECRET for this purpose only (HKDF, like the auth keys), so it signs nothing else.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const DOCUMENT_URL_TTL_SECONDS = 5 * 60;

export function deriveDocumentUrlKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'rewards-api-auth', 'staff-document-url-hmac', 32));
}

export interface SignedDocumentUrl {
  url: string;
  expiresAt: Date;
}

export class DocumentUrls {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => Date,
  ) {}

  /** The document's URL for this session, valid for 5 minutes from now. */
  issue(requestId: string, sessionId: number): SignedDocumentUrl {
    const expires = Math.floor(this.now().getTime() / 1000) + DOCUMENT_URL_TTL_SECONDS;
    const query = new URLSearchParams({ expires: String(expires), signature: this.sign(requestId, expires, sessionId) });
    return { url: `/nc/admin/v1/students/${encodeURIComponent(requestId)}/document?${query}`, expiresAt: new Date(expires * 1000) };
  }

  /** Whether the signature is this URL's, for this session, and it has not expired (nor claims more than 5 minutes). */
  verify(requestId: string, expires: number, signature: string, sessionId: number): boolean {
    const nowSeconds = this.now().getTime() / 1000;
    if (!Number.isSafeInteger(expires) || expires <= nowSeconds || expires > nowSeconds + DOCUMENT_URL_TTL_SECONDS) return false;
    const expected = Buffer.from(this.sign(requestId, expires, sessionId));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(requestId: string, expires: number, sessionId: number): string {
    return createHmac('sha256', this.key).update(`student-document\n${requestId}\n${expires}\n${sessionId}`).digest('base64url');
  }
}
