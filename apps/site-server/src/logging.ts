// What a site server's logs hold: one JSON line per request (time, level, reqId, method, path,
// status, ms, site) and error lines, through Fastify's pino. Like the API's logs (apps/api/src/http/
// logging.ts), never a cookie, an Authorization header, a token or a query value: query values are
// replaced by `…` (names kept), long digit runs (a mobile) and six-digit codes are masked, and the
// pino paths that could carry credentials are redacted outright.
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, 8 to 64 characters (the API accepts the same: apps/api/src/http/request-id.ts). */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,64}$/;

/** The caller's X-Request-Id when well-formed (a load balancer's), else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && WELL_FORMED.test(given) ? given : randomUUID();
}

const LONG_DIGITS = /\d{10,}/g;
const CODE_LIKE = /(?<!\d)\d{6}(?!\d)/g;

export function maskText(text: string): string {
  return text.replace(LONG_DIGITS, (digits) => `${digits.slice(0, 2)}${'X'.repeat(digits.length - 4)}${digits.slice(-2)}`).replace(CODE_LIKE, 'XXXXXX');
}

/** The path with long digit runs masked; query values dropped, names kept (`?token=…&page=…`). */
export function safePath(url: string): string {
  const [pathname = '', query] = url.split('?', 2);
  const names = query === undefined ? [] : query.split('&').map((pair) => pair.split('=', 1)[0] ?? '');
  return maskText(pathname) + (names.length > 0 ? `?${names.map((name) => `${maskText(name)}=…`).join('&')}` : '');
}

/** An error as the logs may keep it: type, code, masked message and stack (no `detail`, no request). */
export function safeError(error: unknown): { type: string; message: string; stack: string; code?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown', stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: maskText(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    stack: maskText(error.stack ?? ''),
  };
}

export interface SiteLogOptions {
  site: string;
  level?: string;
  /** Where the lines go (stdout by default; tests collect them). */
  stream?: { write(line: string): void };
}

/** Fastify's logger settings for a site server: pino JSON with the site, redacted, no request bodies. */
export function siteLoggerOptions(options: SiteLogOptions): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: options.level ?? 'info',
    base: { service: 'site-server', site: options.site },
    ...(options.stream ? { stream: options.stream } : {}),
    serializers: { err: safeError, error: safeError, req: (request: { method: string; url: string }) => ({ method: request.method, path: safePath(request.url) }) },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', 'headers["set-cookie"]', 'body', 'req.body', 'token', '*.token', 'cookie', '*.cookie'],
      censor: '[redacted]',
    },
  };
}
