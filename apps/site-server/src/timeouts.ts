// How long the sites' servers wait on a client: its headers, its whole request (body included) and
// an idle kept-alive connection. Without them Node waits 60 s for headers and Fastify forever for a
// body, so a few hundred clients sending a byte a second hold sockets (and memory) indefinitely.
// The same settings and defaults as the API's (apps/api/README.md; docs/faults-and-timeouts.md).
import type { ServerOptions } from 'node:http';

export interface HttpTimeouts {
  /** From the connection (or the previous request) to the request's last header byte. */
  headersMs: number;
  /** From the connection (or the previous request) to the request's last body byte. */
  requestMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };

/** How often Node checks the headers and request deadlines (its default, 30 s, would let a 30 s deadline run to a minute). */
const DEADLINE_CHECK_MS = 1_000;

const SETTINGS = { headersMs: 'HTTP_HEADERS_TIMEOUT_MS', requestMs: 'HTTP_REQUEST_TIMEOUT_MS', keepAliveMs: 'HTTP_KEEP_ALIVE_TIMEOUT_MS' } as const;
const BOUNDS: Record<keyof HttpTimeouts, [number, number]> = { headersMs: [1_000, 600_000], requestMs: [1_000, 3_600_000], keepAliveMs: [1_000, 600_000] };

/** The timeouts from HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS and HTTP_KEEP_ALIVE_TIMEOUT_MS; an error names a bad one. */
export function httpTimeoutsFromEnv(env: Record<string, string | undefined>): HttpTimeouts {
  const timeouts = { ...DEFAULT_HTTP_TIMEOUTS };
  for (const key of Object.keys(SETTINGS) as Array<keyof HttpTimeouts>) {
    const raw = env[SETTINGS[key]];
    if (raw === undefined || raw === '') continue;
    const [min, max] = BOUNDS[key];
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) throw new Error(`${SETTINGS[key]}: must be a whole number of milliseconds from ${min} to ${max} (not ${raw})`);
    timeouts[key] = Number(raw);
  }
  if (timeouts.headersMs > timeouts.requestMs) throw new Error(`HTTP_HEADERS_TIMEOUT_MS: ${timeouts.headersMs} is longer than HTTP_REQUEST_TIMEOUT_MS (${timeouts.requestMs}); the headers are part of the request`);
  return timeouts;
}

/** Node's server options for these timeouts (for `http.createServer`, or Fastify's `http` option). */
export function serverOptionsFor(timeouts: HttpTimeouts): ServerOptions {
  return { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, keepAliveTimeout: timeouts.keepAliveMs, connectionsCheckingInterval: DEADLINE_CHECK_MS };
}
