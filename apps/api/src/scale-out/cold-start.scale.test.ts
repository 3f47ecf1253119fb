// A burst on a freshly started instance: a real API process (`tsx src/server.ts`) on a PostgreSQL
// database already migrated and seeded by an earlier process, with the default pool and timeouts,
// is sent 200 requests at once (public reads of every kind, and health) the moment its port
// accepts a connection. Not one may be answered 503: the instance opens its pool and builds its
// read models before it listens, so the first visitors find it as warm as the thousandth.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAuthConfig } from '../test/config';
import { ApiProcess, ScratchDatabase, freePorts, requirePostgresUrl } from './api-processes';

const SERVER_URL = requirePostgresUrl('the cold-start test');
const STARTUP_TIMEOUT_MS = 150_000;
/** 200 by default; COLD_START_BURST sets another size (600 was measured too: docs/faults-and-timeouts.md). */
const BURST = Number(process.env.COLD_START_BURST ?? 200);

function instanceEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: testAuthConfig().secret,
    SMS_ADAPTER: 'outbox',
    CAPTCHA_PROVIDER: 'none',
    // the defaults (DB_POOL_MAX 10, DB_STATEMENT_TIMEOUT_MS 5000, DB_CONNECTION_TIMEOUT_MS 3000) are what is under test
  };
}

const json = { 'content-type': 'application/json' };
/** What a crowd opening the site asks first: the home, the layout, category pages, an offer, searches, the FAQ, and health. */
/** Searches and category pages differ from visitor to visitor, so most of the crowd cannot share one build. */
const REQUESTS: Array<(i: number) => { name: string; path: string; init?: RequestInit }> = [
  () => ({ name: 'home', path: '/c/prime/home' }),
  () => ({ name: 'layout', path: '/c/prime/layout?audience=visitor' }),
  (i) => ({ name: 'offers', path: '/nc/prime/categories/offers', init: { method: 'POST', headers: json, body: JSON.stringify({ query: '', page: i % 4, pageSize: 10 + (i % 7), platform: 'WEB' }) } }),
  () => ({ name: 'offer', path: '/c/prime/offer/tandoor-tales-weekday-buffet' }),
  (i) => ({ name: 'search', path: '/nc/prime/benefit/search', init: { method: 'POST', headers: json, body: JSON.stringify({ query: ['pizza', 'spa', 'movie', 'flight', 'off', 'buffet', 'coffee'][i % 7]! + (i % 3 === 0 ? '' : ` ${i}`) }) } }),
  () => ({ name: 'faq', path: '/c/prime/faq' }),
  () => ({ name: 'health', path: '/system/health' }),
];

/** Resolves once `port` accepts a TCP connection, polling every 10 ms. */
async function whenListening(api: ApiProcess, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (!api.alive) throw new Error(`${api.name} exited during startup (${api.describeExit()})\n${api.output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(api.port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${api.name} not listening after ${timeoutMs} ms\n${api.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Reads the instance builds before it listens (http/warm-up.ts), by their names above. */
const WARMED = new Set(['home', 'layout', 'faq']);

interface Result {
  name: string;
  status: number;
  ms: number;
  readModel: string | null;
  error?: string;
}

/** BURST requests at once, cycling through REQUESTS; their results and a one-line summary. */
async function burst(api: ApiProcess): Promise<{ startedAt: number; results: Result[]; summary: string }> {
  const startedAt = performance.now();
  const results = await Promise.all(
    Array.from({ length: BURST }, async (_, i): Promise<Result> => {
      const request = REQUESTS[i % REQUESTS.length]!(i);
      const sent = performance.now();
      try {
        const response = await fetch(`${api.url}${request.path}`, { ...request.init, signal: AbortSignal.timeout(60_000) });
        await response.arrayBuffer();
        return { name: request.name, status: response.status, ms: performance.now() - sent, readModel: response.headers.get('x-read-model') };
      } catch (error) {
        return { name: request.name, status: 0, ms: performance.now() - sent, readModel: null, error: String(error) };
      }
    }),
  );
  const totalMs = Math.round(performance.now() - startedAt);
  const byName = new Map<string, Map<number, number>>();
  for (const { name, status } of results) {
    const counts = byName.get(name) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    byName.set(name, counts);
  }
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const summary =
    `${BURST} requests at once, ${results.filter((result) => result.status === 503).length} answered 503, all answered in ${totalMs} ms ` +
    `(p50 ${Math.round(times[Math.floor(times.length / 2)]!)} ms, max ${Math.round(times.at(-1)!)} ms): ` +
    [...byName].map(([name, counts]) => `${name} ${[...counts].map(([status, count]) => `${status}×${count}`).join(' ')}`).join(', ');
  return { startedAt, results, summary };
}

const database = new ScratchDatabase(SERVER_URL);
const processes: ApiProcess[] = [];

beforeAll(async () => {
  await database.create();
  // a first process migrates and seeds, and is stopped: the instance under test starts on a ready database
  const [port] = await freePorts(1);
  const first = new ApiProcess('seeding instance', port!, instanceEnv(database.url));
  processes.push(first);
  first.start();
  await first.waitUntilHealthy(STARTUP_TIMEOUT_MS);
  await first.stop();
}, STARTUP_TIMEOUT_MS + 30_000);

afterAll(async () => {
  await Promise.allSettled(processes.map((api) => api.stop()));
  await database.drop();
}, 60_000);

describe('a freshly started instance', () => {
  it(`answers a burst of ${BURST} requests sent the moment it listens without a single 503`, async () => {
    const [port] = await freePorts(1);
    const api = new ApiProcess('fresh instance', port!, instanceEnv(database.url));
    processes.push(api);
    const started = performance.now();
    api.start();
    const listeningAfter = await whenListening(api, STARTUP_TIMEOUT_MS);
    const cold = await burst(api);
    // the same burst again on the now warm instance, for comparison
    const warm = await burst(api);
    console.log(`[cold-start] listening ${listeningAfter} ms after spawn (${Math.round(cold.startedAt - started)} ms)`);
    console.log(`[cold-start] first burst, the moment it listens: ${cold.summary}`);
    console.log(`[cold-start] same burst again, warm: ${warm.summary}`);
    const failed = [...cold.results, ...warm.results].filter((result) => result.status !== 200);
    if (failed.length > 0) console.log(api.output());
    expect(cold.results.filter((result) => result.status === 503)).toEqual([]);
    expect(failed).toEqual([]);
    // the first pages' read models were built before the port opened: not one of the first crowd built them
    const warmedReads = cold.results.filter((result) => WARMED.has(result.name));
    expect(warmedReads.length).toBeGreaterThan(0);
    expect(warmedReads.filter((result) => result.readModel !== 'hit')).toEqual([]);
  }, STARTUP_TIMEOUT_MS + 60_000);
});
