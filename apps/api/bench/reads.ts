// Throughput of the public reads over real HTTP, next to the ceiling of the same bytes served by a bare
// Fastify. The API (on PGlite in memory with the demo catalogue, or on PostgreSQL with DATABASE_URL)
// listens on a random loopback port; each read's answer is captured once (brotli, after a warm-up)
// and a second, plugin-free Fastify answers exactly those bytes and headers. autocannon (in a worker
// thread of this process) then loads each read on each server in turn, never two at once, and a table
// per connection count compares them. It prints figures and asserts nothing.
//
//   npm run bench                                   8 s per read and server, at 50 then 200 connections
//   npm run bench -- --duration 3 --connections 50
//   npm run bench -- --offers 10000                 the catalogue grown to 10,000 offers first
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
//                                                   PostgreSQL: a fresh schema, dropped at the end
//
// "errors" counts connection errors and non-2xx answers; "bytes" is the body as sent (compressed).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/connection';
import { seedIfEmpty } from '../src/seed/loader';
import { testAppConfig } from '../src/test/config';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50,200' },
    offers: { type: 'string' },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = values.connections.split(',').map(Number);
const OFFERS = values.offers === undefined ? undefined : Number(values.offers);
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const WARMUP_MS = 3_000;
const ACCEPT = { 'accept-encoding': 'br, gzip' };
const CAPTURED_HEADERS = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'];

