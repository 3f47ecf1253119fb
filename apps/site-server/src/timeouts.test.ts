// Slow clients against the real listening site server (createSiteServer with a stand-in renderer, as
// server.test.ts starts it, and the one-port dispatcher of `--site all`), over raw sockets: 500
// connections that send their headers and then a body a byte a second are answered 408 and closed
// at the request deadline; slow headers at the headers deadline; idle keep-alive at its timeout.
// Short deadlines here (2 s, 4 s, 1 s) keep the test to seconds; the defaults are 10 s, 30 s, 5 s.
import type http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostDispatcher } from './hosts';
import { createSiteServer, type PageSource } from './server';
import { DEFAULT_HTTP_TIMEOUTS, httpTimeoutsFromEnv } from './timeouts';

const TIMEOUTS = { headersMs: 2_000, requestMs: 4_000, keepAliveMs: 1_000 };
/** Deadlines are checked every second; a loaded 2-core machine adds some more. */
const CHECK_AND_SLACK_MS = 1_000 + 2_000;
const CLIENTS = 500;
/** A client still open this long after it started has not been cut off. */
const GIVE_UP_MS = 20_000;

const pages: PageSource = {
  template: async () => ({ html: '<html lang="en-IN"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>' }),
  render: async () => async () => ({ kind: 'page', status: 200, head: '<title>t</title>', body: '<p>hi</p>', state: '', htmlClass: 'theme', lang: 'en-IN', personal: false }),
  files: async () => ({ manifest: () => '{}', offlinePage: async () => '<!doctype html>', language: () => 'en-IN', robots: () => 'User-agent: *\n', sitemap: async () => '<urlset/>' }),
};

interface Outcome {
  closedAfterMs: number;
  status: number | undefined;
}

/** Writes `head` (at once, or a byte a second with `slowHead`), then with `drip` a body byte a second, until the server closes. */
function slowClient(port: number, options: { head: string; slowHead?: boolean; drip?: boolean }): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = performance.now();
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const pending = options.slowHead ? [...options.head] : [];
    socket.on('connect', () => {
      if (!options.slowHead) socket.write(options.head);
      timer = setInterval(() => {
        if (socket.destroyed) return;
        const next = pending.length > 0 ? pending.shift() : options.drip ? 'x' : undefined;
        if (next !== undefined) socket.write(next);
      }, 1_000);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const giveUp = setTimeout(() => socket.destroy(), GIVE_UP_MS);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      resolve({ closedAfterMs: Math.round(performance.now() - started), status: status ? Number(status) : undefined });
    });
  });
}

const SLOW_BODY_HEAD = 'POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 10000\r\n\r\n';

function summary(outcomes: Outcome[]): string {
  const times = outcomes.map((outcome) => outcome.closedAfterMs).sort((a, b) => a - b);
  const statuses = new Map<string, number>();
  for (const { status } of outcomes) statuses.set(String(status ?? 'none'), (statuses.get(String(status ?? 'none')) ?? 0) + 1);
  const cut = outcomes.filter((outcome) => outcome.closedAfterMs < GIVE_UP_MS).length;
  return `${cut} of ${outcomes.length} cut off; closed after ${times[0]}–${times.at(-1)} ms (median ${times[Math.floor(times.length / 2)]}); answers ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`;
}

function expectCutAt(outcomes: Outcome[], deadlineMs: number): void {
  for (const outcome of outcomes) {
    expect(outcome.closedAfterMs).toBeLessThanOrEqual(deadlineMs + CHECK_AND_SLACK_MS);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(deadlineMs - 100);
    expect(outcome.status).toBe(408);
  }
}

