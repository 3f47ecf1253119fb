// Codes, pools and enrolments for marketers, on PGlite and (with DATABASE_URL) PostgreSQL: every
// operation per role, without a session, with a member's token and without the CSRF token; the
// command line's rules and messages; paused codes refused through the member's own operations and
// accepted again once resumed; CSV uploads all or nothing, with each bad line named; the audit log.
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, couponCodes, partnerEnrolments, STAFF_ROLES, type StaffRole } from '../../../db/schema';
import { AUTH, bearer, logIn, mobileSequence, type LoggedIn } from '../../../test/auth';
import { postJson, useTestApp } from '../../../test/harness';
import { asStaff, STAFF_TEST_AUTH, staffSession, type TestStaff } from '../../../test/staff';
import { STAFF_CSRF_HEADER } from '../sessions';

const t = useTestApp({ config: { auth: STAFF_TEST_AUTH } });
const nextMobile = mobileSequence('93520');
const ALLOWED: readonly StaffRole[] = ['marketer', 'admin'];
let marketer: TestStaff;
let paidMember: LoggedIn;

beforeAll(async () => {
  marketer = await staffSession(t.database.db, 'marketer');
  paidMember = await logIn(t.app, '9876543210');
});

let sequence = 0;
const uniqueCode = (prefix: string) => `${prefix}${process.pid % 1000}${(sequence += 1)}`;

const csvUpload = (staff: TestStaff | undefined, url: string, csv: string, extraHeaders: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...(staff?.headers ?? {}), 'content-type': 'text/csv', ...extraHeaders }, payload: csv });

async function poolNamed(name: string) {
  const answer = await asStaff(t.app, marketer, 'GET', '/nc/admin/v1/pools');
  expect(answer.statusCode, answer.body).toBe(200);
  const pool = (answer.json().data.pools as Array<{ offering: string; offeringId: number; free: number; handedOut: number; lowStock: boolean; lowStockBelow: number }>).find((item) => item.offering === name);
  expect(pool, name).toBeDefined();
  return pool!;
}

/** A pool with no PIN that the pool tests below leave alone. */
async function otherPoolId(): Promise<number> {
  const pools = (await asStaff(t.app, marketer, 'GET', '/nc/admin/v1/pools')).json().data.pools as Array<{ offering: string; offeringId: number; cardType: boolean }>;
  return pools.find((pool) => !pool.cardType && pool.offering !== 'healthy-bowl-30')!.offeringId;
}

async function auditOf(action: string, targetId: string) {
  return t.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId))).orderBy(auditLog.id);
}

function expectError(answer: LightMyRequestResponse, status: number, systemErrorCode: string) {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json()).toMatchObject({ success: false, systemErrorCode });
  return answer.json() as { userMessage: string; details?: Array<{ path: string; message: string }> };
}

