// Small secrets helpers more than one module uses: comparisons that take the same time whatever
// matches, 256-bit random tokens and their SHA-256 hashes (what is stored instead of the token).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function constantTimeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export function constantTimeEqualText(a: string, b: string): boolean {
  return constantTimeEqual(Buffer.from(a), Buffer.from(b));
}

/** 256 random bits, URL-safe: tickets and refresh tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
