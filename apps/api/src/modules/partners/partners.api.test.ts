// Co-brand enrolment and claiming through the app: pre-login per channel, the unclaimed profile (10)
// on the partner's channel, claiming once (also under concurrent calls), store codes and their limit,
// and importing an enrolment file.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PARTNER_CLAIM_MESSAGES, PARTNER_NOT_ENROLLED_MESSAGES, type PartnerMembership, type User } from '@rewards/api-contract';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH, TestClock, allRows, bearer, logIn, mobileSequence } from '../../test/auth';
import { postJson, useTestApp } from '../../test/harness';
import { importEnrolments } from './enrolment-import';

const DAY_MS = 86_400_000;
const CLAIM = '/nc/prime/partner/claim';
const clock = new TestClock();
const nextMobile = mobileSequence('93400');
const t = useTestApp({ now: clock.now, config: { auth: { captchaWhitelist: ['127.0.0.1'] } } });

const preLogin = (mobile: string, query: string) => t.app.inject({ method: 'GET', url: `${AUTH.preLogin(mobile)}${query}` });
const claim = (accessToken: string, body: Record<string, unknown>) => postJson(t.app, CLAIM, body, bearer(accessToken));
const profileOf = async (accessToken: string) => (await t.app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(accessToken) })).json().data as User;

function expectRefusal(response: { statusCode: number; body: string; json(): unknown }, status: number, code: keyof typeof PARTNER_CLAIM_MESSAGES) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, systemErrorCode: code, userMessage: PARTNER_CLAIM_MESSAGES[code] });
}