describe('who may call each operation', () => {
  // Each call is valid for an allowed role, so an allowed role gets its 200 or 201.
  const operations: Array<{ name: string; unsafe: boolean; call: (staff: TestStaff | undefined, extra?: Record<string, string>) => Promise<LightMyRequestResponse>; ok: number }> = [
    { name: 'adminListCodes', unsafe: false, ok: 200, call: (staff, extra) => asStaff(t.app, staff, 'GET', '/nc/admin/v1/codes?type=GC', undefined, extra) },
    { name: 'adminCreateCode', unsafe: true, ok: 201, call: (staff, extra) => asStaff(t.app, staff, 'POST', '/nc/admin/v1/codes', { code: uniqueCode('ROLE'), name: 'Role test', type: 'GC', discount: 10 }, extra) },
    { name: 'adminPauseCode', unsafe: true, ok: 200, call: (staff, extra) => newCodeThen(staff, extra, (code) => asStaff(t.app, staff, 'POST', `/nc/admin/v1/codes/${code}/pause`, undefined, extra)) },
    { name: 'adminResumeCode', unsafe: true, ok: 200, call: (staff, extra) => newCodeThen(staff, extra, (code) => asStaff(t.app, staff, 'POST', `/nc/admin/v1/codes/${code}/resume`, undefined, extra), true) },
    { name: 'adminListStoreCodes', unsafe: false, ok: 200, call: (staff, extra) => asStaff(t.app, staff, 'GET', '/nc/admin/v1/store-codes?partner=MORE_REWARDS', undefined, extra) },
    { name: 'adminCreateStoreCode', unsafe: true, ok: 201, call: (staff, extra) => asStaff(t.app, staff, 'POST', '/nc/admin/v1/store-codes', { partner: 'MORE_REWARDS', code: uniqueCode('ROLESTORE'), name: 'Role test' }, extra) },
    { name: 'adminPauseStoreCode', unsafe: true, ok: 200, call: (staff, extra) => newStoreCodeThen(staff, extra, (code) => asStaff(t.app, staff, 'POST', `/nc/admin/v1/store-codes/${code}/pause`, undefined, extra)) },
    { name: 'adminResumeStoreCode', unsafe: true, ok: 200, call: (staff, extra) => newStoreCodeThen(staff, extra, (code) => asStaff(t.app, staff, 'POST', `/nc/admin/v1/store-codes/${code}/resume`, undefined, extra), true) },
    { name: 'adminListPools', unsafe: false, ok: 200, call: (staff, extra) => asStaff(t.app, staff, 'GET', '/nc/admin/v1/pools', undefined, extra) },
    // another pool and partner than the behaviour's tests below, whose audit entries they count
    { name: 'adminUploadPool', unsafe: true, ok: 200, call: async (staff, extra) => csvUpload(staff, `/nc/admin/v1/pools/${await otherPoolId()}/upload`, `code\n${uniqueCode('ROLE-POOL-')}\n`, extra) },
    { name: 'adminUploadEnrolments', unsafe: true, ok: 200, call: (staff, extra) => csvUpload(staff, '/nc/admin/v1/enrolments/MORE_REWARDS/upload', `mobile\n${nextMobile()}\n`, extra) },
  ];

  /** Creates a code (as the marketer, paused when `paused`), then calls `then` with it as the staff member under test. */
  async function newCodeThen(_staff: TestStaff | undefined, _extra: Record<string, string> | undefined, then: (code: string) => Promise<LightMyRequestResponse>, paused = false) {
    const code = uniqueCode('PAUSE');
    expect((await asStaff(t.app, marketer, 'POST', '/nc/admin/v1/codes', { code, name: 'Pause test', type: 'PROMO', discountPercent: 5 })).statusCode).toBe(201);
    if (paused) expect((await asStaff(t.app, marketer, 'POST', `/nc/admin/v1/codes/${code}/pause`)).statusCode).toBe(200);
    return then(code);
  }
  async function newStoreCodeThen(_staff: TestStaff | undefined, _extra: Record<string, string> | undefined, then: (code: string) => Promise<LightMyRequestResponse>, paused = false) {
    const code = uniqueCode('STOREPAUSE');
    expect((await asStaff(t.app, marketer, 'POST', '/nc/admin/v1/store-codes', { partner: 'MORE_REWARDS', code, name: 'Pause test' })).statusCode).toBe(201);
    if (paused) expect((await asStaff(t.app, marketer, 'POST', `/nc/admin/v1/store-codes/${code}/pause`)).statusCode).toBe(200);
    return then(code);
  }

  it.each(operations.map((operation) => [operation.name, operation] as const))('%s: marketer and admin only; 401 without a session or with a member token; CSRF on unsafe calls', async (_name, operation) => {
    for (const role of STAFF_ROLES) {
      const staff = await staffSession(t.database.db, role);
      const answer = await operation.call(staff);
      if (ALLOWED.includes(role)) expect(answer.statusCode, `${role}: ${answer.body}`).toBe(operation.ok);
      else expectError(answer, 403, 'ADMIN-403');
    }
    expectError(await operation.call(undefined), 401, 'ADMIN-401');
    expectError(await operation.call(undefined, bearer(paidMember.accessToken)), 401, 'ADMIN-401');
    if (operation.unsafe) {
      const withoutCsrf = { ...marketer, headers: Object.fromEntries(Object.entries(marketer.headers).filter(([name]) => name !== STAFF_CSRF_HEADER)) };
      expectError(await operation.call(withoutCsrf), 403, 'ADMIN-CSRF');
    }
  });
});

