// The headers every API answer carries, and CORS. JSON answers may not be framed, sniffed or used as
// a document that loads anything; the HTML pages replace the policy with their own nonce-based one
// (http/html.ts); HSTS goes out only on requests that arrived over HTTPS, which behind a proxy means
// a proxy TRUST_PROXY believes said so in X-Forwarded-Proto.
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** A JSON answer (or an image) loads nothing and may not be framed. */
export const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Set on every answer before any handler runs, so errors and 404s carry them too. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': JSON_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

export async function securityHeaders(app: FastifyInstance, corsOrigins: readonly string[]): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    void reply.headers(BASE_SECURITY_HEADERS);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
  });
  // Closed by default: with no origins listed, no answer carries an Access-Control-* header and
  // browsers keep other sites' pages from reading the API. Listed origins may send the refresh
  // cookie (credentials) and the headers the contract uses.
  if (corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: [...corsOrigins],
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'idempotency-key', 'mobile'],
      exposedHeaders: ['retry-after'],
      maxAge: 600,
      strictPreflight: true,
    });
  }
}
