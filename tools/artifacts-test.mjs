#!/usr/bin/env node
// The deployables, proved (issue 32, item 1): after `npm run build`, writes dist/artifacts
// (tools/artifacts.mjs), installs each into a fresh directory with `npm ci --omit=dev` (no
// development dependency may be present), starts the API and the site server from those
// directories with plain Node and NODE_ENV=production on a PostgreSQL database of its own (PGlite,
// said so, only when no PostgreSQL server answers), loads the sample plans and catalogue with the
// deployable's operator command, and then, through the site server as a browser would: loads the
// home and an offer page, signs a new member in (the code read from a stand-in SMS gateway) and
// makes member calls. `npm test` runs it as a step (tools/test.mjs); each phase's time is printed.
// Settings: TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test), ARTIFACT_TEST_KEEP=1 keeps the directory.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeArtifacts } from './artifacts.mjs';
import { DEFAULT_POSTGRES_URL, callJson, fakeSmsGateway, freePorts, freshMobile, productionApiEnv, scratchDatabase, signIn, startProcess, waitReady } from './production-servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Development tools that must not be in a production install. */
const DEV_ONLY = ['vite', 'vitest', 'tsx', 'esbuild', 'typescript', '@playwright/test', 'playwright', 'nx', 'eslint', 'storybook', 'drizzle-kit', 'autocannon'];

const started = Date.now();
const phases = [];
async function phase(name, run) {
  const at = Date.now();
  const result = await run();
  phases.push([name, Date.now() - at]);
  console.log(`  ${name}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
  return result;
}
function check(condition, message) {
  if (!condition) throw new Error(message);
}

function run(command, args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${output.slice(-3000)}`))));
  });
}

