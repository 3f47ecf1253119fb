// Answering a hit: through Fastify (its ETag, 304 to If-None-Match, the encoding the client takes),
// or, for a plain GET whose entry has gone out through the app once in that encoding, straight on the
// socket with the bytes and headers that answer had.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_FROM_BYTES, compressOnce, type Encoding, type Entry } from './store';

/** A hit answered through the app whose headers its entry is to keep for the wire (see `Entry.wire`). */
const WIRE = Symbol('readCacheWire');
type WiredRequest = FastifyRequest & { [WIRE]?: { entry: Entry; encoding: Encoding } };

/** The client's preferred encoding among those held: brotli, then gzip, else none. */
function encodingFor(request: FastifyRequest | IncomingMessage, entry: Entry): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '').toLowerCase();
  if (entry.br && /\bbr\b/.test(accepted)) return 'br';
  if (entry.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * A request whose answer, on a hit, depends on nothing but the entry and the encoding: a GET over
 * plain HTTP with no Origin (CORS headers), no If-None-Match (a 304) and no X-Forwarded-Proto (HSTS
 * behind a proxy). Everything else takes the app's path.
 */
export function plainRead(request: IncomingMessage): boolean {
  const { headers } = request;
  return (
    request.method === 'GET' &&
    headers.origin === undefined &&
    headers['if-none-match'] === undefined &&
    headers['x-forwarded-proto'] === undefined &&
    !(request.socket as TLSSocket | undefined)?.encrypted
  );
}

/** Adds a header name to Vary, keeping what is there (CORS varies by Origin). */
function varyWith(existing: unknown, name: string): string {
  const names = String(existing ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return names.some((part) => part.toLowerCase() === name.toLowerCase()) ? names.join(', ') : [...names, name].join(', ');
}

/** Answers a hit through Fastify: its ETag, 304 to If-None-Match, the encoding the client takes. */
export async function answerHit(entry: Entry, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const compressing = compressOnce(entry, request.log);
  const wantsEncoding = /\b(br|gzip)\b/i.test(String(request.headers['accept-encoding'] ?? ''));
  if (!entry.br && entry.identity.length >= COMPRESS_FROM_BYTES && request.headers['if-none-match'] !== entry.etag && wantsEncoding) await compressing;
  void reply.header('x-read-model', 'hit').header('etag', entry.etag).header('vary', varyWith(reply.getHeader('vary'), 'Accept-Encoding')).type(entry.contentType);
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send('');
  const encoding = encodingFor(request, entry);
  if (encoding) void reply.header('content-encoding', encoding);
  if (!entry.wire?.[encoding ?? 'identity'] && plainRead(request.raw)) (request as WiredRequest)[WIRE] = { entry, encoding: encoding ?? 'identity' };
  return reply.send(encoding ? entry[encoding] : entry.identity);
}

/** After a plain hit went out through the app: its headers, as every hook left them, for the wire. */
export function keepWireHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const wire = (request as WiredRequest)[WIRE];
  if (!wire || reply.statusCode !== 200) return;
  // not its length, nor its request's id (each socket answer sets its own: app.ts)
  const { 'content-length': _length, 'x-request-id': _requestId, ...headers } = reply.getHeaders();
  // only the entry's own bytes as they are (the compression plugin never took this answer over)
  if (String(headers['content-encoding'] ?? 'identity') !== wire.encoding) return;
  wire.entry.wire = { ...wire.entry.wire, [wire.encoding]: headers };
}

/** Writes a plain hit on the socket with the headers the app gave it; false when it has none yet. */
export function writeOnTheWire(entry: Entry, request: IncomingMessage, response: ServerResponse): boolean {
  const encoding = encodingFor(request, entry) ?? 'identity';
  const headers = entry.wire?.[encoding];
  const body = entry[encoding];
  if (!headers || !body) return false;
  response.writeHead(200, { ...headers, 'content-length': body.length });
  response.end(body);
  return true;
}