interface Read {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const READS: Read[] = [
  { label: 'POST categories/offers', method: 'POST', path: '/nc/prime/categories/offers', body: JSON.stringify({ query: '', page: 0, pageSize: 1000, platform: 'WEB' }) },
  { label: 'GET home', method: 'GET', path: '/c/prime/home' },
  { label: 'GET offer detail', method: 'GET', path: '/c/prime/offer/tandoor-tales-gold' },
];

function requestHeaders(read: Read): Record<string, string> {
  return { ...ACCEPT, ...(read.body !== undefined ? { 'content-type': 'application/json' } : {}) };
}

interface Captured {
  status: number;
  /** The headers the bare server replays. */
  headers: Record<string, string>;
  contentLength: string | undefined;
  body: Buffer;
}

/** One request with node:http: the body exactly as received (fetch would decompress it). */
function send(baseUrl: string, read: Read): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${read.path}`, { method: read.method, headers: requestHeaders(read) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const name of CAPTURED_HEADERS) {
          const value = response.headers[name];
          if (value !== undefined) headers[name] = String(value);
        }
        resolve({ status: response.statusCode ?? 0, headers, contentLength: response.headers['content-length'], body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
    request.end(read.body);
  });
}

/**
 * The answer the API gives once warm. The first request is a miss, and until the read cache has
 * built its own brotli (off the request path) the next ones are compressed on the fly by the
 * compression plugin too: brotli as well, but streamed (chunked, no content-length) and larger. So
 * ask until the answer is the cache's held brotli, with a content-length (or give up after 3 s).
 */
async function capture(baseUrl: string, read: Read): Promise<Captured> {
  const until = performance.now() + WARMUP_MS;
  for (;;) {
    const answer = await send(baseUrl, read);
    if ((answer.headers['content-encoding'] === 'br' && answer.contentLength !== undefined) || performance.now() >= until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The demo catalogue, in memory (PGlite) or in a fresh PostgreSQL schema dropped by `dispose`. */
async function openBenchDatabase(): Promise<{ database: Database; where: string; dispose: () => Promise<void> }> {
  if (!DATABASE_URL) {
    const database = await openDatabase({ driver: 'pglite' });
    await database.migrate();
    await seedIfEmpty(database);
    return { database, where: 'PGlite in memory', dispose: () => database.close() };
  }
  const schema = `bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  let database: Database | undefined;
  const dispose = async () => {
    await database?.close();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  };
  try {
    database = await openDatabase({ driver: 'postgres', url: DATABASE_URL, schema, onPoolError: (error) => console.error('pool error', error) });
    await database.migrate();
    await seedIfEmpty(database);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { database, where: `PostgreSQL, schema ${schema} (dropped at the end)`, dispose };
}

async function offerCount(database: Database): Promise<number> {
  // both drivers answer with { rows }
  const result = (await database.db.execute(sql`select count(*)::int as n from offers`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Grows the catalogue to `target` offers: copies of the seeded offers (with their details and
 * sub-offers) under new unique names, in the same categories and companies.
 */
async function growCatalogue(database: Database, target: number): Promise<void> {
  const seeded = await offerCount(database);
  const extra = target - seeded;
  if (extra <= 0 || seeded === 0) return;
  const rounds = Math.ceil(extra / seeded);
  const columns = sql.raw(
    'company_id, category_id, header, sub_header, info, priority, welcome, membership, locked, max_savings, savings_text, card_size, ' +
      'is_light_theme, hide_savings, vp_header, tag_label, is_new, mkt_worth, url, extra_info_map, template, display_detail',
  );
  const detailColumns = sql.raw(
    'about_text, how_to_use, tncs, faqs, offerings, share_message, no_index, app_only, is_expired, logged_out_key_points, ' +
      'is_expired_text, key_point_title, how_to_use_title, about_title, company_video',
  );
  await database.db.execute(sql`
    with source as materialized (
      select o.id as source_id, o.name || '-bench-' || g.n as new_name, ${columns}
      from offers o cross join generate_series(1, ${rounds}::int) as g(n)
      order by g.n, o.id
      limit ${extra}::int
    ),
    added as (
      insert into offers (name, ${columns})
      select new_name, ${columns} from source
      returning id, name
    ),
    pairs as materialized (
      select added.id, source.source_id from added join source on source.new_name = added.name
    ),
    details as (
      insert into offer_details (offer_id, ${detailColumns})
      select pairs.id, ${detailColumns} from pairs join offer_details d on d.offer_id = pairs.source_id
    )
    insert into sub_offers (offer_id, position, name, header, coupon_type)
    select pairs.id, s.position, s.name, s.header, s.coupon_type from pairs join sub_offers s on s.offer_id = pairs.source_id
  `);
}

interface Load {
  reqPerSec: number;
  /** Bytes per response as received, headers included. */
  bytesPerResponse: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
}

async function load(baseUrl: string, read: Read, connections: number): Promise<Load> {
  const result = await autocannon({
    url: `${baseUrl}${read.path}`,
    method: read.method,
    headers: requestHeaders(read),
    ...(read.body !== undefined ? { body: read.body } : {}),
    connections,
    duration: DURATION,
    // its own thread, so the load generator does not share the servers' event loop
    workers: 1,
  });
  return {
    reqPerSec: result.requests.average,
    bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
  };
}

async function main() {
  const { database, where, dispose } = await openBenchDatabase();
  if (OFFERS !== undefined) await growCatalogue(database, OFFERS);
  const offers = await offerCount(database);

  const app = await buildApp(testAppConfig({ logLevel: 'silent', readCache: { versionTtlMs: 500 } }), { database });
  const bare = Fastify();
  try {
    const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });

    const captured = new Map<Read, Captured>();
    for (const read of READS) {
      const answer = await capture(apiUrl, read);
      captured.set(read, answer);
      bare.route({ method: read.method, url: read.path, handler: (_request, reply) => reply.code(answer.status).headers(answer.headers).send(answer.body) });
    }
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

    console.log(`# Reads: API (${where}, ${offers} offers) vs bare Fastify answering the same bytes`);
    console.log(`${DURATION} s per read and server, accept-encoding: br, gzip, node ${process.version}\n`);
    for (const read of READS) {
      const answer = captured.get(read);
      if (!answer) continue;
      const encoding = answer.headers['content-encoding'] ?? 'identity';
      console.log(`- ${read.label}: ${answer.status}, ${answer.body.length} bytes ${encoding}, etag ${answer.headers.etag ?? '-'}, cache-control ${answer.headers['cache-control'] ?? '-'}`);
    }

    for (const connections of CONNECTIONS) {
      const rows: string[] = [];
      const notes: string[] = [];
      for (const read of READS) {
        const answer = captured.get(read);
        if (!answer) continue;
        const api = await load(apiUrl, read, connections);
        const ceiling = await load(bareUrl, read, connections);
        const encoding = answer.headers['content-encoding'] ?? 'identity';
        // the bare server replays the capture: under load the API should send the same size
        if (Math.abs(api.bytesPerResponse - ceiling.bytesPerResponse) > 0.05 * ceiling.bytesPerResponse) {
          notes.push(`\nNote: ${read.label}: the API sent ${Math.round(api.bytesPerResponse)} bytes per response under load, the capture ${Math.round(ceiling.bytesPerResponse)} (headers included).`);
        }
        rows.push(
          `| ${read.label} | ${answer.body.length} ${encoding} | ${Math.round(api.reqPerSec)} | ${api.p50} ms | ${api.p99} ms | ${api.errors} | ${api.timeouts} | ` +
            `${Math.round(ceiling.reqPerSec)} | ${ceiling.p99} ms | ${(api.reqPerSec / ceiling.reqPerSec).toFixed(2)} |`,
        );
      }
      console.log(`\n## ${connections} connections\n`);
      console.log('| read | bytes | API req/s | API p50 | API p99 | errors | timeouts | bare req/s | bare p99 | ratio |');
      console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
      for (const row of rows) console.log(row);
      for (const note of notes) console.log(note);
    }

    const memory = process.memoryUsage();
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    console.log(
      `\nRSS after the runs: ${mb(memory.rss)} MB (heap used ${mb(memory.heapUsed)} MB). One process holds the API, ` +
        `${database.driver === 'pglite' ? 'the PGlite database, ' : ''}the bare server and the load generator's worker.`,
    );
    console.log(`Database driver: ${database.driver === 'pglite' ? 'PGlite' : 'PostgreSQL (node-postgres)'}`);
  } finally {
    await bare.close();
    await app.close();
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
