#!/usr/bin/env node
// `npm run load`: the production servers under a member's journey at rising concurrency (issue 32, item 6).
//
// Starts the bundles (apps/api/dist/server.js, apps/site-server/dist/main.js; built first when missing)
// with NODE_ENV=production: on PostgreSQL (a database of its own, dropped afterwards) two API
// processes, each behind its own site server; without PostgreSQL one API on PGlite and one site
// server. Loads the sample plans, promo codes and catalogue with the operator command, and unique
// codes for one pool offer. Then autocannon (its programmatic API) drives, over every connection, the
// journey below, again and again, each time as a new member, for --duration seconds at each
// --connections level, and prints per level and per step: requests, throughput, p50, p99 and errors;
// then the concurrency at which the p99 of all requests first passes 500 ms.
//
//   send code (a new member registers) → home → categories → an offer's page (while the text comes)
//   → sign in (verify the texted code) → login → order a plan → open the sandbox payment
//   → pay on the sandbox → generate a code
//
// Production refuses the development SMS outbox, so the API texts through Exotel's API, here a
// stand-in served by this process (production-servers.mjs) from which the journey reads its code; the
// payment is the sandbox gateway's (ALLOW_UNSAFE_SANDBOX_GATEWAY, this run only); requests from
// this machine skip the captcha (CAPTCHA_WHITELIST), and the per-address limits are raised, since
// every simulated member comes from 127.0.0.1. Everything else is production's settings.
//
//   --connections 5,10,20,40,80   the concurrency levels (connections in all, split over the site servers)
//   --duration 10                 seconds at each level
//   --pglite                      one API on PGlite even when PostgreSQL answers
//   --build                       build even when the bundles exist
//   TEST_DATABASE_URL             the PostgreSQL server (postgres://postgres@127.0.0.1:5432/test)
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEFAULT_POSTGRES_URL, buildProductionServers, callJson, fakeSmsGateway, freePorts, productionApiEnv, scratchDatabase, startProcess, waitReady } from './production-servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const levels = option('--connections', '5,10,20,40,80').split(',').map(Number);
const durationSeconds = Number(option('--duration', '10'));
if (levels.some((level) => !Number.isInteger(level) || level < 1) || !(durationSeconds > 0)) {
  console.error('usage: npm run load -- [--connections 5,10,20,40,80] [--duration 10] [--pglite] [--build]');
  process.exit(2);
}
const P99_LIMIT_MS = 500;
/** The pool offer whose codes the journey generates (offerings.yaml: a pool the samples never stock). */
const POOL_OFFERING = 'healthy-bowl-30';
const ROOMY = '100000';

