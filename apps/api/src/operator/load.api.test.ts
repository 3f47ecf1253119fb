// The operator loads on an empty, migrated database (a production database before its first load), in
// the order the README gives: for each kind, a good file loads and the API answers with it, a bad line
// is reported with its file and line and nothing is written, and a second run changes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { allRows, bearer, logIn } from '../test/auth';
import { testAppConfig } from '../test/config';
import { orderAndOpen, simulate } from '../test/payment';
import { createTestDatabase, postJson, type TestDatabase } from '../test/harness';
import { SEED_DATA_DIR } from '../seed/loader';
import { loadCardBins } from './card-bins';
import { loadCatalogue } from './catalogue';
import { loadCouponCodes } from './coupon-codes';
import { loadEnrolments } from './enrolments';
import { loadPlans } from './plans';
import { loadPromoCodes } from './promo-codes';
import type { LoadReport } from './report';
import { LoadRefused, type LoadProblem } from './source';
import { loadStoreCodes } from './store-codes';

const SAMPLES = path.join(import.meta.dirname, 'samples');
const PAYMENT_YAML = path.join(SEED_DATA_DIR, 'payment.yaml');

let testDb: TestDatabase;
let app: FastifyInstance | undefined;
const tempDirs: string[] = [];
const db = () => testDb.database.db;
const rowCount = async (table: string) => (await allRows(db(), table)).length;

