// Webhook checks both gateways share: HMAC-SHA256 over the raw body compared in constant time, and a
// verified body read as JSON against the event's schema (anything else is refused like a bad
// signature: the sender is not the gateway we know). The sandbox's header carries `sha256=` + hex.
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { badSignature } from '../../refusals';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const EVENT_ID_HEADER = 'x-sandbox-event-id';
const PREFIX = 'sha256=';

export function hmacSha256Hex(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant time for equal lengths; a different length is a mismatch without comparing. */
export function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function signBody(secret: string, rawBody: string): string {
  return `${PREFIX}${hmacSha256Hex(secret, rawBody)}`;
}

export function signatureMatches(secret: string, rawBody: string, presented: string | undefined): boolean {
  return presented?.startsWith(PREFIX) === true && sameText(signBody(secret, rawBody), presented);
}

/** The verified body as the gateway's event, or a 401 naming what it is not. */
export function parseEvent<S extends v.GenericSchema>(rawBody: string, schema: S, gateway: string): v.InferOutput<S> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw badSignature('body is not JSON');
  }
  const result = v.safeParse(schema, parsed);
  if (!result.success) throw badSignature(`body is not a ${gateway} event`);
  return result.output;
}
