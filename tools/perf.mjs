#!/usr/bin/env node
// `npm run perf`: figures for people, not a test. Builds the API and the three sites, starts their production
// site servers with the API, and runs Lighthouse (mobile, simulated slow 4G and 4x CPU) three times
// on the core site's home, categories, an offer, login and FAQ and on each co-brand's home, then
// prints the medians, and the home's LCP against a static page with the same hero (the server's own
// HTML of the home without its scripts) served by the same server. The same for signed-in members:
// a paid member's feed, an offer page, /profile and /categories, and each co-brand's member home,
// beside the visitor pages and the static floors (the home's and the offer page's HTML without scripts).
//   node tools/perf.mjs [--runs 3] [--no-build] [--only home,member]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildProductionServers } from './production-servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// --only home,login: just the pages whose names contain one of these (the static hero always runs).
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;

if (!args.includes('--no-build')) buildProductionServers(root);

// The members below sign in through the API from this machine (127.0.0.1), which is spared the
// captcha a browser solves; nothing else about the servers differs from production's settings.
const serverEnv = { ...process.env, CAPTCHA_WHITELIST: '127.0.0.1' };
const servers = spawn('node', ['tools/start.mjs', '--prod'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: serverEnv });
const stop = () => servers.exitCode === null && servers.kill('SIGTERM');
process.on('exit', stop);
await new Promise((resolve, reject) => {
  servers.stdout.on('data', (chunk) => chunk.toString().includes('Press Ctrl+C') && resolve());
  servers.on('exit', (code) => reject(new Error(`the servers stopped (${code})`)));
});

// The floors: the home and an offer page exactly as the server renders them, every script taken out.
const withoutScripts = (html) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
const home = await (await fetch('http://localhost:4200/')).text();
const staticFile = path.join(root, 'apps/web/dist/client/perf-static-hero.html');
fs.writeFileSync(staticFile, withoutScripts(home));
const offerPath = /<a [^>]*href="(\/categories\/[a-z0-9-]+\/[A-Za-z0-9-]+)"/.exec(home)?.[1] ?? '/categories';
const staticOfferFile = path.join(root, 'apps/web/dist/client/perf-static-offer.html');
fs.writeFileSync(staticOfferFile, withoutScripts(await (await fetch(`http://localhost:4200${offerPath}`)).text()));
// The site server lists its static files when it starts: restart the core site's to include them.
stop();
await new Promise((resolve) => servers.on('exit', resolve));
await new Promise((resolve) => setTimeout(resolve, 2000));
const again = spawn('node', ['tools/start.mjs', '--prod'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: serverEnv });
process.on('exit', () => again.exitCode === null && again.kill('SIGTERM'));
await new Promise((resolve) => again.stdout.on('data', (chunk) => chunk.toString().includes('Press Ctrl+C') && resolve()));

const pages = [
  ['core home', 'http://localhost:4200/'],
  ['core categories', 'http://localhost:4200/categories'],
  ['core offer detail', `http://localhost:4200${offerPath}`],
  ['core login', 'http://localhost:4200/login'],
  ['core FAQ', 'http://localhost:4200/faq'],
  ['shopper home', 'http://localhost:4201/'],
  ['more-rewards home', 'http://localhost:4202/'],
  ['static hero (same server)', 'http://localhost:4200/perf-static-hero.html'],
  ['static offer page (same server)', 'http://localhost:4200/perf-static-offer.html'],
];

// Signed-in pages: each member signs in once through the API (the development outbox holds the
// code), and the browser then holds the session as a returning member's does: the HttpOnly refresh
// cookie and the session hint. Each page load renews, which rotates the cookie, so these runs keep
// the browser's storage from run to run (Lighthouse's disableStorageReset) and clear only its HTTP
// cache before each, as a cold visit would. Cookies do not tell ports apart: the groups run one
// after another, each signing its member in first.
const API = 'http://localhost:3333';
const memberGroups = [
  {
    // a new customer each run, who pays for the annual plan on the sandbox: a seeded member's codes
    // run out (5 an hour), and a run that cannot sign in measures nothing
    member: { mobile: `6${String(Date.now()).slice(-9)}`, channel: 'TIMES_PRIME', origin: 'http://localhost:4200', pays: true },
    pages: [
      ['member feed (paid)', 'http://localhost:4200/userfeed'],
      ['member offer detail (paid)', `http://localhost:4200${offerPath}`],
      ['member profile (paid)', 'http://localhost:4200/profile'],
      ['member categories (paid)', 'http://localhost:4200/categories'],
    ],
  },
  {
    member: { mobile: '9876543241', channel: 'SHOPPERS_STOP', origin: 'http://localhost:4201' }, // Arjun, claimed
    pages: [['shopper member home', 'http://localhost:4201/user-shopper-stop']],
  },
  {
    // a new customer each run of the tool, who claims More Rewards with the demo store code
    member: { mobile: `7${String(Date.now()).slice(-9)}`, channel: 'MORE_REWARDS', origin: 'http://localhost:4202', storeCode: 'DIAMONDCLUB' },
    pages: [['more-rewards member home', 'http://localhost:4202/categorylistingmore']],
  },
];