function tempFile(name: string, text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-test-'));
  tempDirs.push(dir);
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

/** The problems a load refused with; fails the test if it loaded instead. */
async function refusal(load: Promise<LoadReport>): Promise<LoadProblem[]> {
  const error = await load.then(
    (report) => new Error(`expected a refusal, got: ${report.summary}`),
    (caught: unknown) => caught,
  );
  if (!(error instanceof LoadRefused)) throw error;
  return error.problems;
}

/** The app on the loaded database, built once the catalogue is there (its read models start from it). */
async function theApp(): Promise<FastifyInstance> {
  if (!app) {
    app = await buildApp(testAppConfig({ auth: { captchaWhitelist: ['127.0.0.1'] } }), { database: testDb.database });
    await app.ready();
  }
  return app;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('load plans', () => {
  it('refuses a file with a bad plan, naming its line, and writes nothing', async () => {
    const file = tempFile(
      'plans.yaml',
      [
        'variants:',
        '  - name: ANNUAL',
        '    displayName: Annual',
        '    planType: PAYMENT',
        '    durationDays: 365',
        '    listPrice: 999',
        '    price: 1299', // line 7: above its list price
        '    preferred: true',
        '  - name: QUARTERLY',
        '    displayName: Quarterly',
        '    planType: PAYMENT',
        '    durationDays: ninety', // line 12: not a number
        '    listPrice: 399',
        '    price: 349',
        '',
      ].join('\n'),
    );
    const problems = await refusal(loadPlans(db(), file, 'plans.yaml'));
    expect(problems).toEqual([{ file: 'plans.yaml', line: 12, message: expect.stringMatching(/^variants\.1\.durationDays: Invalid type: Expected number/) }]);
    // With the type fixed, the price rule speaks, on its own line.
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('ninety', '90'));
    expect(await refusal(loadPlans(db(), file, 'plans.yaml'))).toEqual([{ file: 'plans.yaml', line: 7, message: 'plan ANNUAL costs more (1299) than its list price (999)' }]);
    expect(await rowCount('subscription_variants')).toBe(0);
  });

  it("loads payment.yaml's plans (and nothing else of it); a second run changes nothing; an edited plan is updated", async () => {
    const first = await loadPlans(db(), PAYMENT_YAML, 'payment.yaml');
    expect(first.counts).toEqual({ plans: 4, added: 4, updated: 0, unchanged: 0 });
    expect(first.notes).toContain('codes: not loaded by `load plans` (only variants are)');
    expect(await rowCount('codes')).toBe(0);
    const again = await loadPlans(db(), PAYMENT_YAML, 'payment.yaml');
    expect(again.counts).toEqual({ plans: 4, added: 0, updated: 0, unchanged: 4 });

    const cheaper = tempFile('payment.yaml', fs.readFileSync(PAYMENT_YAML, 'utf8').replace('    price: 349', '    price: 299'));
    expect((await loadPlans(db(), cheaper, 'payment.yaml')).counts).toEqual({ plans: 4, added: 0, updated: 1, unchanged: 3 });
    expect((await loadPlans(db(), PAYMENT_YAML, 'payment.yaml')).counts).toMatchObject({ updated: 1 });
  });
});

describe('load catalogue (before the promo codes its banner names)', () => {
  it('refuses a banner that orders with a code not loaded yet, and writes nothing', async () => {
    const problems = await refusal(loadCatalogue(db(), SEED_DATA_DIR));
    expect(problems.map((problem) => problem.message)).toEqual(['banner banner-welcome-gift.svg orders with unknown code WELCOME100 (load it with `load promo-codes` first)']);
    expect(await rowCount('categories')).toBe(0);
  });
});

describe('load promo-codes', () => {
  it('refuses bad lines with their line numbers and writes nothing', async () => {
    const csv = [
      '# a comment line',
      'code,name,type,discount,discountPercent,maxDiscount,endsAt,listed',
      'GOOD50,Fifty off,GC,50,,,,true',
      'BAD1,Broken amount,GC,abc,,,,false', // line 4
      'BOTH1,Both kinds,PROMO,50,10,,,false', // line 5
      'GOOD50,Again,GC,50,,,,true', // line 6
      'late1,Lower case,GC,10,,,2027-01-01,false', // line 7: lower case, date without an offset
      '',
    ].join('\n');
    const problems = await refusal(loadPromoCodes(db(), csv, 'codes.csv'));
    expect(problems.map((problem) => [problem.line, problem.message])).toEqual([
      [4, expect.stringMatching(/^discount: Invalid type: Expected number but received "abc"/)],
      [5, 'code BOTH1 needs exactly one of discount and discountPercent'],
      [6, 'code GOOD50 is listed twice (first on line 3)'],
      [7, expect.stringMatching(/^code: must be 3-32 upper-case letters and digits/)],
      [7, expect.stringMatching(/^endsAt: must be an ISO 8601 timestamp with an offset/)],
    ]);
    expect(problems.every((problem) => problem.file === 'codes.csv')).toBe(true);
    expect(await rowCount('codes')).toBe(0);

    const unknownPlan = 'code,name,type,discount,variantName\nPLAN10,Plan code,GC,10,NO_SUCH_PLAN\n';
    expect(await refusal(loadPromoCodes(db(), unknownPlan, 'codes.csv'))).toEqual([{ file: 'codes.csv', line: 2, message: 'code PLAN10 names plan NO_SUCH_PLAN, which is not loaded (load plans first)' }]);
  });

  it('loads the sample, which the API then answers; a second run changes nothing', async () => {
    const text = fs.readFileSync(path.join(SAMPLES, 'promo-codes.csv'), 'utf8');
    expect((await loadPromoCodes(db(), text, 'promo-codes.csv')).counts).toEqual({ codes: 1, added: 1, updated: 0, unchanged: 0 });
    expect((await loadPromoCodes(db(), text, 'promo-codes.csv')).counts).toEqual({ codes: 1, added: 0, updated: 0, unchanged: 1 });
    expect(await rowCount('codes')).toBe(1);
  });
});

describe('load catalogue', () => {
  it('refuses a directory with a bad field, naming the file and line, and writes nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-catalogue-'));
    tempDirs.push(dir);
    fs.cpSync(SEED_DATA_DIR, dir, { recursive: true });
    const music = path.join(dir, 'categories', 'music.yaml');
    const lines = fs.readFileSync(music, 'utf8').split('\n');
    const priorityLine = lines.findIndex((line) => /^\s+priority: \d+/.test(line) && lines.indexOf(line) > lines.findIndex((l) => l.startsWith('offers:')));
    lines[priorityLine] = (lines[priorityLine] as string).replace(/priority: \d+/, 'priority: high');
    fs.writeFileSync(music, lines.join('\n'));
    const problems = await refusal(loadCatalogue(db(), dir));
    expect(problems).toEqual([{ file: path.join('categories', 'music.yaml'), line: priorityLine + 1, message: expect.stringMatching(/^offers\.0\.priority: Invalid type: Expected number/) }]);
    expect(await rowCount('categories')).toBe(0);
    expect(await rowCount('companies')).toBe(0);
  });

  it('loads the seed directory without its demo data; a second run writes nothing', async () => {
    const report = await loadCatalogue(db(), SEED_DATA_DIR);
    expect(report.counts).toMatchObject({ categories: 13, offers: 79, cities: 65 });
    expect(report.notes).toEqual(
      expect.arrayContaining([
        'users.yaml: not loaded (demo members, development only)',
        'cards.yaml: its 3 BINs are not loaded (load the network\'s BINs with `load card-bins`)',
        expect.stringMatching(/^partners\.yaml: its 2 store codes and 6 demo enrolments are not loaded/),
      ]),
    );
    const again = await loadCatalogue(db(), SEED_DATA_DIR);
    expect(again.counts.partsWritten).toBe(0);
    expect(again.summary).toMatch(/already loaded .* nothing written/);
    // None of the directory's demo data came with it.
    for (const table of ['users', 'partner_store_codes', 'partner_enrolments', 'card_bins', 'coupon_codes', 'offer_activations']) expect(await rowCount(table), table).toBe(0);
    expect(await rowCount('codes')).toBe(1);
    // its texts in Hindi (hi/) came with it
    expect(await rowCount('content_translations')).toBeGreaterThan(100);
  });

  it('is what the sites render: categories with offers, the home page, the card offer without BINs', async () => {
    const api = await theApp();
    const offers = await postJson(api, '/nc/prime/categories/offers', { query: '', page: 0, pageSize: 1000, platform: 'WEB' });
    expect(offers.statusCode, offers.body).toBe(200);
    expect(JSON.stringify(offers.json()).length).toBeGreaterThan(10_000);
    const plans = await api.inject({ method: 'GET', url: '/nc/prime/plans' });
    expect(plans.statusCode, plans.body).toBe(200);
    expect(plans.body).toContain('PRIME_ANNUAL');
    const demoBin = await postJson(api, '/nc/prime/card/VISA_SIGNATURE/validate', { cardBin: '438857' });
    expect(demoBin.statusCode, demoBin.body).toBe(200);
    expect(demoBin.json()).toMatchObject({ success: false, systemErrorCode: 'TP400', userMessage: expect.stringContaining('This card is not eligible for the offer') });
    expect((await api.inject({ method: 'GET', url: '/nc/prime/codeDetails/WELCOME100' })).statusCode).toBe(200);
    expect((await api.inject({ method: 'GET', url: '/nc/prime/codeDetails/DIAMONDCLUB' })).json()).toMatchObject({ systemErrorCode: 'TP-CODE-404' });
  });
});