/** GET through node:http, so the Host header can name a co-brand's host. */
function get(port, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: pathname, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
    }).on('error', reject);
  });
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-artifacts-'));
const servers = [];
let database;
let sms;
try {
  console.log(`artifact test in ${work}`);
  const written = await phase('write dist/artifacts', () => makeArtifacts());
  for (const artifact of written) console.log(`    ${artifact.name}: ${(artifact.bytes / 1024 / 1024).toFixed(1)} MB, ${artifact.dependencies} dependencies, ${artifact.packages} packages locked`);

  const dirs = { api: path.join(work, 'api'), site: path.join(work, 'site') };
  for (const [kind, dir] of Object.entries(dirs)) fs.cpSync(path.join(root, 'dist/artifacts', kind), dir, { recursive: true });
  await phase('npm ci --omit=dev (both, at once)', () =>
    Promise.all(Object.values(dirs).map((dir) => run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir, { NODE_ENV: 'production' })))
  );
  for (const [kind, dir] of Object.entries(dirs)) {
    const present = DEV_ONLY.filter((name) => fs.existsSync(path.join(dir, 'node_modules', name)));
    check(present.length === 0, `${kind}: development packages installed: ${present.join(', ')}`);
    const installed = fs.readdirSync(path.join(dir, 'node_modules')).length;
    const megabytes = Number((await run('du', ['-sm', 'node_modules'], dir)).split('\t')[0]);
    console.log(`    ${kind}: node_modules ${megabytes} MB (${installed} entries), none of ${DEV_ONLY.join(', ')}`);
  }

  const serverUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  database = await scratchDatabase(serverUrl, 'artifact');
  const databaseEnv = database ? { DATABASE_URL: database.url } : { DATA_DIR: path.join(work, 'pglite') };
  console.log(database ? `    database: PostgreSQL, ${database.name} (dropped afterwards)` : `    database: no PostgreSQL answered at ${serverUrl}; the API runs on PGlite in ${databaseEnv.DATA_DIR}`);

  const [apiPort, sitePort] = await freePorts(2);
  sms = await fakeSmsGateway();
  // The key the site server sends to render a signed-in member's page; the API's and the site server's alike.
  const memberRenderKey = randomBytes(24).toString('hex');
  const apiEnv = productionApiEnv({ smsUrl: sms.url, port: apiPort, overrides: { ...databaseEnv, MEMBER_RENDER_KEY: memberRenderKey, STUDENT_DOCUMENTS_DIR: path.join(work, 'documents'), SOCIAL_LOGIN_SITE_ORIGIN: `http://localhost:${sitePort}` } });

  // What an operator does before opening a production site (docs/production-data.md), with the deployable's own command.
  await phase('load plans, promo codes and catalogue (apps/api/dist/load.js)', async () => {
    const load = (...args) => run(process.execPath, ['apps/api/dist/load.js', ...args], dirs.api, apiEnv);
    console.log(`    ${(await load('plans', 'apps/api/src/seed/data/payment.yaml')).trim().split('\n').at(-1)}`);
    console.log(`    ${(await load('promo-codes', 'apps/api/src/operator/samples/promo-codes.csv')).trim().split('\n').at(-1)}`);
    console.log(`    ${(await load('catalogue', 'apps/api/src/seed/data')).trim().split('\n').filter((line) => !line.startsWith('note:')).at(-1)}`);
  });

  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  await phase('start the API and the site server (--site all) from the deployables', async () => {
    const api = startProcess('API', process.execPath, ['apps/api/dist/server.js'], { cwd: dirs.api, env: apiEnv });
    servers.push(api);
    const site = startProcess('site server', process.execPath, ['apps/site-server/dist/main.js', '--site', 'all'], {
      cwd: dirs.site,
      env: { NODE_ENV: 'production', PORT: String(sitePort), HOST: '127.0.0.1', API_ORIGIN: apiOrigin, MEMBER_RENDER_KEY: memberRenderKey, SITE_ORIGIN_WEB: `http://localhost:${sitePort}` },
    });
    servers.push(site);
    await Promise.all([waitReady(api, apiOrigin), waitReady(site, siteOrigin)]);
  });

  await phase('pages through the site server', async () => {
    const home = await get(sitePort, '/');
    check(home.status === 200, `GET / answered ${home.status}: ${home.body.slice(0, 300)}`);
    check(/text\/html/.test(String(home.headers['content-type'])), `GET / is ${home.headers['content-type']}, not HTML`);
    const offerPath = /<a [^>]*href="(\/categories\/[a-z0-9-]+\/[A-Za-z0-9-]+)"/.exec(home.body)?.[1];
    check(offerPath, 'the home page links no offer: the loaded catalogue did not reach the rendered page');
    const offer = await get(sitePort, offerPath);
    check(offer.status === 200 && offer.body.includes('<h1'), `GET ${offerPath} answered ${offer.status} without a heading`);
    const shopper = await get(sitePort, '/', { host: `shopper.localhost:${sitePort}` });
    check(shopper.status === 200 && shopper.body !== home.body, `the shopper site (Host shopper.localhost) answered ${shopper.status}${shopper.body === home.body ? ', the core site\'s page' : ''}`);
    const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1] ?? /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(home.body)?.[1];
    check(asset, 'the home page names no built asset');
    const assetAnswer = await get(sitePort, asset, { 'accept-encoding': 'br' });
    check(assetAnswer.status === 200, `GET ${asset} answered ${assetAnswer.status}`);
    // the API's reference, served from the trimmed Scalar package the deployable holds (tools/artifacts.mjs)
    const docs = await fetch(`${apiOrigin}/docs`);
    const docsHtml = await docs.text();
    const docsScript = /<script[^>]+src="([^"]+\.js)"/.exec(docsHtml)?.[1];
    check(docs.status === 200 && docsScript, `GET /docs answered ${docs.status}${docsScript ? '' : ' without its script'}`);
    const docsBundle = await fetch(new URL(docsScript, apiOrigin));
    check(docsBundle.status === 200 && (await docsBundle.arrayBuffer()).byteLength > 100_000, `GET ${docsScript} answered ${docsBundle.status}`);
    console.log(`    / ${home.body.length} B, ${offerPath} ${offer.body.length} B, shopper home ${shopper.body.length} B, ${asset} ${assetAnswer.headers['content-encoding'] ?? 'identity'} ${assetAnswer.status}`);
  });

  await phase('a member signs in and calls member endpoints through the site server', async () => {
    const mobile = freshMobile();
    const { accessToken, refreshCookie } = await signIn(siteOrigin, mobile, sms.codeFor);
    check(accessToken && refreshCookie, 'the login answered no access token or no refresh cookie');
    const profile = (await callJson(siteOrigin, '/nc/um/user/v1/profile', { headers: { authorization: `Bearer ${accessToken}` } })).json;
    check(JSON.stringify(profile).includes(mobile.slice(-4)), `the profile does not name the member: ${JSON.stringify(profile).slice(0, 300)}`);
    const page = await get(sitePort, '/profile', { cookie: refreshCookie });
    check(page.status === 200, `the member's /profile answered ${page.status}`);
    check(/no-store/.test(String(page.headers['cache-control'])), `a member's page is cached: cache-control ${page.headers['cache-control']}`);
    const named = page.body.includes('Artifact');
    console.log(`    member ${mobile.slice(0, 2)}…${mobile.slice(-2)}: profile call ok; /profile ${page.status}, ${page.headers['cache-control']}, ${named ? 'rendered with the member\'s name' : 'rendered as the neutral frame'}`);
  });

  console.log(`artifact test: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`artifact test FAILED: ${error.message}`);
  for (const server of servers) console.error(`--- ${server.name} wrote:\n${server.output().slice(-3000)}`);
  process.exitCode = 1;
} finally {
  const cleaning = Date.now();
  const times = [];
  const timed = async (name, run) => {
    const at = Date.now();
    await run();
    times.push(`${name} ${((Date.now() - at) / 1000).toFixed(1)} s`);
  };
  await timed('stop the servers', () => Promise.allSettled(servers.map((server) => server.stop())));
  await sms?.close();
  await timed('drop the database', () => database?.drop().catch((error) => console.error(`could not drop ${database.name}: ${error.message}`)));
  if (process.env.ARTIFACT_TEST_KEEP !== '1') await timed('remove the directory', () => fs.promises.rm(work, { recursive: true, force: true }));
  console.log(`  clean-up: ${times.join(', ')} (${((Date.now() - cleaning) / 1000).toFixed(1)} s)`);
}
