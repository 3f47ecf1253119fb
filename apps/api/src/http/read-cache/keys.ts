// What selects a read model's entry (its key), and what lets a request skip validation (its shape).
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../../i18n/language';

/**
 * Query parameters that name the request or the device, not what is asked for (`rid` is new on
 * every call, `deviceId` differs per device), with the longest value the contract allows.
 */
export const UNSELECTING_PARAMETERS: ReadonlyMap<string, number> = new Map([
  ['rid', 64],
  ['deviceId', 128],
]);
/** A request or device id as the clients make them (UUIDs): nothing to decode, nothing to refuse. */
const PLAIN_ID = /^[A-Za-z0-9._~-]*$/;

/**
 * What selects an answer: its language (`Accept-Language`, i18n/language.ts), the path, the query
 * without the request's own ids (sorted), and the body.
 */
export function keyOf(request: FastifyRequest): string {
  const [path = '', search = ''] = request.url.split('?', 2);
  const params = new URLSearchParams(search);
  const selecting = [...params.entries()].filter(([name]) => !UNSELECTING_PARAMETERS.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return `${languageOf(request.headers)} ${request.method} ${path}?${new URLSearchParams(selecting).toString()} ${body}`;
}

/**
 * The request as validation sees it, but for its request and device ids: the raw path and query
 * bytes with each `rid` and `deviceId` pair taken out, when each appears at most once with a plain
 * value the contract accepts (`undefined` otherwise: such a request takes the validated path).
 * Validation of a read is a function of its path and query alone (no header or cookie parameters,
 * no security on these operations), so two GETs with the same shape are both valid or both not.
 */
export function shapeOf(url: string): string | undefined {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const pair of url.slice(mark + 1).split('&')) {
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    const longest = UNSELECTING_PARAMETERS.get(name);
    if (longest === undefined) {
      kept.push(pair);
      continue;
    }
    const value = equals < 0 ? '' : pair.slice(equals + 1);
    if (seen.has(name) || value.length > longest || !PLAIN_ID.test(value)) return undefined;
    seen.add(name);
  }
  return `${url.slice(0, mark)}?${kept.join('&')}`;
}