describe('slow clients on a site server', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    // nothing listens on port 9: the API is away, which these requests never reach anyway
    app = await createSiteServer({ site: 'web', origin: 'https://rewards.example', apiOrigin: 'http://127.0.0.1:9', pages, timeouts: TIMEOUTS });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => app?.close());

  it(`cuts off ${CLIENTS} slow-body connections at the request deadline while pages are served`, async () => {
    const clients = Array.from({ length: CLIENTS }, () => slowClient(port, { head: SLOW_BODY_HEAD, drip: true }));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const bystander = await fetch(`http://127.0.0.1:${port}/faq`);
    expect(bystander.status).toBe(200);
    const outcomes = await Promise.all(clients);
    console.log(`[timeouts] site server, ${CLIENTS} clients sending a body a byte a second (request deadline ${TIMEOUTS.requestMs} ms): ${summary(outcomes)}`);
    expectCutAt(outcomes, TIMEOUTS.requestMs);
  });

  it('cuts off slow headers at the headers deadline and idle keep-alive at its timeout', async () => {
    const slow = await Promise.all(Array.from({ length: 20 }, () => slowClient(port, { head: 'GET /faq HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n', slowHead: true })));
    console.log(`[timeouts] site server, 20 clients sending headers a byte a second (headers deadline ${TIMEOUTS.headersMs} ms): ${summary(slow)}`);
    expectCutAt(slow, TIMEOUTS.headersMs);
    const idle = await slowClient(port, { head: 'GET /faq HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n' });
    console.log(`[timeouts] site server, idle kept-alive connection (keep-alive ${TIMEOUTS.keepAliveMs} ms): answered ${idle.status}, closed after ${idle.closedAfterMs} ms`);
    expect(idle.status).toBe(200);
    expect(idle.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveMs - 100);
    expect(idle.closedAfterMs).toBeLessThanOrEqual(TIMEOUTS.keepAliveMs + CHECK_AND_SLACK_MS);
  });
});

describe('slow clients on the one-port server of every site (--site all)', { timeout: 30_000 }, () => {
  let apps: FastifyInstance[];
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    const make = (site: string) => createSiteServer({ site, origin: 'https://rewards.example', apiOrigin: 'http://127.0.0.1:9', pages });
    const [web, shopper, moreRewards, admin] = (apps = await Promise.all([make('web'), make('shopper'), make('more-rewards'), make('admin')]));
    await Promise.all(apps.map((app) => app.ready()));
    server = hostDispatcher({ web: web!, shopper: shopper!, 'more-rewards': moreRewards!, admin: admin! }, { shopper: ['shopper.localhost'], 'more-rewards': ['more-rewards.localhost'], admin: ['admin.localhost'] }, TIMEOUTS);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await Promise.all(apps.map((app) => app.close()));
  });

  it(`cuts off ${CLIENTS} slow-body connections at the request deadline`, async () => {
    const outcomes = await Promise.all(Array.from({ length: CLIENTS }, () => slowClient(port, { head: SLOW_BODY_HEAD, drip: true })));
    console.log(`[timeouts] --site all, ${CLIENTS} clients sending a body a byte a second (request deadline ${TIMEOUTS.requestMs} ms): ${summary(outcomes)}`);
    expectCutAt(outcomes, TIMEOUTS.requestMs);
  });
});

describe('the timeout settings', () => {
  it('default to 10 s headers, 30 s request, 5 s keep-alive, and read the environment', () => {
    expect(httpTimeoutsFromEnv({})).toEqual(DEFAULT_HTTP_TIMEOUTS);
    expect(DEFAULT_HTTP_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 });
    expect(httpTimeoutsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '60000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '' })).toEqual({ headersMs: 5_000, requestMs: 60_000, keepAliveMs: 5_000 });
  });

  it('refuses a bad value, naming the setting', () => {
    expect(() => httpTimeoutsFromEnv({ HTTP_REQUEST_TIMEOUT_MS: '30s' })).toThrow(/^HTTP_REQUEST_TIMEOUT_MS: must be a whole number/);
    expect(() => httpTimeoutsFromEnv({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '0' })).toThrow(/^HTTP_KEEP_ALIVE_TIMEOUT_MS/);
    expect(() => httpTimeoutsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: '40000' })).toThrow(/^HTTP_HEADERS_TIMEOUT_MS: 40000 is longer than HTTP_REQUEST_TIMEOUT_MS/);
  });
});
