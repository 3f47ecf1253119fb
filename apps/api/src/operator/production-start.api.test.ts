// A real API process with NODE_ENV=production on an empty database (PGlite in a temporary DATA_DIR)
// seeds nothing: no member, promo code, store code, enrolment or card BIN exists, and the demo data's
// DIAMONDCLUB and BIN 438857 give nothing. Then the README's production order, through the real
// `load` command on the same directory: a refused file writes nothing and exits 1; plans, promo codes
// and the catalogue load; the restarted production API renders the catalogue and still refuses the demo
// code and BIN. Last, a member signs up on that database and is refused DIAMONDCLUB and BIN 438857.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/connection';
import { ApiProcess, freePorts } from '../scale-out/api-processes';
import { SEED_DATA_DIR } from '../seed/loader';
import { allRows, bearer, logIn } from '../test/auth';
import { testAppConfig } from '../test/config';
import { postJson } from '../test/harness';
import { productionEnv } from '../test/production-env';

const API_DIR = path.resolve(import.meta.dirname, '../..');
const SAMPLES = path.join(import.meta.dirname, 'samples');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-start-'));
const env = productionEnv({ DATA_DIR: path.join(dir, 'pglite'), DATABASE_URL: '' });
const processes: ApiProcess[] = [];
/** What the demo data would have held: none of these may have a row in production until an operator loads one. */
const DEMO_TABLES = ['users', 'codes', 'partner_store_codes', 'partner_enrolments', 'card_bins', 'coupon_codes', 'subscription_variants', 'categories'];

afterAll(async () => {
  await Promise.all(processes.map((api) => api.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function startProduction(name: string): Promise<ApiProcess> {
  const [port] = await freePorts(1);
  const api = new ApiProcess(name, port as number, env);
  processes.push(api);
  api.start();
  const ms = await api.waitUntilHealthy(90_000);
  console.log(`${name}: healthy after ${ms} ms`);
  return api;
}

/** Row counts of `tables` in the directory's database (the API process must be stopped: PGlite has one writer). */
async function counts(tables: string[]): Promise<Record<string, number>> {
  const database = await openDatabase({ driver: 'pglite', dataDir: env.DATA_DIR as string });
  try {
    return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, (await allRows(database.db, table)).length] as const)));
  } finally {
    await database.close();
  }
}

