// What a fresh instance does before it listens, so the first crowd finds it as ready as the
// thousandth: its database connections open (a cold pool opens them inside the first requests'
// connection timeout, on a machine busy with those same requests), and the public reads the sites
// ask for first built, serialized and compressed (the first build of the catalogue also compiles
// its serializer, reads the catalogue version and fills PostgreSQL's caches). Health only answers
// once the server listens, so a load balancer sees the instance ready only after all this.
import { CATEGORY_PAGE_SIZE } from '@rewards/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connection';

/** The reads every visitor's first page makes (the sites' own requests: libs/api-client). */
export const WARM_READS: ReadonlyArray<{ method: 'GET' | 'POST'; url: string; body?: unknown }> = [
  { method: 'GET', url: '/c/prime/home' },
  { method: 'GET', url: '/c/prime/layout?audience=visitor' },
  { method: 'GET', url: '/c/prime/layout?audience=member' },
  { method: 'POST', url: '/nc/prime/categories/offers', body: { query: '', page: 0, pageSize: CATEGORY_PAGE_SIZE, platform: 'WEB' } },
  { method: 'GET', url: '/c/prime/faq' },
  // the search path (its queries differ per visitor; one warms the code and the tables it reads)
  { method: 'POST', url: '/nc/prime/benefit/search', body: { query: 'offer' } },
];

export interface WarmUpReport {
  /** Database connections open when done. */
  connections: number;
  /** Each warm read's status (a read that fails is reported, and the instance starts anyway: it would serve the same). */
  reads: Array<{ url: string; status: number }>;
  ms: number;
}

export async function warmUp(app: FastifyInstance, database: Pick<Database, 'warm'>): Promise<WarmUpReport> {
  const started = performance.now();
  await app.ready();
  const connections = await database.warm();
  const reads = [];
  for (const read of WARM_READS) {
    const request = {
      method: read.method,
      url: read.url,
      ...(read.body === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(read.body) }),
    };
    // the first builds the read model; the second is its first hit, which compresses it (brotli and gzip, once)
    const built = await app.inject(request);
    await app.inject({ ...request, headers: { ...request.headers, 'accept-encoding': 'br, gzip' } });
    reads.push({ url: `${read.method} ${read.url}`, status: built.statusCode });
  }
  return { connections, reads, ms: Math.round(performance.now() - started) };
}