const bundles = ['apps/api/dist/server.js', 'apps/site-server/dist/main.js', 'apps/web/dist/server/entry-server.js', 'apps/web/dist/client/index.html'];
if (args.includes('--build') || bundles.some((file) => !fs.existsSync(path.join(root, file)))) {
  console.log('building the production bundles…');
  buildProductionServers(root);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-load-'));
/** Inside the repository, so the copied bundles resolve their packages from its node_modules. */
const snapshot = path.join(root, 'dist', `load-${process.pid}`);
const servers = [];
let database;
let sms;

async function main() {
  database = args.includes('--pglite') ? undefined : await scratchDatabase(process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL, 'load');
  const apiCount = database ? 2 : 1;
  const databaseEnv = database ? { DATABASE_URL: database.url } : { DATA_DIR: path.join(work, 'pglite') };
  console.log(database ? `PostgreSQL: ${database.name} (dropped afterwards); ${apiCount} API processes, each behind its own site server` : 'no PostgreSQL (or --pglite): one API process on PGlite, one site server');

  sms = await fakeSmsGateway();
  const ports = await freePorts(apiCount * 2);
  const memberRenderKey = randomBytes(24).toString('hex');
  const apiEnv = (port) =>
    productionApiEnv({
      smsUrl: sms.url,
      port,
      overrides: {
        ...databaseEnv,
        MEMBER_RENDER_KEY: memberRenderKey,
        STUDENT_DOCUMENTS_DIR: path.join(work, 'documents'),
        // the journey pays on the sandbox gateway, allowed for this run only (production refuses it otherwise)
        PAYMENT_GATEWAY: 'sandbox',
        ALLOW_UNSAFE_SANDBOX_GATEWAY: 'true',
        // the simulated members come from a few hundred addresses: the per-address limits would stop the run, not the servers
        CAPTCHA_WHITELIST: WHITELIST,
        // this driver is the proxy in front of the site servers (nginx's place in compose.yaml): two hops
        TRUST_PROXY: '2',
        OTP_SEND_LIMIT_PER_IP_PER_HOUR: ROOMY,
        OTP_VERIFY_LIMIT_PER_IP_PER_HOUR: ROOMY,
        AUTH_LOOKUP_LIMIT_PER_MINUTE: ROOMY,
        CODE_CHECK_LIMIT_PER_IP_PER_MINUTE: ROOMY,
        CLIENT_LOG_LIMIT_PER_MINUTE: ROOMY,
        ANALYTICS_LIMIT_PER_MINUTE: ROOMY,
      },
    });

  // The operator's loads (docs/production-data.md), and unique codes for the pool offer: one per journey.
  const loadStarted = Date.now();
  const codesFile = path.join(work, 'coupon-codes.csv');
  const codeCount = Math.max(5_000, levels.at(-1) * durationSeconds * 25);
  fs.writeFileSync(codesFile, `offering,code,pin,expiresAt\n${Array.from({ length: codeCount }, (_, i) => `${POOL_OFFERING},LOAD${String(i).padStart(7, '0')},,`).join('\n')}\n`);
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  for (const [kind, file] of [['plans', 'apps/api/src/seed/data/payment.yaml'], ['promo-codes', 'apps/api/src/operator/samples/promo-codes.csv'], ['catalogue', 'apps/api/src/seed/data'], ['coupon-codes', codesFile]]) {
    const loaded = spawnSync(tsx, ['src/load.ts', kind, path.resolve(root, file)], { cwd: path.join(root, 'apps/api'), env: { ...process.env, ...apiEnv(ports[0]) }, encoding: 'utf8' });
    if (loaded.status !== 0) throw new Error(`load ${kind} failed:\n${loaded.stderr}${loaded.stdout}`);
  }
  console.log(`loaded plans, promo codes, the catalogue and ${codeCount} codes for ${POOL_OFFERING} in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`);

  // The site server and the core site's build run from a copy under dist/: the renderer imports its
  // chunks as pages need them, and a rebuild in the tree meanwhile would take them away.
  for (const dir of ['apps/site-server/dist', 'apps/web/dist']) fs.cpSync(path.join(root, dir), path.join(snapshot, dir), { recursive: true });
  const pairs = [];
  for (let i = 0; i < apiCount; i += 1) {
    const apiPort = ports[i * 2];
    const sitePort = ports[i * 2 + 1];
    const api = startProcess(`API ${i + 1}`, process.execPath, ['dist/server.js'], { cwd: path.join(root, 'apps/api'), env: apiEnv(apiPort) });
    const site = startProcess(`site server ${i + 1}`, process.execPath, ['apps/site-server/dist/main.js', '--site', 'web'], {
      cwd: snapshot,
      env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(sitePort), HOST: '127.0.0.1', API_ORIGIN: `http://127.0.0.1:${apiPort}`, MEMBER_RENDER_KEY: memberRenderKey },
    });
    servers.push(api, site);
    pairs.push({ api, site, apiOrigin: `http://127.0.0.1:${apiPort}`, siteOrigin: `http://127.0.0.1:${sitePort}` });
  }
  for (const pair of pairs) await waitReady(pair.api, pair.apiOrigin);
  await Promise.all(pairs.map((pair) => waitReady(pair.site, pair.siteOrigin)));

  // The pages the journey opens: the categories and the pool offer's page (found from the categories page, as a member would).
  const origin = pairs[0].siteOrigin;
  const categoriesHtml = await (await fetch(`${origin}/categories`)).text();
  const homeHtml = await (await fetch(`${origin}/`)).text();
  const offerPath = new RegExp(`href="(/categories/[a-z0-9-]+/${POOL_OFFERING})"`).exec(categoriesHtml + homeHtml)?.[1] ?? /href="(\/categories\/[a-z0-9-]+\/[A-Za-z0-9-]+)"/.exec(homeHtml)?.[1];
  if (!offerPath) throw new Error('neither the home nor the categories page links an offer');
  const variantId = (await callJson(origin, '/nc/prime/plans')).json.data?.variants?.[0]?.id ?? 1;

  const steps = journey({ offerPath, variantId });
  console.log(`journey (${steps.names.length} requests, through the site server, from ${ADDRESSES} addresses): ${steps.names.join(' → ')}`);
  console.log(`offer page ${offerPath}; ${durationSeconds} s at each of ${levels.join(', ')} connections\n`);

  // Warm-up, not counted: each process's first renders, read models and connections.
  await runLevel(pairs, steps, Math.min(2, levels[0]), Math.min(3, durationSeconds));
  const rows = [];
  for (const connections of levels) {
    const result = await runLevel(pairs, steps, connections);
    rows.push(result);
    printLevel(result);
  }
  const crossed = rows.find((row) => row.p99 > P99_LIMIT_MS);
  console.log(
    crossed
      ? `p99 of all requests passed ${P99_LIMIT_MS} ms at ${crossed.connections} connections (${crossed.p99} ms; slowest step there: ${crossed.slowest.name}, p99 ${crossed.slowest.p99} ms)`
      : `p99 of all requests stayed under ${P99_LIMIT_MS} ms up to ${levels.at(-1)} connections (not reached)`,
  );
}