describe('promo and gift codes', () => {
  const create = (body: Record<string, unknown>) => asStaff(t.app, marketer, 'POST', '/nc/admin/v1/codes', body);
  const codeDetails = (code: string) => t.app.inject({ method: 'GET', url: `/nc/prime/codeDetails/${code}` });
  const validGiftCodes = async (member: LoggedIn) => ((await postJson(t.app, '/nc/prime/getValidGC', {}, bearer(member.accessToken))).json().data.coupons as Array<{ code: string }>).map((coupon) => coupon.code);

  it('lists gift and promo codes with their rules, never a member’s referral code, filtered by type and text', async () => {
    const all = (await asStaff(t.app, marketer, 'GET', '/nc/admin/v1/codes')).json().data;
    expect(all.codes.map((code: { type: string }) => code.type)).not.toContain('REFERRAL');
    expect(all.codes.find((code: { code: string }) => code.code === 'FESTIVE20')).toMatchObject({ type: 'PROMO', discount: null, discountPercent: 20, maxDiscount: 300, status: 'LIVE', pausedAt: null, listed: true });
    expect(all.codes.find((code: { code: string }) => code.code === 'FUTURE')).toMatchObject({ status: 'SCHEDULED' });
    const gifts = (await asStaff(t.app, marketer, 'GET', '/nc/admin/v1/codes?type=GC&query=welcome')).json().data;
    expect(gifts.codes.map((code: { code: string }) => code.code)).toEqual(['WELCOME100']);
    expect(gifts.total).toBe(1);
    expect((await asStaff(t.app, marketer, 'GET', '/nc/admin/v1/codes?query=AARAV')).json().data).toEqual({ codes: [], total: 0 });
  });

  it('creates a code under the command line’s rules, upper-cased, audited; members can apply it', async () => {
    const answer = await create({ code: ' spring25 ', name: 'Spring sale', type: 'PROMO', discountPercent: 25, maxDiscount: 250, endsAt: '2099-04-30T23:59:59+05:30', usageLimit: 100, listed: false, offerText: '' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ code: 'SPRING25', discountPercent: 25, maxDiscount: 250, usageLimit: 100, usedCount: 0, offerText: null, status: 'LIVE', endsAt: '2099-04-30T18:29:59.000Z' });
    const [entry] = await auditOf('adminCreateCode', 'SPRING25');
    expect(entry).toMatchObject({ staffEmail: marketer.email, targetType: 'code', before: null, after: expect.objectContaining({ code: 'SPRING25', discountPercent: 25 }) });
    expect((await codeDetails('spring25')).json().data).toMatchObject({ code: 'SPRING25', discountPercent: 25, maxDiscount: 250 });
  });

  it.each([
    ['no amount and no percentage', { discount: undefined }, 'body/discount', 'code BADCODE needs exactly one of discount and discountPercent'],
    ['both an amount and a percentage', { discountPercent: 10 }, 'body/discount', 'code BADCODE needs exactly one of discount and discountPercent'],
    ['a percentage over 100', { discount: undefined, discountPercent: 120 }, 'body/discountPercent', 'must be from 1 to 100'],
    ['a percentage of 0', { discount: undefined, discountPercent: 0 }, 'body/discountPercent', 'must be from 1 to 100'],
    ['a cap on a fixed amount', { maxDiscount: 50 }, 'body/maxDiscount', 'code BADCODE: maxDiscount caps a discountPercent; a fixed discount has none'],
    ['an end before the start', { startsAt: '2099-02-01T00:00:00+05:30', endsAt: '2099-01-01T00:00:00+05:30' }, 'body/endsAt', 'code BADCODE ends before it starts'],
    ['a date without an offset', { endsAt: '2099-01-01' }, 'body/endsAt', 'must be an ISO 8601 timestamp with an offset'],
    ['a usage limit of 0', { usageLimit: 0 }, 'body/usageLimit', 'must be at least 1 (leave it empty for no limit)'],
    ['a code with a space', { code: 'bad code' }, 'body/code', 'must be 3-32 upper-case letters and digits'],
    ['an empty name', { name: '  ' }, 'body/name', 'is empty'],
    ['a plan that is not loaded', { variantName: 'NO_SUCH_PLAN' }, 'body/variantName', 'code BADCODE names plan NO_SUCH_PLAN, which is not loaded (load plans first)'],
  ])('refuses %s, naming the field, and writes nothing', async (_case, change, path, message) => {
    const body = { code: 'badcode', name: 'Bad code', type: 'GC', discount: 50, ...change };
    const refused = expectError(await create(Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined))), 400, 'TP400');
    expect(refused.details).toContainEqual({ path, message });
    expect(refused.userMessage).toBe(refused.details![0]!.message);
    expect((await codeDetails('BADCODE')).statusCode).toBe(404);
  });

  it('refuses a code that exists, a member’s referral code included, with 409', async () => {
    expect(expectError(await create({ code: 'welcome100', name: 'Again', type: 'GC', discount: 5 }), 409, 'ADMIN-CODE-EXISTS').userMessage).toBe('A code WELCOME100 exists already. Choose another code.');
    expect(expectError(await create({ code: 'AARAV3210', name: 'Taken', type: 'GC', discount: 5 }), 409, 'ADMIN-CODE-EXISTS').userMessage).toBe("code AARAV3210 is a member's referral code; choose another code");
  });

  it('pauses a code, which members are then refused as an unknown code, and resumes it; each audited', async () => {
    const member = await logIn(t.app, nextMobile());
    expect(await validGiftCodes(member)).toContain('WELCOME100');
    const paused = await asStaff(t.app, marketer, 'POST', '/nc/admin/v1/codes/welcome100/pause');
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().data).toMatchObject({ code: 'WELCOME100', status: 'PAUSED', pausedAt: expect.any(String) });
    expect(expectError(await codeDetails('WELCOME100'), 404, 'TP-CODE-404').userMessage).toBe('Please enter a valid code');
    expect(await validGiftCodes(member)).not.toContain('WELCOME100');
    expect(expectError(await asStaff(t.app, marketer, 'POST', '/nc/admin/v1/codes/WELCOME100/pause'), 409, 'ADMIN-CODE-STATE').userMessage).toBe('WELCOME100 is paused already.');
    expect((await asStaff(t.app, marketer, 'GET', '/nc/admin/v1/codes?query=WELCOME100')).json().data.codes[0]).toMatchObject({ status: 'PAUSED' });

    const resumed = await asStaff(t.app, marketer, 'POST', '/nc/admin/v1/codes/WELCOME100/resume');
    expect(resumed.json().data).toMatchObject({ status: 'LIVE', pausedAt: null });
    expect((await codeDetails('WELCOME100')).statusCode).toBe(200);
    expect(await validGiftCodes(member)).toContain('WELCOME100');
    expectError(await asStaff(t.app, marketer, 'POST', '/nc/admin/v1/codes/WELCOME100/resume'), 409, 'ADMIN-CODE-STATE');

    const [pause] = await auditOf('adminPauseCode', 'WELCOME100');
    expect(pause).toMatchObject({ before: expect.objectContaining({ status: 'LIVE', pausedAt: null }), after: expect.objectContaining({ status: 'PAUSED' }) });
    expect(await auditOf('adminResumeCode', 'WELCOME100')).toHaveLength(1);
  });

  it('answers 404 for a code it does not list (unknown, or a referral code)', async () => {
    expectError(await asStaff(t.app, marketer, 'POST', '/nc/admin/v1/codes/NOSUCHCODE/pause'), 404, '404');
    expectError(await asStaff(t.app, marketer, 'POST', '/nc/admin/v1/codes/AARAV3210/pause'), 404, '404');
  });
});