describe('load coupon-codes', () => {
  it('refuses bad lines with their line numbers and writes nothing', async () => {
    const csv = [
      'offering,code,pin,expiresAt',
      'healthy-bowl-30,HB30-AAA111,,',
      'no-such-offering,HB30-AAA112,,',
      'headline-hub-ad-free,HHAF-0001,,',
      'giftgully-flat-250,6061800012345678,,',
      'healthy-bowl-30,has space,,',
      'healthy-bowl-30,HB30-AAA111,,',
      'healthy-bowl-30,HB30-AAA113,,31/03/2027',
      '',
    ].join('\n');
    const problems = await refusal(loadCouponCodes(db(), csv, 'codes.csv'));
    expect(problems.map((problem) => [problem.line, problem.message])).toEqual([
      [6, expect.stringMatching(/^code: must be 3-64 letters, digits/)],
      [7, 'code HB30-AAA111 of healthy-bowl-30 is listed twice (first on line 2)'],
      [8, expect.stringMatching(/^expiresAt: must be an ISO 8601 timestamp/)],
    ]);
    const known = await refusal(loadCouponCodes(db(), csv.split('\n').slice(0, 5).join('\n'), 'codes.csv'));
    expect(known.map((problem) => [problem.line, problem.message])).toEqual([
      [3, 'no offering is called no-such-offering (load the catalogue, whose offerings.yaml names them, first)'],
      [4, 'headline-hub-ad-free hands out no pool codes (its kind is NONE)'],
      [5, 'giftgully-flat-250 gives card numbers with a PIN: the pin column is required'],
    ]);
    expect(await rowCount('coupon_codes')).toBe(0);
  });

  it('loads the sample (the columns and commented example lines only) as nothing to do', async () => {
    const report = await loadCouponCodes(db(), fs.readFileSync(path.join(SAMPLES, 'coupon-codes.csv'), 'utf8'), 'coupon-codes.csv');
    expect(report.counts).toEqual({ codes: 0, added: 0, updated: 0, unchanged: 0 });
    expect(await rowCount('coupon_codes')).toBe(0);
  });

  it('stocks an empty pool, whose codes members are then handed one each; a second run changes nothing', async () => {
    const api = await theApp();
    // The offer is for members: two members who paid for the loaded plan (through the sandbox gateway).
    const paidMember = async (mobile: string) => {
      const session = await logIn(api, mobile);
      const { paymentId } = await orderAndOpen(api, session);
      expect((await simulate(api, paymentId, 'success')).statusCode).toBeLessThan(400);
      return session;
    };
    const member = await paidMember('9340011101');
    const generate = (who: { accessToken: string }, key: string) =>
      postJson(api, '/nc/prime/generateCoupon/v2', { offeringName: 'healthy-bowl-30' }, { ...bearer(who.accessToken), 'idempotency-key': key });
    const before = await generate(member, 'load-test-before');
    expect(before.json().data, before.body).toMatchObject({ outcome: 'OUT_OF_STOCK' });

    const csv = 'offering,code,pin,expiresAt\nhealthy-bowl-30,HB30-LOAD01,,2099-03-31T23:59:59+05:30\nHealthy-Bowl-30,HB30-LOAD02,,\n';
    const report = await loadCouponCodes(db(), csv, 'codes.csv');
    expect(report.counts).toEqual({ codes: 2, added: 2, updated: 0, unchanged: 0 });
    expect(report.notes).toEqual(['healthy-bowl-30: 2 codes free to hand out']);
    expect((await loadCouponCodes(db(), csv, 'codes.csv')).counts).toEqual({ codes: 2, added: 0, updated: 0, unchanged: 2 });

    const other = await paidMember('9340011102');
    const codes = [await generate(member, 'load-test-1'), await generate(other, 'load-test-2')].map((answer) => {
      expect(answer.json().data, answer.body).toMatchObject({ outcome: 'GENERATED' });
      return answer.json().data.couponCode as string;
    });
    expect(codes.sort()).toEqual(['HB30-LOAD01', 'HB30-LOAD02']);
    // handed out: the same line loads as unchanged, another expiry for it is refused
    expect((await loadCouponCodes(db(), csv, 'codes.csv')).counts).toMatchObject({ unchanged: 2 });
    const changed = await refusal(loadCouponCodes(db(), 'offering,code,pin,expiresAt\nhealthy-bowl-30,HB30-LOAD01,,2099-04-30T23:59:59+05:30\n', 'codes.csv'));
    expect(changed).toEqual([{ file: 'codes.csv', line: 2, message: 'code HB30-LOAD01 of healthy-bowl-30 was handed out already and cannot change' }]);
  });
});