async function api(pathname, body, headers = {}) {
  const response = await fetch(`${API}${pathname}`, { method: body === undefined ? 'GET' : 'POST', headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Signs a member in through the API as the sites do; the refresh token the browser would hold. A new
 * customer who `pays` gives a city and a gender (no profile prompt over the pages measured) and buys
 * the annual plan on the sandbox; one with a `storeCode` claims the co-brand membership.
 */
async function signIn({ mobile, channel, storeCode, pays = false }) {
  const exists = (await (await api('/nc/um/user/v2/checkUserExist', { user: { mobile } })).json()).data.newUser === false;
  await api(exists ? '/nc/um/user/v1/otp/send' : '/nc/um/user/v1/register', exists ? { identifier: mobile } : { mobile, firstName: 'Perf' });
  const [message] = await (await api(`/dev/outbox?mobile=${mobile}`)).json();
  const { ticketId } = (await (await api('/nc/um/user/v1/otp/verify', { mobile, otp: message.code })).json()).data;
  const login = await api('/nc/um/auth/v1/login', { origin: 'LOGIN', channel, ticketId });
  const refreshToken = /(?:^|,\s*)rp_rt=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!refreshToken) throw new Error(`no refresh cookie for ${mobile}`);
  const bearer = { authorization: `Bearer ${(await login.json()).data.accessToken}` };
  if (storeCode) await api('/nc/prime/partner/claim', { channel, storeCode }, bearer);
  if (pays) {
    await api('/nc/um/user/v1/update', { user: { city: 'Pune', gender: 'F' } }, bearer);
    const { orderId } = (await (await api('/nc/prime/order', { variantId: 1 }, { ...bearer, 'idempotency-key': randomUUID() })).json()).data;
    const { paymentId } = (await (await api('/nc/prime/redirect/web/SANDBOX', { orderId, returnUrl: `/payment/payment-status?orderId=${orderId}` }, bearer)).json()).data;
    const paid = await fetch(`${API}/nc/sandbox/checkout/${paymentId}`, { method: 'POST', body: new URLSearchParams({ method: 'upi', outcome: 'success' }), redirect: 'manual' });
    if (paid.status >= 400) throw new Error(`sandbox checkout: ${paid.status} ${await paid.text()}`);
    for (let waited = 0; (await (await api('/nc/um/user/v1/profile', undefined, bearer)).json()).data.primeProfile !== 5; waited += 250) {
      if (waited > 15_000) throw new Error(`${mobile} is not a paid member 15 s after paying`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return refreshToken;
}

const measured = pages.filter(([name]) => !only || name.startsWith('static') || only.some((part) => name.includes(part)));
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
/** The audits the table reads. */
const AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
/** The median of the runs that gave a value; undefined when none did. */
const median = (values) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : undefined);
const rows = [];

/**
 * Lighthouse `runs` times on one page; a row of medians. `beforeRun` prepares the browser (a member's
 * runs clear the HTTP cache and keep the session); `signedIn` checks each member run renewed its session.
 */
async function measure(name, url, { beforeRun, signedIn = false } = {}) {
  const results = [];
  const problems = new Set();
  // A run whose trace Lighthouse could not read (NO_NAVSTART: about one run in six on this kind of
  // machine) has no figures: it is run again, up to twice the runs asked for, so the medians are of
  // `runs` real measurements wherever possible.
  let measuredRuns = 0;
  for (let attempt = 0; attempt < runs * 2 && measuredRuns < runs; attempt += 1) {
    // A run that fails, or an audit Lighthouse could not compute (a trace without a layout shift
    // event leaves CLS without a value, say), is reported in the table rather than ending the run.
    try {
      await beforeRun?.();
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo', 'accessibility'], disableStorageReset: signedIn });
      if (lhr.runtimeError) {
        problems.add(`${lhr.runtimeError.code} (run again)`);
        continue;
      }
      measuredRuns += 1;
      results.push(lhr);
      for (const id of AUDITS) if (typeof lhr.audits[id]?.numericValue !== 'number') problems.add(`${id}: ${lhr.audits[id]?.errorMessage ?? 'no value'}`);
      // A member run that did not renew its session measured a visitor's page: said, not hidden.
      const renewals = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.url.includes('/token/renew'));
      if (signedIn && !renewals.some((item) => item.statusCode === 200)) problems.add('not signed in: no successful renewal in the run');
    } catch (error) {
      problems.add(error instanceof Error ? error.message : String(error));
    }
  }
  const pick = (read) => median(results.map(read).filter((value) => typeof value === 'number' && Number.isFinite(value)));
  const score = (category) => (lhr) => (typeof lhr.categories[category]?.score === 'number' ? Math.round(lhr.categories[category].score * 100) : undefined);
  const value = (id) => (lhr) => lhr.audits[id]?.numericValue;
  rows.push({
    name,
    perf: pick(score('performance')),
    fcp: pick(value('first-contentful-paint')),
    lcp: pick(value('largest-contentful-paint')),
    tbt: pick(value('total-blocking-time')),
    cls: pick(value('cumulative-layout-shift')),
    seo: pick(score('seo')),
    a11y: pick(score('accessibility')),
    bench: pick((lhr) => lhr.environment?.benchmarkIndex),
    problems: [...problems],
  });
  process.stderr.write(`measured ${name}${problems.size ? ` (${[...problems].join('; ')})` : ''}\n`);
}

try {
  for (const [name, url] of measured) await measure(name, url);
  const groups = memberGroups.map((group) => ({ ...group, pages: group.pages.filter(([name]) => !only || only.some((part) => name.includes(part))) })).filter((group) => group.pages.length > 0);
  if (groups.length > 0) {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      for (const { member, pages: memberPages } of groups) {
        let refreshToken;
        try {
          refreshToken = await signIn(member);
        } catch (error) {
          // said in the table; the other groups and the visitor pages are still printed
          for (const [name] of memberPages) rows.push({ name, problems: [`could not sign in: ${error instanceof Error ? error.message : String(error)}`] });
          continue;
        }
        const tab = await browser.newPage();
        await tab.goto(`${member.origin}/robots.txt`);
        await tab.setCookie(
          { name: 'rp_rt', value: refreshToken, url: member.origin, httpOnly: true, secure: true, sameSite: 'Strict' },
          { name: 'rp_session', value: '1', url: member.origin, sameSite: 'Lax' },
        );
        await tab.evaluate(() => {
          localStorage.setItem('rp_session', '1');
          // a paid member on a phone is offered the app once a week: a returning member's load, not that dialog
          localStorage.setItem('rp_app_download_prompt_until', String(Date.now() + 7 * 86_400_000));
        });
        const cdp = await tab.createCDPSession();
        const clearCache = () => cdp.send('Network.clearBrowserCache');
        for (const [name, url] of memberPages) await measure(name, url, { beforeRun: clearCache, signedIn: true });
        await tab.close();
      }
    } finally {
      await browser.disconnect();
    }
  }
} finally {
  await chrome.kill();
  fs.rmSync(staticFile, { force: true });
  fs.rmSync(staticOfferFile, { force: true });
}

const missing = (value) => value === undefined;
const seconds = (ms) => (missing(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const ms = (value) => (missing(value) ? 'n/a' : `${Math.round(value)} ms`);
const plain = (value) => (missing(value) ? 'n/a' : String(value));
// Lighthouse's benchmarkIndex of this host (higher is faster; its 4x CPU slowdown assumes ~1000 or
// more): TBT scales with it, so figures from a slower or busier host are not comparable.
const bench = median(rows.map((row) => row.bench).filter((value) => value !== undefined));
console.log(`\nLighthouse 12 mobile (simulated slow 4G, 4x CPU), median of ${runs}; host benchmarkIndex ${missing(bench) ? 'n/a' : Math.round(bench)}\n`);
console.log('| page | perf | FCP | LCP | TBT | CLS | SEO | a11y |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.name} | ${plain(row.perf)} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${ms(row.tbt)} | ${missing(row.cls) ? 'n/a' : row.cls.toFixed(3)} | ${plain(row.seo)} | ${plain(row.a11y)} |`);
}
for (const row of rows.filter((row) => row.problems.length)) console.log(`\n${row.name}: ${row.problems.join('; ')}`);
const homeRow = rows.find((row) => row.name === 'core home');
const heroRow = rows.find((row) => row.name.startsWith('static hero'));
if (homeRow && heroRow && !missing(homeRow.lcp) && !missing(heroRow.lcp)) console.log(`\nhome LCP ${seconds(homeRow.lcp)} = ${(homeRow.lcp / heroRow.lcp).toFixed(2)} x the static hero's ${seconds(heroRow.lcp)}`);
/** A page against its floor or its visitor twin: LCP ratio and TBT difference, same run. */
const versus = (name, other, label) => {
  const a = rows.find((row) => row.name === name);
  const b = rows.find((row) => row.name === other);
  if (!a || !b || missing(a.lcp) || missing(b.lcp)) return;
  console.log(`${name}: LCP ${(a.lcp / b.lcp).toFixed(2)} x ${label}'s; TBT ${missing(a.tbt) || missing(b.tbt) ? 'n/a' : `${Math.round(a.tbt - b.tbt)} ms over`} ${label}'s`);
};
console.log('');
versus('core home', 'static hero (same server)', 'its static copy');
versus('core offer detail', 'static offer page (same server)', 'its static copy');
versus('member offer detail (paid)', 'core offer detail', 'the visitor page');
versus('member categories (paid)', 'core categories', 'the visitor page');
versus('member feed (paid)', 'core home', 'the visitor home');
process.exit(0);