describe('store codes', () => {
  const claim = (member: LoggedIn, storeCode: string) => postJson(t.app, '/nc/prime/partner/claim', { channel: 'MORE_REWARDS', storeCode }, bearer(member.accessToken));

  it('lists store codes with their claims, filtered by partner and text', async () => {
    const answer = (await asStaff(t.app, marketer, 'GET', '/nc/admin/v1/store-codes?partner=MORE_REWARDS&query=diamond')).json().data;
    expect(answer.codes.map((code: { code: string }) => code.code)).toEqual(['DIAMOND2025', 'DIAMONDCLUB']);
    expect(answer.codes[0]).toMatchObject({ partner: 'MORE_REWARDS', status: 'ENDED', claims: expect.any(Number) });
  });

  it('creates one under the command line’s rules; a taken code is a 409', async () => {
    const created = await asStaff(t.app, marketer, 'POST', '/nc/admin/v1/store-codes', { partner: 'MORE_REWARDS', code: ' storejul ', name: 'July in-store sign-up', endsAt: '2099-07-31T23:59:59+05:30' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ code: 'STOREJUL', status: 'LIVE', claims: 0 });
    expect(await auditOf('adminCreateStoreCode', 'STOREJUL')).toHaveLength(1);
    const taken = expectError(await asStaff(t.app, marketer, 'POST', '/nc/admin/v1/store-codes', { partner: 'SHOPPERS_STOP', code: 'DIAMONDCLUB', name: 'Again' }), 409, 'ADMIN-CODE-EXISTS');
    expect(taken.userMessage).toContain('for MORE_REWARDS');
    const bad = expectError(await asStaff(t.app, marketer, 'POST', '/nc/admin/v1/store-codes', { partner: 'MORE_REWARDS', code: 'x!', name: 'Bad', startsAt: '2099-02-01T00:00:00+05:30', endsAt: '2099-01-01T00:00:00+05:30' }), 400, 'TP400');
    expect(bad.details).toEqual([{ path: 'body/code', message: 'must be 3-32 upper-case letters and digits' }]);
    const backwards = expectError(await asStaff(t.app, marketer, 'POST', '/nc/admin/v1/store-codes', { partner: 'MORE_REWARDS', code: 'BACKWARDS', name: 'Bad', startsAt: '2099-02-01T00:00:00+05:30', endsAt: '2099-01-01T00:00:00+05:30' }), 400, 'TP400');
    expect(backwards.details).toEqual([{ path: 'body/endsAt', message: 'store code BACKWARDS ends before it starts' }]);
  });

  it('pauses a store code, which a member cannot claim with, and resumes it, which they then can', async () => {
    const code = 'STOREPAUSED1';
    expect((await asStaff(t.app, marketer, 'POST', '/nc/admin/v1/store-codes', { partner: 'MORE_REWARDS', code, name: 'Paused sign-up' })).statusCode).toBe(201);
    expect((await asStaff(t.app, marketer, 'POST', `/nc/admin/v1/store-codes/${code}/pause`)).json().data).toMatchObject({ status: 'PAUSED' });
    const member = await logIn(t.app, nextMobile(), { channel: 'MORE_REWARDS' });
    expect(expectError(await claim(member, code), 404, 'TP-STORE-CODE-404').userMessage).toBe('Invalid coupon code');
    expectError(await asStaff(t.app, marketer, 'POST', `/nc/admin/v1/store-codes/${code}/pause`), 409, 'ADMIN-CODE-STATE');
    expect((await asStaff(t.app, marketer, 'POST', `/nc/admin/v1/store-codes/${code.toLowerCase()}/resume`)).json().data).toMatchObject({ status: 'LIVE' });
    const claimed = await claim(member, code);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((await asStaff(t.app, marketer, 'GET', `/nc/admin/v1/store-codes?query=${code}`)).json().data.codes[0]).toMatchObject({ claims: 1 });
    expect(await auditOf('adminPauseStoreCode', code)).toHaveLength(1);
    expect(await auditOf('adminResumeStoreCode', code)).toHaveLength(1);
    expectError(await asStaff(t.app, marketer, 'POST', '/nc/admin/v1/store-codes/NOSUCHSTORE/resume'), 404, '404');
  });
});