describe('load store-codes', () => {
  it('refuses bad lines with their line numbers and writes nothing', async () => {
    const csv = ['partner,code,name,endsAt', 'MORE_REWARDS,SHOPJAN,January sign-up,', 'GROCER,SHOPFEB,February,', 'MORE_REWARDS,shopmar,March,', 'MORE_REWARDS,SHOPJAN,Twice,', ''].join('\n');
    const problems = await refusal(loadStoreCodes(db(), csv, 'store.csv'));
    expect(problems.map((problem) => [problem.line, problem.message])).toEqual([
      [3, expect.stringMatching(/^partner: Invalid type: Expected \("SHOPPERS_STOP" \| "MORE_REWARDS"\)/)],
      [4, expect.stringMatching(/^code: must be 3-32 upper-case/)],
      [5, 'store code SHOPJAN is listed twice (first on line 2)'],
    ]);
    expect(await rowCount('partner_store_codes')).toBe(0);
  });

  it('loads a partner’s codes, which a member then claims with; a second run changes nothing', async () => {
    const csv = 'partner,code,name,startsAt,endsAt\nMORE_REWARDS,STOREJAN27,January in-store sign-up,,2099-01-31T23:59:59+05:30\n';
    expect((await loadStoreCodes(db(), csv, 'store.csv')).counts).toEqual({ codes: 1, added: 1, updated: 0, unchanged: 0 });
    expect((await loadStoreCodes(db(), csv, 'store.csv')).counts).toEqual({ codes: 1, added: 0, updated: 0, unchanged: 1 });
    const api = await theApp();
    const member = await logIn(api, '9340011001', { channel: 'MORE_REWARDS' });
    const demo = await postJson(api, '/nc/prime/partner/claim', { channel: 'MORE_REWARDS', storeCode: 'DIAMONDCLUB' }, bearer(member.accessToken));
    expect(demo.json(), demo.body).toMatchObject({ success: false, systemErrorCode: 'TP-STORE-CODE-404' });
    const loaded = await postJson(api, '/nc/prime/partner/claim', { channel: 'MORE_REWARDS', storeCode: 'STOREJAN27' }, bearer(member.accessToken));
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json().data).toMatchObject({ planName: 'MORE_REWARDS_DIAMOND', alreadyClaimed: false });
  });
});

