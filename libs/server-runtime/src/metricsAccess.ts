// Who may read a process's Prometheus metrics (`/metrics` on the API and on the site servers): a
// caller on the same host, not through a proxy, or anyone with METRICS_TOKEN as a bearer.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Why a caller may not read the metrics, or undefined when it may. */
export function metricsRefusal(request: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string | undefined } }, token: string | undefined): string | undefined {
  if (token) {
    const given = Buffer.from(String(request.headers.authorization ?? ''));
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected) ? undefined : 'metrics need Authorization: Bearer <METRICS_TOKEN>';
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return LOOPBACK.test(request.socket.remoteAddress ?? '') && !proxied ? undefined : 'metrics are answered to loopback callers only (or set METRICS_TOKEN)';
}