/** Members come from this many addresses (10.77.0.1 …), each in CAPTCHA_WHITELIST: the per-address counters are then as busy as a real crowd's, not one row for all. */
const ADDRESSES = 250;
const addressOf = (n) => `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
const WHITELIST = Array.from({ length: ADDRESSES }, (_, n) => addressOf(n)).join(',');
/** Journeys a connection makes before autocannon starts its list (and context) over. */
const JOURNEYS_PER_LIST = 200;

/**
 * The member's journey as autocannon requests. A connection is a stream of members: each member's
 * code is asked for while the previous member pays and generates, and the member browses before
 * signing in, so the text has time to arrive as it would on a phone; each step's answer feeds the
 * next through the connection's context (ticket, token, order, payment). A step whose input is
 * missing (an earlier step failed, or the text had not come) starts the list over.
 */
function journey({ offerPath, variantId }) {
  const parse = (body) => {
    try {
      return JSON.parse(String(body));
    } catch {
      return undefined;
    }
  };
  const step = (name, build, onResponse) => ({
    name,
    method: 'GET',
    path: '/',
    setupRequest: (request, context) => {
      const built = build(context);
      if (!built) return null;
      const { member, headers = {}, ...rest } = built;
      return { ...request, ...rest, headers: { ...headers, 'x-forwarded-for': member.address } };
    },
    ...(onResponse ? { onResponse } : {}),
  });
  const json = (context, body, headers = {}) => ({ method: 'POST', member: context.current, body: JSON.stringify(body), headers: { 'content-type': 'application/json', accept: 'application/json', ...headers } });
  const bearer = (context) => ({ authorization: `Bearer ${context.current.accessToken}` });
  const need = (value, built) => (value === undefined ? null : built);

  const sendCode = step('send code', (context) => {
    members += 1;
    context.next = { mobile: `9${String(100_000_000 + members)}`, address: addressOf(members % ADDRESSES) };
    return { method: 'POST', path: '/nc/um/user/v1/register', member: context.next, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: context.next.mobile, firstName: 'Load' }) };
  });
  const page = (name, path) => step(name, (context) => need(context.next, { path, member: context.next, headers: { accept: 'text/html' } }));
  const oneJourney = [
    page('home', '/'),
    page('categories', '/categories'),
    page('offer page', offerPath),
    step(
      'sign in',
      (context) => {
        const otp = context.next && sms.take(context.next.mobile);
        if (!otp) {
          missingCode += 1;
          return null;
        }
        context.current = context.next;
        context.next = undefined;
        return { ...json(context, { mobile: context.current.mobile, otp }), path: '/nc/um/user/v1/otp/verify' };
      },
      (status, body, context) => (context.current.ticketId = parse(body)?.data?.ticketId),
    ),
    step(
      'login',
      (context) => need(context.current.ticketId, { ...json(context, { origin: 'LOGIN', channel: 'TIMES_PRIME', ticketId: context.current.ticketId }), path: '/nc/um/auth/v1/login' }),
      (status, body, context) => (context.current.accessToken = parse(body)?.data?.accessToken),
    ),
    sendCode,
    step(
      'order',
      (context) => need(context.current.accessToken, { ...json(context, { variantId }, { ...bearer(context), 'idempotency-key': randomUUID() }), path: '/nc/prime/order' }),
      (status, body, context) => (context.current.orderId = parse(body)?.data?.orderId),
    ),
    step(
      'open payment',
      (context) => need(context.current.orderId, { ...json(context, { orderId: context.current.orderId, returnUrl: `/payment/payment-status?orderId=${context.current.orderId}` }, bearer(context)), path: '/nc/prime/redirect/web/SANDBOX' }),
      (status, body, context) => (context.current.paymentId = parse(body)?.data?.paymentId),
    ),
    step('pay (sandbox)', (context) =>
      need(context.current.paymentId, { method: 'POST', member: context.current, path: `/nc/sandbox/checkout/${context.current.paymentId}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'method=upi&outcome=success' }),
    ),
    step(
      'generate code',
      (context) => need(context.current.accessToken, { ...json(context, { offeringName: POOL_OFFERING }, { ...bearer(context), 'idempotency-key': randomUUID() }), path: '/nc/prime/generateCoupon/v2' }),
      (status, body) => {
        const outcome = parse(body)?.data?.outcome ?? `HTTP ${status}`;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      },
    ),
  ];
  // The first member's code is asked for first; every later one's during the member before.
  return { names: ['send code', ...oneJourney.map((request) => request.name).filter((name) => name !== 'send code')], requests: [sendCode, ...Array.from({ length: JOURNEYS_PER_LIST }, () => oneJourney).flat()] };
}

