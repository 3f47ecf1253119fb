// The public reads as the contract marks them (`x-public-read` on an operation): the one place
// that says an answer is the same for every caller. Cache-Control (cache-control.ts) and the read
// models (read-cache/) both read it here, so they cannot disagree on which reads are public.
import { contractOperations, loadContract, type OpenApiDocument } from '../contract';

export interface PublicRead {
  operationId: string;
  /** Upper case, as Fastify names it. */
  method: string;
  /** The contract's path template (`/c/prime/offer/{offerName}`). */
  path: string;
  /**
   * Seconds any cache may keep the answer, and serve it stale while it revalidates; a GET's only
   * (HTTP caches never reuse a POST's answer). Without it, only the API shares the answer.
   */
  maxAge?: number;
  staleWhileRevalidate?: number;
  /** The API holds the answer, once per catalogue version, for every caller (read-cache/). */
  readModel: boolean;
}

const MARK = 'x-public-read';

function seconds(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Error(`${where} must be a whole number of seconds`);
  return value;
}

/** The mark of one operation, checked (a malformed mark stops the start, not a request). */
function publicReadOf(method: string, path: string, operation: Record<string, unknown>): PublicRead | undefined {
  const mark = operation[MARK];
  if (mark === undefined) return undefined;
  const operationId = String(operation.operationId);
  if (typeof mark !== 'object' || mark === null) throw new Error(`${MARK} of ${operationId} must be an object`);
  const { maxAge, staleWhileRevalidate, readModel } = mark as Record<string, unknown>;
  if (readModel !== undefined && typeof readModel !== 'boolean') throw new Error(`${MARK}.readModel of ${operationId} must be a boolean`);
  if (maxAge !== undefined && method !== 'get') throw new Error(`${MARK}.maxAge of ${operationId}: HTTP caches never reuse a ${method.toUpperCase()}'s answer`);
  if (staleWhileRevalidate !== undefined && maxAge === undefined) throw new Error(`${MARK}.staleWhileRevalidate of ${operationId} needs a maxAge`);
  return {
    operationId,
    method: method.toUpperCase(),
    path,
    ...(maxAge === undefined ? {} : { maxAge: seconds(maxAge, `${MARK}.maxAge of ${operationId}`) }),
    ...(staleWhileRevalidate === undefined ? {} : { staleWhileRevalidate: seconds(staleWhileRevalidate, `${MARK}.staleWhileRevalidate of ${operationId}`) }),
    readModel: readModel === true,
  };
}

/** Every operation the contract marks public. */
export function publicReads(document: OpenApiDocument = loadContract()): PublicRead[] {
  return contractOperations(document).flatMap(({ method, path, operation }) => publicReadOf(method, path, operation) ?? []);
}

/** The operationIds whose answers the read models hold. */
export function readModelOperations(document: OpenApiDocument = loadContract()): ReadonlySet<string> {
  return new Set(publicReads(document).flatMap((read) => (read.readModel ? [read.operationId] : [])));
}
