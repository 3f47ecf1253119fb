// Throughput of the public reads over real HTTP, next to the ceiling of the same bytes served by a bare
// Fastify. The API runs in a process of its own (bench/api-process.ts, bundled as production runs the
// API, `npm run build` in apps/api, and run by plain Node: PGlite on disk with the demo catalogue, as
// `npm start` runs it, or PostgreSQL with DATABASE_URL) with production's settings;
// each read's answer is captured once (brotli, after a warm-up) and a plugin-free Fastify in this
// process answers exactly those bytes and headers. The core site's production server (apps/site-server,
// over apps/web/dist, built first when missing) renders the anonymous home page the same way against
// the same bytes served as a static file would be. autocannon (in a worker thread) loads each target
// in turn, never two at once, and a table per connection count compares them. Then the API's resident
// memory. It prints figures and asserts nothing.
//
//   npm run bench                                   8 s per read and server, at 50 then 200 connections
//   npm run bench -- --duration 3 --connections 50
//   npm run bench -- --offers 10000                 the catalogue grown to 10,000 offers first
//   npm run bench -- --no-site                      the API reads alone
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
//                                                   PostgreSQL: a fresh schema, dropped at the end
//
// "errors" counts connection errors and non-2xx answers; "bytes" is the body as sent (compressed).
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import type { ApiMemory, ApiPrepared, ApiReady } from './api-process';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50,200' },
    offers: { type: 'string' },
    'no-site': { type: 'boolean', default: false },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = values.connections.split(',').map(Number);
const WARMUP_MS = 3_000;
const ACCEPT = { 'accept-encoding': 'br, gzip' };
const CAPTURED_HEADERS = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'];
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

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
/** The core site's anonymous home page, as a visitor's browser asks for it. */
const HOME_PAGE: Read = { label: 'home page (site server)', method: 'GET', path: '/' };

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

/** Where the bench's catalogue lives, and how to remove it at the end. */
interface BenchDatabase {
  args: string[];
  where: string;
  dispose: () => Promise<void>;
}

async function benchDatabase(): Promise<BenchDatabase> {
  const url = process.env['DATABASE_URL'] || undefined;
  if (!url) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rewards-bench-'));
    return { args: ['--data-dir', dataDir], where: `PGlite in ${dataDir}`, dispose: () => fs.rm(dataDir, { recursive: true, force: true }) };
  }
  const schema = `bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  return {
    args: ['--schema', schema],
    where: `PostgreSQL, schema ${schema}`,
    dispose: async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    },
  };
}

/** bench/api-process.ts bundled (dist/bench-api-process.js), made once per run from the sources. */
let bundled: string | undefined;
function bundledApiProcess(): string {
  bundled ??= (execFileSync(process.execPath, [path.join(here, '../scripts/bundle.mjs')], { cwd: path.join(here, '..'), stdio: 'ignore' }), path.join(here, '../dist/bench-api-process.js'));
  return bundled;
}

/** The bundled bench/api-process.ts in a process of its own, with its first message. */
async function forkApi<T extends { type: string }>(args: string[], first: T['type']): Promise<{ child: ChildProcess; message: T }> {
  const child = fork(bundledApiProcess(), args, {
    execArgv: (process.env['BENCH_API_NODE_OPTIONS'] ?? '').split(' ').filter(Boolean),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const message = await new Promise<T>((resolve, reject) => {
    child.on('message', (received: T) => {
      if (received.type === first) resolve(received);
    });
    child.once('exit', (code) => reject(new Error(`the API process exited (${code}) before '${first}'`)));
  });
  return { child, message };
}

/** The catalogue made in one process (which exits), then the API serving it from another. */
async function startApi(database: BenchDatabase): Promise<{ child: ChildProcess; ready: ApiReady; offers: number }> {
  const offers = values.offers === undefined ? [] : ['--offers', values.offers];
  const { message: prepared } = await forkApi<ApiPrepared>(['--prepare', ...offers, ...database.args], 'prepared');
  const { child, message: ready } = await forkApi<ApiReady>(database.args, 'ready');
  return { child, ready, offers: prepared.offers };
}

function askMemory(child: ChildProcess): Promise<ApiMemory> {
  return new Promise((resolve) => {
    const listener = (message: ApiMemory) => {
      if (message.type !== 'memory') return;
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
    child.send('memory');
  });
}

function stopApi(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.send('stop');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The core site's production server over its build (built first when missing), against the bench's API. */
async function startSite(apiUrl: string): Promise<{ child: ChildProcess; url: string }> {
  if (!existsSync(path.join(root, 'apps/web/dist/server'))) {
    console.log('Building the core site (apps/web/dist is missing)...');
    execFileSync(path.join(root, 'node_modules/.bin/nx'), ['run', '@rewards/web:build', '--outputStyle=static'], { cwd: root, stdio: 'ignore' });
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/site-server/src/main.ts', '--site', 'web'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_ORIGIN: apiUrl, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/system/health`, 60_000);
  return { child, url };
}

