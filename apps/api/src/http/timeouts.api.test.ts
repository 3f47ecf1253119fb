// Slow clients against the real listening API (buildApp, then listen on a free loopback port), over
// raw sockets: 500 connections that send their headers and then a body a byte a second are answered
// 408 and closed once the request deadline passes; a client that never finishes its headers is cut
// off at the headers deadline; an idle kept-alive connection is closed after the keep-alive timeout.
// Meanwhile the server keeps answering everyone else. The deadlines are short here (2 s, 4 s, 1 s)
// so the test runs in seconds; the defaults (10 s, 30 s, 5 s) are the same code with other numbers.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testAppConfig } from '../test/config';
import { createTestDatabase, type TestDatabase } from '../test/harness';

const TIMEOUTS = { headersMs: 2_000, requestMs: 4_000, keepAliveMs: 1_000 };
/** The server checks its deadlines every second (app.ts); a loaded 2-core machine adds some more. */
const CHECK_AND_SLACK_MS = 1_000 + 2_000;
/** Slow clients opened at once. */
const CLIENTS = 500;
/** A client still open this long after it started has not been cut off. */
const GIVE_UP_MS = 20_000;

let testDb: TestDatabase;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  testDb = await createTestDatabase({ seeded: true });
  app = await buildApp(testAppConfig({ httpTimeouts: TIMEOUTS, clientLogLimitPerMinute: 10_000 }), { database: testDb.database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

interface Outcome {
  /** Milliseconds from connecting until the server closed the connection (GIVE_UP_MS: it never did). */
  closedAfterMs: number;
  /** The status line's code, if the server answered before closing. */
  status: number | undefined;
  /** Bytes the client had written. */
  sent: number;
}

/**
 * A client that writes `head` at once (or byte by byte, a byte a second, with `slowHead`), then
 * `drip` one byte a second until the server closes the connection.
 */
function slowClient(options: { head: string; slowHead?: boolean; drip?: boolean }): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = performance.now();
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const pending = options.slowHead ? [...options.head] : [];
    socket.setNoDelay(true);
    socket.on('connect', () => {
      if (!options.slowHead) {
        socket.write(options.head);
        sent += options.head.length;
      }
      timer = setInterval(() => {
        if (socket.destroyed) return;
        const next = pending.length > 0 ? pending.shift() : options.drip ? ' ' : undefined;
        if (next === undefined) return;
        socket.write(next);
        sent += 1;
      }, 1_000);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const giveUp = setTimeout(() => socket.destroy(), GIVE_UP_MS);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      resolve({ closedAfterMs: Math.round(performance.now() - started), status: status ? Number(status) : undefined, sent });
    });
  });
}

const slowBody = () =>
  slowClient({
    head: `POST /api/client-logs HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{"error":"`,
    drip: true,
  });

function summary(outcomes: Outcome[]): string {
  const times = outcomes.map((outcome) => outcome.closedAfterMs).sort((a, b) => a - b);
  const statuses = new Map<string, number>();
  for (const { status } of outcomes) statuses.set(String(status ?? 'none'), (statuses.get(String(status ?? 'none')) ?? 0) + 1);
  const cut = outcomes.filter((outcome) => outcome.closedAfterMs < GIVE_UP_MS).length;
  return `${cut} of ${outcomes.length} cut off; closed after ${times[0]}–${times.at(-1)} ms (median ${times[Math.floor(times.length / 2)]}); answers ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`;
}

describe('slow clients on the API', () => {
  it(`cuts off ${CLIENTS} slow-body connections at the request deadline, answering 408, while others are served`, async () => {
    const clients = Array.from({ length: CLIENTS }, () => slowBody());
    // a bystander in the middle of it all is served as usual
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const bystander = await fetch(`http://127.0.0.1:${port}/system/health`);
    expect(bystander.status).toBe(200);
    const outcomes = await Promise.all(clients);
    console.log(`[timeouts] API, ${CLIENTS} clients sending a body a byte a second (request deadline ${TIMEOUTS.requestMs} ms): ${summary(outcomes)}`);
    for (const outcome of outcomes) {
      expect(outcome.closedAfterMs).toBeLessThanOrEqual(TIMEOUTS.requestMs + CHECK_AND_SLACK_MS);
      // not before the deadline: a slow but honest client gets its full time
      expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 100);
      expect(outcome.status).toBe(408);
    }
  });

  it('cuts off a client that never finishes its headers at the headers deadline', async () => {
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => slowClient({ head: 'GET /system/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n', slowHead: true })));
    console.log(`[timeouts] API, 20 clients sending headers a byte a second (headers deadline ${TIMEOUTS.headersMs} ms): ${summary(outcomes)}`);
    for (const outcome of outcomes) {
      expect(outcome.closedAfterMs).toBeLessThanOrEqual(TIMEOUTS.headersMs + CHECK_AND_SLACK_MS);
      expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - 100);
      expect(outcome.status).toBe(408);
    }
  });

  it('closes an idle kept-alive connection after the keep-alive timeout, after answering it in full', async () => {
    const outcome = await slowClient({ head: 'GET /system/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n' });
    console.log(`[timeouts] API, an idle kept-alive connection (keep-alive ${TIMEOUTS.keepAliveMs} ms): answered ${outcome.status}, closed after ${outcome.closedAfterMs} ms`);
    expect(outcome.status).toBe(200);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveMs - 100);
    expect(outcome.closedAfterMs).toBeLessThanOrEqual(TIMEOUTS.keepAliveMs + CHECK_AND_SLACK_MS);
  });
});