describe('coupon pools', () => {
  const upload = (offeringId: number, csv: string) => csvUpload(marketer, `/nc/admin/v1/pools/${offeringId}/upload`, csv);
  const stocked = async (offeringId: number, code: string) => (await t.database.db.select().from(couponCodes).where(and(eq(couponCodes.offeringId, offeringId), eq(couponCodes.code, code)))).length;

  it('answers each pool offering with its offer, brand and stock, and a low-stock flag under its threshold', async () => {
    const pool = await poolNamed('healthy-bowl-30');
    expect(pool).toMatchObject({ offerTitle: expect.any(String), brand: expect.any(String), free: expect.any(Number), handedOut: expect.any(Number), lowStockBelow: expect.any(Number) });
    expect(pool.lowStockBelow).toBeGreaterThanOrEqual(50);
    expect(pool.lowStock).toBe(pool.free < pool.lowStockBelow);
  });

  it('refuses a file with bad lines, naming each by its number, and stocks nothing', async () => {
    const seeded = await poolNamed('healthy-bowl-30');
    expect((await upload(seeded.offeringId, 'code\nHB30-STOCKED-0001\n')).statusCode).toBe(200);
    const already = { code: 'HB30-STOCKED-0001' };
    const pool = await poolNamed('healthy-bowl-30');
    const audited = (await auditOf('adminUploadPool', String(pool.offeringId))).length;
    const csv = [
      '# a batch from the brand',
      'code,expiresAt',
      'HB30-GOOD-0001,',
      'HB30-GOOD-0002,2099-03-31T23:59:59+05:30',
      ',', // line 5: empty code
      'has space,', // line 6
      'HB30-GOOD-0001,', // line 7: twice in the file
      `${already!.code},`, // line 8: stocked already
      'HB30-GOOD-0003,31/03/2099', // line 9
      '',
    ].join('\n');
    const refused = expectError(await upload(pool.offeringId, csv), 400, 'TP400');
    expect(refused.details).toEqual([
      { path: 'line 5', message: 'code: is empty' },
      { path: 'line 6', message: 'code: must be 3-64 letters, digits, - or _ (no spaces)' },
      { path: 'line 7', message: 'code HB30-GOOD-0001 is listed twice (first on line 3)' },
      { path: 'line 9', message: expect.stringMatching(/^expiresAt: must be an ISO 8601 timestamp/) },
    ]);
    expect(refused.userMessage).toBe('Nothing was loaded: 4 lines have problems. Fix them and upload the file again.');
    // the stocked duplicate is found once the lines themselves are good
    const duplicate = expectError(await upload(pool.offeringId, `code\nHB30-GOOD-0004\n${already!.code}\n`), 400, 'TP400');
    expect(duplicate.details).toEqual([{ path: 'line 3', message: `code ${already!.code} is already stocked for healthy-bowl-30` }]);
    expect(await stocked(pool.offeringId, 'HB30-GOOD-0001')).toBe(0);
    expect(await stocked(pool.offeringId, 'HB30-GOOD-0004')).toBe(0);
    expect((await poolNamed('healthy-bowl-30')).free).toBe(pool.free);
    expect(await auditOf('adminUploadPool', String(pool.offeringId))).toHaveLength(audited);
  });

  it('refuses another offering’s lines, card numbers without their PIN, a bad header and an empty file', async () => {
    const cards = await poolNamed('giftgully-flat-250');
    const refused = expectError(await upload(cards.offeringId, 'offering,code,pin\ngiftgully-flat-250,6061800099990001,1234\nhealthy-bowl-30,6061800099990002,1234\ngiftgully-flat-250,6061800099990003,\n'), 400, 'TP400');
    expect(refused.details).toEqual([
      { path: 'line 3', message: 'the offering column names healthy-bowl-30, but this upload is for giftgully-flat-250' },
      { path: 'line 4', message: 'giftgully-flat-250 gives card numbers with a PIN: the pin column is required' },
    ]);
    expect(expectError(await upload(cards.offeringId, 'coupon\nX1\n'), 400, 'TP400').details).toEqual([
      { path: 'line 1', message: expect.stringMatching(/^unknown column "coupon"/) },
      { path: 'line 1', message: 'missing column "code"' },
    ]);
    expect(expectError(await upload(cards.offeringId, 'code\n'), 400, 'TP400').userMessage).toBe('Nothing was loaded: the file lists no codes.');
    expectError(await upload(999_999, 'code\nX123\n'), 404, '404');
  });

  it('refuses a body that is not CSV', async () => {
    const pool = await poolNamed('healthy-bowl-30');
    expectError(await asStaff(t.app, marketer, 'POST', `/nc/admin/v1/pools/${pool.offeringId}/upload`, { code: 'X' }), 400, 'TP400');
  });

  it('stocks a good file, the stock figure moving with it and with a hand-out; audited with counts, never codes', async () => {
    const pool = await poolNamed('healthy-bowl-30');
    const csv = 'offering,code,expiresAt\nhealthy-bowl-30,HB30-NEW-0001,\nHealthy-Bowl-30,HB30-NEW-0002,2099-03-31T23:59:59+05:30\n,HB30-NEW-0003,\n';
    const answer = await csvUpload(marketer, `/nc/admin/v1/pools/${pool.offeringId}/upload`, csv, { 'content-type': 'text/csv; charset=utf-8' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ added: 3, pool: { offeringId: pool.offeringId, free: pool.free + 3 } });
    expect((await poolNamed('healthy-bowl-30')).free).toBe(pool.free + 3);
    const entry = (await auditOf('adminUploadPool', String(pool.offeringId))).at(-1);
    expect(entry).toMatchObject({ staffEmail: marketer.email, before: { offering: 'healthy-bowl-30', free: pool.free }, after: { offering: 'healthy-bowl-30', added: 3, free: pool.free + 3 } });
    expect(JSON.stringify(entry)).not.toContain('HB30-NEW');

    const handOut = await postJson(t.app, '/nc/prime/generateCoupon/v2', { offeringName: 'healthy-bowl-30' }, { ...bearer(paidMember.accessToken), 'idempotency-key': `codes-admin-${process.pid}` });
    expect(handOut.json().data, handOut.body).toMatchObject({ outcome: 'GENERATED' });
    const after = await poolNamed('healthy-bowl-30');
    expect(after).toMatchObject({ free: pool.free + 2, handedOut: pool.handedOut + 1 });
  });
});