/** `npm run load -- …` as an operator runs it, with the production settings. */
async function load(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/load.ts', ...args], { cwd: API_DIR, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

const post = (api: ApiProcess, url: string, body: unknown) => fetch(`${api.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('NODE_ENV=production on an empty database', () => {
  it('seeds nothing: no demo member, code, store code, enrolment or BIN; DIAMONDCLUB and 438857 give nothing', async () => {
    const api = await startProduction('production');
    const demoCode = await fetch(`${api.url}/nc/prime/codeDetails/DIAMONDCLUB`);
    expect(demoCode.status).toBe(404);
    expect(await demoCode.json()).toMatchObject({ success: false, systemErrorCode: 'TP-CODE-404' });
    const welcome = await fetch(`${api.url}/nc/prime/codeDetails/WELCOME100`);
    expect(welcome.status).toBe(404);
    // Not even the card offer exists before an operator loads the catalogue.
    const demoBin = await post(api, '/nc/prime/card/VISA_SIGNATURE/validate', { cardBin: '438857' });
    expect(demoBin.status).toBe(404);
    expect(await demoBin.json()).toMatchObject({ success: false, userMessage: 'This card offer is not available.' });
    await api.stop();
    expect(api.exitedOnItsOwn(), api.output()).toBe(false);
    expect(await counts(DEMO_TABLES)).toEqual(Object.fromEntries(DEMO_TABLES.map((table) => [table, 0])));
  }, 180_000);

  it('is loaded in the README’s order with `npm run load`: refused files write nothing, loaded ones render, the demo code and BIN stay refused', async () => {
    const badBins = path.join(dir, 'bins.csv');
    fs.writeFileSync(badBins, 'channel,bin,eligible,cardName\nVISA_SIGNATURE,438857,true,Visa Signature\nVISA_SIGNATURE,43885,true,Visa Signature\n');
    const refused = await load('card-bins', badBins);
    expect(refused.code, refused.stderr).toBe(1);
    expect(refused.stderr).toContain(`${badBins}:3: bin: must be the first 6 digits of a card`);
    expect(refused.stderr).toContain('1 problem; nothing was written');

    const plans = await load('plans', path.join(SEED_DATA_DIR, 'payment.yaml'));
    expect(plans.code, plans.stderr).toBe(0);
    expect(plans.stdout).toContain('plans: 4 in the file, 4 added, 0 updated, 0 unchanged (database: pglite)');
    expect(plans.stdout).toContain('note: codes: not loaded by `load plans`');
    const codes = await load('promo-codes', path.join(SAMPLES, 'promo-codes.csv'));
    expect(codes.code, codes.stderr).toBe(0);
    const catalogue = await load('catalogue', SEED_DATA_DIR);
    expect(catalogue.code, catalogue.stderr).toBe(0);
    expect(catalogue.stdout).toMatch(/catalogue: wrote .* 13 categories, 79 offers, 65 cities/);
    const again = await load('catalogue', SEED_DATA_DIR);
    expect(again.stdout).toContain('catalogue: already loaded (13 categories, 79 offers); nothing written');
    const sampleBins = await load('card-bins', path.join(SAMPLES, 'card-bins.csv'));
    expect(sampleBins.stdout).toContain('card BINs: 0 lines, 0 BINs');

    expect(await counts(['users', 'codes', 'partner_store_codes', 'partner_enrolments', 'card_bins', 'coupon_codes'])).toEqual({
      users: 0,
      codes: 1,
      partner_store_codes: 0,
      partner_enrolments: 0,
      card_bins: 0,
      coupon_codes: 0,
    });

    const api = await startProduction('production (loaded)');
    const offers = await post(api, '/nc/prime/categories/offers', { query: '', page: 0, pageSize: 1000, platform: 'WEB' });
    expect(offers.status).toBe(200);
    expect((await offers.text()).length).toBeGreaterThan(10_000);
    expect((await fetch(`${api.url}/nc/prime/codeDetails/WELCOME100`)).status).toBe(200);
    expect((await fetch(`${api.url}/nc/prime/codeDetails/DIAMONDCLUB`)).status).toBe(404);
    const demoBin = await post(api, '/nc/prime/card/VISA_SIGNATURE/validate', { cardBin: '438857' });
    expect(demoBin.status).toBe(200);
    expect(await demoBin.json()).toMatchObject({ success: false, systemErrorCode: 'TP400', userMessage: expect.stringContaining('This card is not eligible for the offer') });
    await api.stop();
    expect(api.exitedOnItsOwn(), api.output()).toBe(false);
  }, 300_000);

  it('gives a new account nothing for DIAMONDCLUB or a typed 438857', async () => {
    // The production process gives codes only to real phones; the same database behind a test app
    // (outbox codes) lets a new member sign up and try both doors.
    const database = await openDatabase({ driver: 'pglite', dataDir: env.DATA_DIR as string });
    const app = await buildApp(testAppConfig({ auth: { captchaWhitelist: ['127.0.0.1'] } }), { database });
    try {
      await app.ready();
      const member = await logIn(app, '9340033001', { channel: 'MORE_REWARDS' });
      const claim = await postJson(app, '/nc/prime/partner/claim', { channel: 'MORE_REWARDS', storeCode: 'DIAMONDCLUB' }, bearer(member.accessToken));
      expect(claim.statusCode, claim.body).toBe(404);
      expect(claim.json()).toMatchObject({ success: false, systemErrorCode: 'TP-STORE-CODE-404' });
      const card = await postJson(app, '/nc/prime/card/VISA_SIGNATURE/validate', { cardBin: '438857' }, bearer(member.accessToken));
      expect(card.json()).toMatchObject({ success: false, systemErrorCode: 'TP400' });
      const profile = await app.inject({ method: 'GET', url: '/nc/um/user/v1/profile', headers: bearer(member.accessToken) });
      expect(profile.json().data).toMatchObject({ primeProfile: 0 });
      expect((await allRows(database.db, 'partner_memberships')).length + (await allRows(database.db, 'card_activations')).length).toBe(0);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});
