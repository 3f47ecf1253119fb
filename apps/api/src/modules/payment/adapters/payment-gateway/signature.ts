// HMAC-SHA256 webhook signatures over the raw body, compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const EVENT_ID_HEADER = 'x-sandbox-event-id';
const PREFIX = 'sha256=';

export function signBody(secret: string, rawBody: string): string {
  return `${PREFIX}${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

export function signatureMatches(secret: string, rawBody: string, presented: string | undefined): boolean {
  if (!presented?.startsWith(PREFIX)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'utf8');
  const given = Buffer.from(presented, 'utf8');
  // timingSafeEqual needs equal lengths; a different length is a mismatch without comparing.
  return expected.length === given.length && timingSafeEqual(expected, given);
}