let members = 0;
let missingCode = 0;
const outcomes = new Map();

/** One concurrency level: an autocannon instance per site server, the connections split between them. */
async function runLevel(pairs, steps, connections, seconds = durationSeconds) {
  missingCode = 0;
  outcomes.clear();
  const perStep = new Map(steps.names.map((name) => [name, { latencies: [], errors: 0, statuses: new Map() }]));
  const started = Date.now();
  const results = await Promise.all(
    pairs.map((pair, i) => {
      const share = Math.floor(connections / pairs.length) + (i < connections % pairs.length ? 1 : 0);
      if (share === 0) return undefined;
      const instance = autocannon({ url: pair.siteOrigin, connections: share, duration: seconds, timeout: 30, requests: steps.requests });
      instance.on('response', (client, status, bytes, milliseconds) => {
        const stats = perStep.get(client.requestIterator.currentRequest?.name);
        if (!stats) return;
        stats.latencies.push(milliseconds);
        stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
        // the sandbox's checkout answers 303 to the payment page; everything else 200
        if (status >= 400) stats.errors += 1;
      });
      return instance;
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const all = [];
  const stepRows = [...perStep].map(([name, stats]) => {
    const sorted = stats.latencies.sort((a, b) => a - b);
    all.push(...sorted);
    return { name, requests: sorted.length, perSecond: sorted.length / elapsed, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), errors: stats.errors, statuses: stats.statuses };
  });
  all.sort((a, b) => a - b);
  const done = results.filter(Boolean);
  return {
    connections,
    seconds: elapsed,
    steps: stepRows,
    requests: all.length,
    perSecond: all.length / elapsed,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    errors: stepRows.reduce((sum, row) => sum + row.errors, 0),
    timeouts: done.reduce((sum, result) => sum + result.timeouts, 0),
    socketErrors: done.reduce((sum, result) => sum + result.errors - result.timeouts, 0),
    journeys: perStep.get('generate code').latencies.length,
    missingCode,
    outcomes: new Map(outcomes),
    slowest: stepRows.reduce((worst, row) => (row.p99 > worst.p99 ? row : worst), stepRows[0]),
  };
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]);
}

function printLevel(level) {
  const line = (cells) => `  ${cells[0].padEnd(14)}${cells.slice(1).map((cell) => String(cell).padStart(10)).join('')}`;
  console.log(`${level.connections} connections, ${level.seconds.toFixed(1)} s: ${level.requests} requests, ${level.perSecond.toFixed(1)} req/s, ${level.journeys} journeys completed (${(level.journeys / level.seconds).toFixed(1)}/s)`);
  console.log(line(['step', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors']));
  for (const row of level.steps) console.log(line([row.name, row.requests, row.perSecond.toFixed(1), row.p50, row.p99, row.errors]));
  console.log(line(['all', level.requests, level.perSecond.toFixed(1), level.p50, level.p99, level.errors]));
  const statuses = level.steps.filter((row) => row.errors > 0).map((row) => `${row.name} ${[...row.statuses].map(([status, count]) => `${status}×${count}`).join(' ')}`);
  console.log(
    `  generate code: ${[...level.outcomes].map(([outcome, count]) => `${outcome} ${count}`).join(', ') || 'none'}; timeouts ${level.timeouts}, socket errors ${level.socketErrors}` +
      `${level.missingCode ? `; ${level.missingCode} journeys restarted because the code was not texted by sign-in` : ''}${statuses.length ? `; statuses: ${statuses.join('; ')}` : ''}\n`,
  );
}

try {
  await main();
} catch (error) {
  console.error(`load test failed: ${error.message}`);
  for (const server of servers) if (server.output()) console.error(`--- ${server.name} wrote:\n${server.output().slice(-3000)}`);
  process.exitCode = 1;
} finally {
  await Promise.allSettled(servers.map((server) => server.stop()));
  await sms?.close();
  await database?.drop().catch((error) => console.error(`could not drop ${database.name}: ${error.message}`));
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(snapshot, { recursive: true, force: true });
}