/** Resident memory of another process, from /proc (Linux), in bytes. */
function residentBytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
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

interface Target {
  read: Read;
  url: string;
  answer: Captured;
}

function describeCapture(read: Read, answer: Captured): string {
  const encoding = answer.headers['content-encoding'] ?? 'identity';
  return `- ${read.label}: ${answer.status}, ${answer.body.length} bytes ${encoding}, etag ${answer.headers.etag ?? '-'}, cache-control ${answer.headers['cache-control'] ?? '-'}`;
}

async function compare(targets: Target[], bareUrl: string, connections: number, title: string, server: string): Promise<void> {
  const rows: string[] = [];
  const notes: string[] = [];
  for (const { read, url, answer } of targets) {
    const measured = await load(url, read, connections);
    const ceiling = await load(bareUrl, read, connections);
    const encoding = answer.headers['content-encoding'] ?? 'identity';
    // the bare server replays the capture: under load the server should send the same size
    if (Math.abs(measured.bytesPerResponse - ceiling.bytesPerResponse) > 0.05 * ceiling.bytesPerResponse) {
      notes.push(`\nNote: ${read.label}: ${server} sent ${Math.round(measured.bytesPerResponse)} bytes per response under load, the capture ${Math.round(ceiling.bytesPerResponse)} (headers included).`);
    }
    rows.push(
      `| ${read.label} | ${answer.body.length} ${encoding} | ${Math.round(measured.reqPerSec)} | ${measured.p50} ms | ${measured.p99} ms | ${measured.errors} | ${measured.timeouts} | ` +
        `${Math.round(ceiling.reqPerSec)} | ${ceiling.p99} ms | ${(measured.reqPerSec / ceiling.reqPerSec).toFixed(2)} |`,
    );
  }
  console.log(`\n## ${title}, ${connections} connections\n`);
  console.log(`| read | bytes | ${server} req/s | ${server} p50 | ${server} p99 | errors | timeouts | bare req/s | bare p99 | ratio |`);
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
  for (const row of rows) console.log(row);
  for (const note of notes) console.log(note);
}

async function main() {
  const database = await benchDatabase();
  const api = await startApi(database).catch(async (error: unknown) => {
    await database.dispose();
    throw error;
  });
  const bare = Fastify();
  let site: { child: ChildProcess; url: string } | undefined;
  try {
    const apiUrl = api.ready.url;
    const reads: Target[] = [];
    for (const read of READS) reads.push({ read, url: apiUrl, answer: await capture(apiUrl, read) });
    const pages: Target[] = [];
    if (!values['no-site']) {
      site = await startSite(apiUrl);
      pages.push({ read: HOME_PAGE, url: site.url, answer: await capture(site.url, HOME_PAGE) });
    }
    for (const { read, answer } of [...reads, ...pages]) {
      bare.route({ method: read.method, url: read.path, handler: (_request, reply) => reply.code(answer.status).headers(answer.headers).send(answer.body) });
    }
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const idle = await askMemory(api.child);

    console.log(`# Reads: API (${database.where}, ${api.offers} offers) vs bare Fastify answering the same bytes`);
    console.log(`${DURATION} s per target and server, accept-encoding: br, gzip, node ${process.version}\n`);
    for (const { read, answer } of [...reads, ...pages]) console.log(describeCapture(read, answer));

    for (const connections of CONNECTIONS) {
      await compare(reads, bareUrl, connections, 'API reads', 'API');
      if (pages.length > 0) await compare(pages, bareUrl, connections, 'Anonymous home page: production site server vs the same HTML as a static file', 'site');
    }

    const memory = await askMemory(api.child);
    const mb = (bytes: number | undefined) => (bytes === undefined ? '-' : (bytes / 1024 / 1024).toFixed(0));
    console.log(`\nAPI resident memory when warm, before the runs: ${mb(idle.rss)} MB (JS heap ${mb(idle.heapUsed)} MB used of ${mb(idle.heapTotal)} MB).`);
    console.log(
      `API resident memory after the runs: ${mb(memory.rss)} MB (JS heap ${mb(memory.heapUsed)} MB used of ${mb(memory.heapTotal)} MB, ` +
        `external ${mb(memory.external)} MB of which array buffers ${mb(memory.arrayBuffers)} MB; its own process${database.where.startsWith('PGlite') ? ', with the embedded database' : ''}).`,
    );
    if (site) console.log(`Site server resident memory: ${mb(residentBytes(site.child.pid))} MB.`);
  } finally {
    await bare.close();
    site?.child.kill('SIGTERM');
    await stopApi(api.child);
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