describe('enrolment lists', () => {
  const upload = (partner: string, csv: string) => csvUpload(marketer, `/nc/admin/v1/enrolments/${partner}/upload`, csv);
  const enrolled = async (mobile: string) => (await t.database.db.select().from(partnerEnrolments).where(eq(partnerEnrolments.mobile, mobile))).length;

  it('refuses a list with lines that are not mobiles, naming each, and enrols nobody', async () => {
    const good = nextMobile();
    const refused = expectError(await upload('SHOPPERS_STOP', `mobile\n# January\n${good}\nnot-a-mobile\n12345\n`), 400, 'TP400');
    expect(refused.details).toEqual([
      { path: 'line 4', message: 'not a valid mobile: not-a-mobile' },
      { path: 'line 5', message: 'not a valid mobile: 12345' },
    ]);
    expect(refused.userMessage).toBe('Nothing was loaded: 2 lines have problems. Fix them and upload the file again.');
    expect(await enrolled(good)).toBe(0);
    expect(await auditOf('adminUploadEnrolments', 'SHOPPERS_STOP')).toHaveLength(0);
  });

  it('enrols a list, counting the new, the known and the repeated; members then log in on the partner’s site', async () => {
    const [first, second] = [nextMobile(), nextMobile()];
    const answer = await upload('SHOPPERS_STOP', `mobile\n+91 ${first.slice(0, 5)} ${first.slice(5)}\n${second}\n${second}\n9876543240\n`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ partner: 'SHOPPERS_STOP', mobiles: 3, added: 2, alreadyEnrolled: 1, duplicates: 1 });
    const [entry] = await auditOf('adminUploadEnrolments', 'SHOPPERS_STOP');
    expect(entry).toMatchObject({ before: null, after: { partner: 'SHOPPERS_STOP', mobiles: 3, added: 2, alreadyEnrolled: 1, duplicates: 1 } });
    expect(JSON.stringify(entry)).not.toContain(first);
    const preLogin = await t.app.inject({ method: 'GET', url: `${AUTH.preLogin(first)}?cid=SHOPPERS_STOP` });
    expect(preLogin.json().data, preLogin.body).toMatchObject({ loginAllowed: true });
  });
});