describe('load card-bins', () => {
  it('refuses bad lines with their line numbers and writes nothing', async () => {
    const csv = [
      'channel,bin,eligible,cardName,refusalMessage',
      'VISA_SIGNATURE,400000-400009,true,Visa Signature,',
      'VISA_SIGNATURE,400020-400010,true,Visa Signature,', // 3: reversed
      'VISA_SIGNATURE,4000,true,Visa Signature,', // 4: too short
      'VISA_SIGNATURE,400050,true,Visa Signature,Not for you', // 5: eligible with a refusal
      'VISA_SIGNATURE,400005,false,Visa Classic,Not a Signature card', // 6: inside line 2's range
      'VISA_SIGNATURE,400060,maybe,Visa Signature,', // 7
      '',
    ].join('\n');
    const problems = await refusal(loadCardBins(db(), csv, 'bins.csv'));
    expect(problems.map((problem) => [problem.line, problem.message])).toEqual([
      [3, 'range 400020-400010 ends before it starts'],
      [4, expect.stringMatching(/^bin: must be the first 6 digits of a card/)],
      [5, 'an eligible BIN has no refusal message (it is only for ineligible ones)'],
      [6, 'BIN 400005 of VISA_SIGNATURE is already on line 2'],
      [7, expect.stringMatching(/^eligible: must be true or false/)],
    ]);
    expect(await refusal(loadCardBins(db(), 'channel,bin,eligible,cardName\nMASTERCARD_WORLD,510000,true,World\n', 'bins.csv'))).toEqual([
      { file: 'bins.csv', line: 2, message: 'card channel MASTERCARD_WORLD does not exist (load the catalogue, whose cards.yaml defines the channels, first)' },
    ]);
    expect(await rowCount('card_bins')).toBe(0);
  });

  it('loads BINs and ranges, which the eligibility check then answers; a second run changes nothing', async () => {
    const csv = 'channel,bin,eligible,cardName,refusalMessage\nVISA_SIGNATURE,400000-400009,true,Visa Signature,\nVISA_SIGNATURE,400100,false,Visa Platinum,"This Visa card is not a Visa Signature credit card, sorry."\n';
    expect((await loadCardBins(db(), csv, 'bins.csv')).counts).toEqual({ lines: 2, bins: 11, added: 11, updated: 0, unchanged: 0 });
    expect((await loadCardBins(db(), csv, 'bins.csv')).counts).toEqual({ lines: 2, bins: 11, added: 0, updated: 0, unchanged: 11 });
    const api = await theApp();
    const validate = (cardBin: string) => postJson(api, '/nc/prime/card/VISA_SIGNATURE/validate', { cardBin });
    expect((await validate('400007')).json()).toMatchObject({ success: true, data: { cardBin: '400007', cardName: 'Visa Signature' } });
    expect((await validate('400100')).json()).toMatchObject({ success: false, userMessage: 'This Visa card is not a Visa Signature credit card, sorry.' });
    expect((await validate('438857')).json()).toMatchObject({ success: false, userMessage: expect.stringContaining('This card is not eligible for the offer') });
  });
});

describe('load enrolments', () => {
  it('refuses a list with a line that is not a mobile, naming it, and enrols nobody', async () => {
    const problems = await refusal(loadEnrolments(db(), 'SHOPPERS_STOP', 'mobile\n# from the January export\n9340022001\nnot-a-mobile\n', 'list.csv'));
    expect(problems).toEqual([{ file: 'list.csv', line: 4, message: 'not a valid mobile: not-a-mobile' }]);
    expect(await rowCount('partner_enrolments')).toBe(0);
  });

  it('enrols a list, whose members may then log in on the partner’s site; a second run changes nothing', async () => {
    const list = 'mobile\n+91 93400 22001\n9340022002\n9340022001\n';
    expect((await loadEnrolments(db(), 'SHOPPERS_STOP', list, 'list.csv')).counts).toEqual({ mobiles: 2, added: 2, alreadyEnrolled: 0, duplicates: 1 });
    expect((await loadEnrolments(db(), 'SHOPPERS_STOP', list, 'list.csv')).counts).toEqual({ mobiles: 2, added: 0, alreadyEnrolled: 2, duplicates: 1 });
    const api = await theApp();
    const preLogin = await api.inject({ method: 'GET', url: '/nc/um/user/v1/preLogin/9340022002?cid=SHOPPERS_STOP' });
    expect(preLogin.statusCode, preLogin.body).toBe(200);
    expect(preLogin.json().data).toMatchObject({ loginAllowed: true });
    // The sample holds the columns only: it loads, and enrols nobody.
    const sample = fs.readFileSync(path.join(SAMPLES, 'enrolments.csv'), 'utf8');
    expect((await loadEnrolments(db(), 'MORE_REWARDS', sample, 'enrolments.csv')).counts).toMatchObject({ mobiles: 0, added: 0 });
  });
});