describe('pre-login on a co-brand channel', () => {
  it.each([
    ['SHOPPERS_STOP', ''],
    ['SHOPPERS_STOP', '&user_action=register'],
    ['MORE_REWARDS', ''],
    ['MORE_REWARDS', '&user_action=login'],
  ] as const)('refuses a mobile not enrolled with %s (query %j) with the partner’s message', async (channel, extra) => {
    for (const mobile of [nextMobile(), '9876543210']) {
      const response = await preLogin(mobile, `?cid=${channel}${extra}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ loginAllowed: false, mobile, message: PARTNER_NOT_ENROLLED_MESSAGES[channel] });
    }
  });

  it('says which number to use on the shopper site', () => {
    expect(PARTNER_NOT_ENROLLED_MESSAGES.SHOPPERS_STOP).toBe('This number is not enrolled with Shopper Rewards. Please use the mobile number you registered at the store.');
  });

  it.each([
    ['9876543240', 'SHOPPERS_STOP', 'SSO'],
    ['+919876543241', 'SHOPPERS_STOP', 'SSO'],
    ['9876543250', 'MORE_REWARDS', 'GUEST'],
  ] as const)('lets the enrolled %s log in on %s', async (mobile, channel, loginType) => {
    const response = await preLogin(mobile, `?cid=${channel}`);
    expect(response.json().data).toMatchObject({ loginAllowed: true, message: '', loginType });
  });

  it('lets any valid mobile take the more-rewards register path (a store code claims there)', async () => {
    const response = await preLogin(nextMobile(), '?cid=MORE_REWARDS&user_action=register');
    expect(response.json().data).toMatchObject({ loginAllowed: true, message: '', loginType: 'GUEST' });
  });

  it('leaves the core channel as it was: any valid mobile, enrolled or not', async () => {
    for (const query of ['', '?cid=TIMES_PRIME', '?cid=TIMES_PRIME&user_action=register']) {
      expect((await preLogin(nextMobile(), query)).json().data).toMatchObject({ loginAllowed: true, loginType: 'GUEST' });
      expect((await preLogin('9876543240', query)).json().data).toMatchObject({ loginAllowed: true, loginType: 'SSO', statusCode: 'TP-LOGIN-1001' });
    }
  });

  it('still refuses an invalid mobile with auth 402 and a blocked one with its message', async () => {
    expect((await preLogin('12345', '?cid=SHOPPERS_STOP')).statusCode).toBe(400);
    expect((await preLogin('9876543219', '?cid=SHOPPERS_STOP')).json().data).toMatchObject({ loginAllowed: false });
  });
});

describe('an enrolled shopper claims once', () => {
  it('reads as unclaimed (10) on the shopper channel only, then as an active member (5) with the plan’s dates', async () => {
    const core = await logIn(t.app, '9876543240');
    expect(core.login.user.primeProfile).toBe(0);
    clock.advance(31); // a second code for the same mobile
    const shopper = await logIn(t.app, '9876543240', { channel: 'SHOPPERS_STOP' });
    expect(shopper.login.user).toMatchObject({ primeProfile: 10, primeUser: false, paymentRequired: true });
    expect((await profileOf(shopper.accessToken)).primeProfile).toBe(10);

    const first = await claim(shopper.accessToken, { channel: 'SHOPPERS_STOP' });
    expect(first.statusCode, first.body).toBe(200);
    const membership = first.json().data as PartnerMembership;
    expect(membership).toMatchObject({ channel: 'SHOPPERS_STOP', planName: 'SHOPPER_REWARDS_ANNUAL', planDisplayName: 'Shopper Rewards membership', durationDays: 365, alreadyClaimed: false });
    expect(membership.startDate).toBe(clock.now().toISOString());
    expect(Date.parse(membership.endDate) - Date.parse(membership.startDate)).toBe(365 * DAY_MS);
    expect(membership.membership).toEqual({ primeProfile: 5, startDate: membership.startDate, endDate: membership.endDate });

    const profile = await profileOf(shopper.accessToken);
    expect(profile).toMatchObject({ primeProfile: 5, primeUser: true, startDate: membership.startDate, endDate: membership.endDate });
    expect(profile.primeId).toMatch(/^RP\d{8}$/);
    expect((await profileOf(core.accessToken)).primeProfile).toBe(5);

    const again = await claim(shopper.accessToken, { channel: 'SHOPPERS_STOP' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual({ ...membership, alreadyClaimed: true });
    // Arjun's and Rohan's (seeded) and Neha's: the second call added none.
    expect((await allRows(t.database.db, 'partner_memberships')).filter((row) => row.partner === 'SHOPPERS_STOP')).toHaveLength(3);
  });

  it('answers the seeded, already claimed member’s membership without changing it', async () => {
    const arjun = await logIn(t.app, '9876543241', { channel: 'SHOPPERS_STOP' });
    expect(arjun.login.user.primeProfile).toBe(5);
    const before = await profileOf(arjun.accessToken);
    const response = await claim(arjun.accessToken, { channel: 'SHOPPERS_STOP' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ alreadyClaimed: true, planName: 'SHOPPER_REWARDS_ANNUAL' });
    expect(await profileOf(arjun.accessToken)).toEqual(before);
  });

  it('gives one membership to concurrent claims', async () => {
    const mobile = nextMobile();
    await importEnrolments(t.database.db, 'SHOPPERS_STOP', `${mobile}\n`, clock.now());
    const member = await logIn(t.app, mobile, { channel: 'SHOPPERS_STOP' });
    expect(member.login.user.primeProfile).toBe(10);
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(member.accessToken, { channel: 'SHOPPERS_STOP' })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const memberships = answers.map((answer) => answer.json().data as PartnerMembership);
    expect(memberships.filter((one) => !one.alreadyClaimed)).toHaveLength(1);
    expect(new Set(memberships.map((one) => `${one.startDate} ${one.endDate}`)).size).toBe(1);
    const userId = (await allRows(t.database.db, 'users')).find((row) => row.mobile === mobile)?.id;
    expect((await allRows(t.database.db, 'partner_memberships')).filter((row) => row.user_id === userId)).toHaveLength(1);
    const enrolment = (await allRows(t.database.db, 'partner_enrolments')).find((row) => row.mobile === mobile);
    expect(enrolment?.claimed_by_user_id).toBe(userId);
  });

  it('refuses a member who is not enrolled, and a store code on the shopper channel', async () => {
    const member = await logIn(t.app, '9876543211');
    expectRefusal(await claim(member.accessToken, { channel: 'SHOPPERS_STOP' }), 403, 'TP-PARTNER-NOT-ENROLLED');
    expectRefusal(await claim(member.accessToken, { channel: 'MORE_REWARDS' }), 403, 'TP-PARTNER-NOT-ENROLLED');
    expectRefusal(await claim(member.accessToken, { channel: 'SHOPPERS_STOP', storeCode: 'DIAMONDCLUB' }), 400, 'TP-STORE-CODE-NOT-ACCEPTED');
    expect((await profileOf(member.accessToken)).primeProfile).toBe(1);
  });

  it('needs a member and a channel the contract knows', async () => {
    expect((await postJson(t.app, CLAIM, { channel: 'SHOPPERS_STOP' })).statusCode).toBe(401);
    clock.advance(31);
    const member = await logIn(t.app, '9876543240');
    expect((await claim(member.accessToken, { channel: 'TIMES_PRIME' })).statusCode).toBe(400);
    expect((await claim(member.accessToken, { channel: 'MORE_REWARDS', storeCode: '' })).statusCode).toBe(400);
  });
});

describe('more-rewards: the enrolled member and store codes', () => {
  it('lets the enrolled grocery member register, read as unclaimed and claim without a code', async () => {
    const member = await logIn(t.app, '9876543250', { channel: 'MORE_REWARDS', firstName: 'Kavya' });
    expect(member.login.user.primeProfile).toBe(10);
    const response = await claim(member.accessToken, { channel: 'MORE_REWARDS' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ planName: 'MORE_REWARDS_DIAMOND', alreadyClaimed: false, membership: { primeProfile: 5 } });
  });

  it('lets a new customer claim with DIAMONDCLUB once, then refuses the same code with its message', async () => {
    const mobile = nextMobile();
    expect((await preLogin(mobile, '?cid=MORE_REWARDS&user_action=register')).json().data.loginAllowed).toBe(true);
    const member = await logIn(t.app, mobile, { channel: 'MORE_REWARDS' });
    expect(member.login.user.primeProfile).toBe(0);
    const first = await claim(member.accessToken, { channel: 'MORE_REWARDS', storeCode: ' diamondclub ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ alreadyClaimed: false, durationDays: 365, membership: { primeProfile: 5 } });
    expect((await profileOf(member.accessToken)).primeProfile).toBe(5);

    expectRefusal(await claim(member.accessToken, { channel: 'MORE_REWARDS', storeCode: 'DIAMONDCLUB' }), 409, 'TP-STORE-CODE-USED');
    // Having claimed there, the member may now log in on the grocery site's login path too.
    expect((await preLogin(mobile, '?cid=MORE_REWARDS')).json().data.loginAllowed).toBe(true);

    // Any number of members may use the code.
    const other = await logIn(t.app, nextMobile(), { channel: 'MORE_REWARDS' });
    expect((await claim(other.accessToken, { channel: 'MORE_REWARDS', storeCode: 'DIAMONDCLUB' })).statusCode).toBe(200);
  });

  it('answers unknown and expired store codes with their own messages', async () => {
    const member = await logIn(t.app, nextMobile(), { channel: 'MORE_REWARDS' });
    const unknown = await claim(member.accessToken, { channel: 'MORE_REWARDS', storeCode: 'NOSUCHCODE' });
    expectRefusal(unknown, 404, 'TP-STORE-CODE-404');
    expect(unknown.json().userMessage).toBe('Invalid coupon code');
    expectRefusal(await claim(member.accessToken, { channel: 'MORE_REWARDS', storeCode: 'DIAMOND2025' }), 400, 'TP-STORE-CODE-EXPIRED');
    expect((await profileOf(member.accessToken)).primeProfile).toBe(0);
  });
});

describe('store code attempts per member', () => {
  const limited = useTestApp({ now: clock.now, config: { auth: { captchaWhitelist: ['127.0.0.1'] }, payment: { codeCheckLimitPerMemberPerMinute: 2 } } });

  it('are limited per minute in the database (TP429 with Retry-After), then allowed again', async () => {
    const member = await logIn(limited.app, '9876543212');
    const attempt = () => postJson(limited.app, CLAIM, { channel: 'MORE_REWARDS', storeCode: 'WRONG1' }, bearer(member.accessToken));
    expect((await attempt()).statusCode).toBe(404);
    expect((await attempt()).statusCode).toBe(404);
    const third = await attempt();
    expectRefusal(third, 429, 'TP429');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another member has their own allowance.
    const other = await logIn(limited.app, '9876543213');
    expect((await postJson(limited.app, CLAIM, { channel: 'MORE_REWARDS', storeCode: 'WRONG1' }, bearer(other.accessToken))).statusCode).toBe(404);
    clock.advance(61);
    expect((await attempt()).statusCode).toBe(404);
  });
});

describe('store code attempts per address', () => {
  // Behind one trusted proxy (X-Forwarded-For names the client); members' own allowance is roomy.
  const limited = useTestApp({ now: clock.now, config: { trustProxy: 1, auth: { captchaWhitelist: ['127.0.0.1'] }, payment: { codeCheckLimitPerIpPerMinute: 3, codeCheckLimitPerMemberPerMinute: 1_000 } } });
  const attempt = (accessToken: string, client: string) =>
    limited.app.inject({
      method: 'POST',
      url: CLAIM,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...bearer(accessToken) },
      payload: JSON.stringify({ channel: 'MORE_REWARDS', storeCode: 'WRONG2' }),
    });

  it('are limited per address whatever the account (an IPv6 client by its /64), TP429 with Retry-After beyond', async () => {
    const members = await Promise.all(['9876543214', '9876543215', '9876543216'].map((mobile) => logIn(limited.app, mobile)));
    const statuses: number[] = [];
    // six guesses by three accounts from six addresses of one /64
    for (let index = 0; index < 6; index += 1) {
      const response = await attempt(members[index % 3]!.accessToken, `2001:db8:77:1::${(index + 1).toString(16)}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expectRefusal(response, 429, 'TP429');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    const refused = statuses.filter((status) => status === 429).length;
    console.log(`store code guesses from one /64 by 3 accounts: ${statuses.length} sent, ${statuses.length - refused} checked, ${refused} refused (TP429)`);
    expect(statuses).toEqual([404, 404, 404, 429, 429, 429]);
    // the same accounts from another /64, and from an IPv4 address, have their own allowance
    expect((await attempt(members[0]!.accessToken, '2001:db8:77:2::1')).statusCode).toBe(404);
    expect((await attempt(members[1]!.accessToken, '198.51.100.77')).statusCode).toBe(404);
    clock.advance(61);
    expect((await attempt(members[2]!.accessToken, '2001:db8:77:1::ffff')).statusCode).toBe(404);
  });
});

const STORE_CODE_CHECK = '/nc/prime/partner/store-code/check';

describe('checking a store code before signing in (no side effects)', () => {
  const check = (body: Record<string, unknown>, app = t.app) => postJson(app, STORE_CODE_CHECK, body);
  /** Every table a claim or a sign-in would write, to prove the check writes none of them. */
  const snapshot = async () =>
    Object.fromEntries(await Promise.all(['users', 'partner_memberships', 'partner_enrolments', 'partner_store_codes'].map(async (table) => [table, await allRows(t.database.db, table)] as const)));

  it('answers a visitor that DIAMONDCLUB (as typed, any case) would claim, and changes nothing', async () => {
    const before = await snapshot();
    const response = await check({ channel: 'MORE_REWARDS', storeCode: ' diamondclub ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { channel: 'MORE_REWARDS', storeCode: 'DIAMONDCLUB', valid: true } });
    expect(response.headers['cache-control']).toContain('no-store');
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['an unknown code', { channel: 'MORE_REWARDS', storeCode: 'NOSUCHCODE' }, 404, 'TP-STORE-CODE-404'],
    ['an expired code', { channel: 'MORE_REWARDS', storeCode: 'DIAMOND2025' }, 400, 'TP-STORE-CODE-EXPIRED'],
    ['any code on the shopper channel', { channel: 'SHOPPERS_STOP', storeCode: 'DIAMONDCLUB' }, 400, 'TP-STORE-CODE-NOT-ACCEPTED'],
  ] as const)('refuses %s with the claim’s message, and changes nothing', async (_, body, status, code) => {
    const before = await snapshot();
    expectRefusal(await check(body), status, code);
    expect(await snapshot()).toEqual(before);
  });

  it('is the contract’s: an empty code, a missing one or an unknown channel is a bad request', async () => {
    expect((await check({ channel: 'MORE_REWARDS', storeCode: '' })).statusCode).toBe(400);
    expect((await check({ channel: 'MORE_REWARDS' })).statusCode).toBe(400);
    expect((await check({ channel: 'TIMES_PRIME', storeCode: 'DIAMONDCLUB' })).statusCode).toBe(400);
  });

  describe('attempts per address', () => {
    const limited = useTestApp({ now: clock.now, config: { trustProxy: 1, auth: { captchaWhitelist: ['127.0.0.1'] }, payment: { codeCheckLimitPerIpPerMinute: 3, codeCheckLimitPerMemberPerMinute: 1_000 } } });
    const from = (client: string, url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      limited.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers }, payload: JSON.stringify(body) });

    it('share the claim’s allowance (checking first gives no extra guesses), TP429 with Retry-After beyond', async () => {
      const member = await logIn(limited.app, '9876543217');
      const client = '203.0.113.41';
      expect((await from(client, STORE_CODE_CHECK, { channel: 'MORE_REWARDS', storeCode: 'WRONG3' })).statusCode).toBe(404);
      expect((await from(client, STORE_CODE_CHECK, { channel: 'MORE_REWARDS', storeCode: 'DIAMONDCLUB' })).statusCode).toBe(200);
      expect((await from(client, CLAIM, { channel: 'MORE_REWARDS', storeCode: 'WRONG3' }, bearer(member.accessToken))).statusCode).toBe(404);
      const refused = await from(client, STORE_CODE_CHECK, { channel: 'MORE_REWARDS', storeCode: 'DIAMONDCLUB' });
      expectRefusal(refused, 429, 'TP429');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // another address has its own allowance, and a minute later this one has again
      expect((await from('203.0.113.42', STORE_CODE_CHECK, { channel: 'MORE_REWARDS', storeCode: 'DIAMONDCLUB' })).statusCode).toBe(200);
      clock.advance(61);
      expect((await from(client, STORE_CODE_CHECK, { channel: 'MORE_REWARDS', storeCode: 'DIAMONDCLUB' })).statusCode).toBe(200);
    });
  });
});

describe('importing an enrolment file', () => {
  const tempDirs: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    tempDirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('enrols the valid mobiles once, reports invalid lines, and a second import changes nothing', async () => {
    const [a, b] = [nextMobile(), nextMobile()];
    const file = path.join(tempDir('enrol-'), 'shopper.csv');
    fs.writeFileSync(file, `mobile\n+91 ${a.slice(0, 5)} ${a.slice(5)}\n${b}\nabc\n${a}\n9876543240\n`);
    expect((await preLogin(a, '?cid=SHOPPERS_STOP')).json().data.loginAllowed).toBe(false);

    const first = await importEnrolments(t.database.db, 'SHOPPERS_STOP', fs.readFileSync(file, 'utf8'), clock.now());
    expect(first).toEqual({ partner: 'SHOPPERS_STOP', mobiles: 3, added: 2, alreadyEnrolled: 1, duplicates: 1, invalid: [{ line: 4, text: 'abc' }] });
    expect((await preLogin(a, '?cid=SHOPPERS_STOP')).json().data.loginAllowed).toBe(true);
    expect((await preLogin(b, '?cid=SHOPPERS_STOP')).json().data.loginAllowed).toBe(true);
    expect((await preLogin(a, '?cid=MORE_REWARDS')).json().data.loginAllowed).toBe(false);

    const second = await importEnrolments(t.database.db, 'SHOPPERS_STOP', fs.readFileSync(file, 'utf8'), clock.now());
    expect(second).toMatchObject({ added: 0, alreadyEnrolled: 3 });
    // The claimed enrolment of 9876543240 stayed claimed.
    const neha = (await allRows(t.database.db, 'partner_enrolments')).find((row) => row.mobile === '9876543240');
    expect(neha?.claimed_at).not.toBeNull();
  });

  it('runs as a command on an embedded database', async () => {
    const dir = tempDir('enrol-cli-');
    const file = path.join(dir, 'grocery.csv');
    fs.writeFileSync(file, '9876543270\n+919876543271\nnope\n');
    const env = { ...process.env, DATA_DIR: path.join(dir, 'pglite'), DATABASE_URL: '', NODE_ENV: 'development', INIT_CWD: dir };
    const run = promisify(execFile);
    const cwd = path.resolve(import.meta.dirname, '../../..');
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/enrol.ts', '--partner', 'MORE_REWARDS', 'grocery.csv'], { cwd, env });
    expect(stderr).toContain('line 3: not a valid mobile: nope');
    expect(stdout).toContain('MORE_REWARDS: 2 mobiles read, 2 enrolled, 0 already enrolled, 0 repeated in the file, 1 invalid lines (database: pglite)');
    const again = await run(process.execPath, ['--import', 'tsx', 'src/enrol.ts', '--partner', 'MORE_REWARDS', 'grocery.csv'], { cwd, env });
    expect(again.stdout).toContain('2 mobiles read, 0 enrolled, 2 already enrolled');
  }, 120_000);
});
