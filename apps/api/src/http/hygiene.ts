// Input the database cannot store is refused at the door: PostgreSQL text cannot hold a NUL
// character ("invalid byte sequence for encoding UTF8: 0x00"), so a `\u0000` anywhere in a body,
// query, path parameter or header is a 400 with the error body, before any handler sees it,
// instead of a 500 from whichever statement first meets it. A multipart body (the student form) is
// read by its handler as a stream, after this hook: its parts go through refuseNulInParts, which
// applies the same rule to each field's name and value and each file's name as they arrive.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

const NUL = '\u0000';
/** Deeper than any document the contract describes; a deeper one is refused by the schema anyway. */
const MAX_DEPTH = 32;

/** The path (`body/user/firstName`, `query/q`) of the first NUL character found in `value`, or undefined. */
export function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findNul(value[index], `${path}/${index}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return `${path}/${key.replaceAll(NUL, '\\u0000')}`;
    const found = findNul(item, `${path}/${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** A body kept raw (the webhooks, for their signature) is JSON text: a NUL may be there escaped. */
function rawBodyHasNul(body: string | Buffer): boolean {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  return text.includes(NUL) || text.includes('\\u0000');
}

function nulIn(request: FastifyRequest): string | undefined {
  const { body } = request;
  const inBody = typeof body === 'string' || Buffer.isBuffer(body) ? (rawBodyHasNul(body) ? 'body' : undefined) : findNul(body, 'body');
  return findNul(request.params, 'path') ?? findNul(request.query, 'query') ?? findNul(request.headers, 'headers') ?? inBody;
}

/** `body/<field>` for a multipart field, with a NUL in the name itself shown escaped. */
function partPath(fieldname: string): string {
  return `body/${fieldname.replaceAll(NUL, '\\u0000')}`;
}

/**
 * The parts of a multipart body (as @fastify/multipart yields them), refused with a 400 at the
 * first NUL in a field's name or value or a file's name. Parts pass through one at a time, so a
 * file is still streamed by whoever reads it.
 */
export async function* refuseNulInParts<Part extends { type: string; fieldname: string; value?: unknown; filename?: string }>(parts: AsyncIterable<Part>): AsyncGenerator<Part> {
  for await (const part of parts) {
    const path = part.fieldname.includes(NUL)
      ? partPath(part.fieldname)
      : part.type === 'field'
        ? findNul(part.value, partPath(part.fieldname))
        : part.filename?.includes(NUL)
          ? `${partPath(part.fieldname)}/filename`
          : undefined;
    if (path) throw badRequest([{ path, message: 'must not contain a NUL character' }]);
    yield part;
  }
}

/** Refuses NUL characters in every part of every request, ahead of the contract's validation. */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const path = nulIn(request);
    if (path) throw badRequest([{ path, message: 'must not contain a NUL character' }]);
  });
}
