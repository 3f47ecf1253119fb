// The credit-score check through the app, on PGlite and (with DATABASE_URL) on PostgreSQL: a member
// checks a PAN, consents, the bureau's code goes to the PAN's registered mobile (read from the dev
// outbox, as that phone would show it) and the member gets a sandbox report; the
// details follow; nobody else reads it or uses the check; the PAN is stored only sealed; visitors
// are refused; a refresh waits a calendar month.
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { creditChecks, users } from '../../db/schema';
import { TestClock, allRows, mobileSequence } from '../../test/auth';
import { testAppConfig } from '../../test/config';
import { postJson, useTestApp } from '../../test/harness';
import {
  CONSENTED,
  CREDIT,
  PAN,
  creditMember,
  expectRefusal,
  latestCreditCode,
  latestMessage,
  messagesTo,
  memberOn,
  okData,
  panSequence,
  startCheck,
  type CreditDetails,
  type CreditReport,
} from '../../test/credit';
import { captureLines } from '../../test/log-capture';

const clock = new TestClock(new Date('2026-11-20T10:00:00Z'));
const nextMobile = mobileSequence('93700');
const nextPan = panSequence('ABC');
const config = { auth: { captchaWhitelist: ['127.0.0.1'], otpSendLimitPerIpPerHour: 1_000, accessTokenTtlSeconds: 40 * 86_400 } };
const t = useTestApp({ now: clock.now, config });

const extraApps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of extraApps) await app.close();
});

describe('the whole check', () => {
  it("verifies the PAN, sends the code to the PAN's registered mobile, and answers the sandbox report", async () => {
    const member = await creditMember(t.app, nextMobile(), PAN);
    expect(okData(await member.get(CREDIT.details))).toEqual({
      name: null,
      dateOfBirth: null,
      maskedPan: null,
      codeStep: null,
      hasReport: false,
      reportGeneratedAt: null,
      refreshAvailableAt: null,
    });
    expectRefusal(await member.get(CREDIT.report), 404, 'TP-CREDIT-NO-REPORT', 'You do not have a credit report yet. Check your credit score to get one');

    expect(okData(await member.post(CREDIT.pan, { pan: 'abcpe1234f' }))).toEqual({ maskedPan: 'XXXXXX234F' });

    const step = okData<CreditDetails['codeStep']>(await member.post(CREDIT.send, { ...member.consented, pan: 'abcpe1234f', name: '  Asha   Rao ' }));
    expect(step).toEqual({
      checkId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      // ABCPE1234F's registered mobile in the sandbox is 9123561234 (the README's worked example)
      maskedMobile: '+91 XXXXXX1234',
      resendAvailableAt: '2026-11-20T10:00:30.000Z',
      expiresAt: '2026-11-20T10:10:00.000Z',
    });
    const message = await latestMessage(t.app, '9123561234');
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.to).toBe('+919123561234');
    expect((await latestMessage(t.app, member.mobile)).text).toMatch(/to log in/);
    expect(message.text).toBe(`${message.code} is your code to get your credit report. It is valid for 10 minutes. Do not share it with anyone. -RWDCLB`);

    expect(okData(await member.get(CREDIT.details))).toEqual({
      name: 'Asha Rao',
      dateOfBirth: '1990-06-15',
      maskedPan: 'XXXXXX234F',
      codeStep: step,
      hasReport: false,
      reportGeneratedAt: null,
      refreshAvailableAt: null,
    });

    clock.advance(20);
    const report = okData<CreditReport>(await member.post(CREDIT.verify, { checkId: step?.checkId, otp: message.code }));
    expect(report).toMatchObject({
      reportId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      bureau: 'Sandbox Credit Bureau',
      name: 'Asha Rao',
      maskedPan: 'XXXXXX234F',
      generatedAt: '2026-11-20T10:00:20.000Z',
      expiresAt: '2026-12-20T10:00:20.000Z',
      refreshAvailableAt: '2026-12-20T10:00:20.000Z',
    });
    expect(report.score).toBeGreaterThanOrEqual(300);
    expect(report.score).toBeLessThanOrEqual(900);
    expect(report.accounts.length).toBeGreaterThan(0);
    expect(report.paymentHistory).toHaveLength(12);

    expect(okData(await member.get(CREDIT.report))).toEqual(report);
    expect(okData(await member.get(CREDIT.details))).toEqual({
      name: 'Asha Rao',
      dateOfBirth: '1990-06-15',
      maskedPan: 'XXXXXX234F',
      codeStep: null,
      hasReport: true,
      reportGeneratedAt: '2026-11-20T10:00:20.000Z',
      refreshAvailableAt: '2026-12-20T10:00:20.000Z',
    });
  });

  it('gives the same PAN the same score for another member (the sandbox is deterministic)', async () => {
    const scores: number[] = [];
    const pan = nextPan();
    for (let i = 0; i < 2; i += 1) {
      // the same registered mobile: its 30 s between codes apply to both
      clock.advance(31);
      const member = await creditMember(t.app, nextMobile(), pan);
      const { step, code } = await startCheck(t.app, member);
      scores.push(okData<CreditReport>(await member.post(CREDIT.verify, { checkId: step.checkId, otp: code })).score);
    }
    expect(scores[0]).toBe(scores[1]);
  });
});

describe('refusals of the PAN and the consent', () => {
  it.each([
    ['ABCPE1234', 400, 'TP400', undefined],
    ['ABCP1E234F', 400, 'TP-PAN-INVALID', 'Please enter a valid PAN'],
    ['ABCCE1234F', 400, 'TP-PAN-NOT-PERSONAL', 'Credit reports are available for individual PANs only'],
    ['ABCPE0000F', 400, 'TP-PAN-NOT-FOUND', 'We could not find a credit record for this PAN. Please check it and try again'],
  ] as Array<[string, number, string, string | undefined]>)('PAN %s: %i %s', async (pan, status, code, userMessage) => {
    const member = await creditMember(t.app, nextMobile(), nextPan());
    expectRefusal(await member.post(CREDIT.pan, { pan }), status, code, userMessage);
    expectRefusal(await member.post(CREDIT.send, { ...member.consented, pan }), status, code, userMessage);
  });

  it.each([
    [{ consent: false }, 'TP-CREDIT-CONSENT', 'Please agree to the terms to continue'],
    [{ dateOfBirth: '2008-11-21' }, 'TP-CREDIT-DOB', 'You must be 18 or older to check your credit score'],
    [{ dateOfBirth: '1925-11-20' }, 'TP-CREDIT-DOB', 'Please enter a valid date of birth'],
    [{ dateOfBirth: '2030-01-01' }, 'TP-CREDIT-DOB', 'Please enter a valid date of birth'],
    [{ name: ' 1234 ' }, 'TP400', 'Please enter your name as on your PAN'],
  ])('%j is refused with %s', async (change, code, userMessage) => {
    const member = await creditMember(t.app, nextMobile(), nextPan());
    expectRefusal(await member.post(CREDIT.send, { ...member.consented, ...change }), 400, code, userMessage);
    // nothing was sent or stored
    expect((await latestMessage(t.app, member.mobile)).text).toMatch(/to log in/);
    expect(await messagesTo(t.app, member.registeredMobile)).toEqual([]);
    expect(okData<CreditDetails>(await member.get(CREDIT.details)).maskedPan).toBeNull();
  });

  it('limits PAN lookups per member (TP429)', async () => {
    const member = await creditMember(t.app, nextMobile(), nextPan());
    for (let i = 0; i < 20; i += 1) expect((await member.post(CREDIT.pan, { pan: PAN })).statusCode).toBe(200);
    expectRefusal(await member.post(CREDIT.pan, { pan: PAN }), 429, 'TP429');
    // a send asks the bureau too, so it is not a way around the limit
    expectRefusal(await member.post(CREDIT.send, member.consented), 429, 'TP429');
  });
});

describe('only the member', () => {
  it('refuses visitors on every operation (401)', async () => {
    const calls = [
      t.app.inject({ method: 'GET', url: CREDIT.details }),
      t.app.inject({ method: 'GET', url: CREDIT.report }),
      postJson(t.app, CREDIT.pan, { pan: PAN }),
      postJson(t.app, CREDIT.send, CONSENTED),
      postJson(t.app, CREDIT.resend, { checkId: '6f1c2a52-54a4-4c1e-9d2b-3c1f4f0f8a11' }),
      postJson(t.app, CREDIT.verify, { checkId: '6f1c2a52-54a4-4c1e-9d2b-3c1f4f0f8a11', otp: '123456' }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(401);
  });

  it("never lets another member read the report or use the check", async () => {
    const owner = await creditMember(t.app, nextMobile(), nextPan());
    const other = await creditMember(t.app, nextMobile(), nextPan());
    const { step, code } = await startCheck(t.app, owner);

    expectRefusal(await other.post(CREDIT.verify, { checkId: step.checkId, otp: code }), 404, 'TP-CREDIT-NO-CHECK', 'We could not find your credit check. Please start again');
    clock.advance(31);
    expectRefusal(await other.post(CREDIT.resend, { checkId: step.checkId }), 404, 'TP-CREDIT-NO-CHECK');
    expect(okData<CreditDetails>(await other.get(CREDIT.details))).toMatchObject({ maskedPan: null, codeStep: null, hasReport: false });

    okData(await owner.post(CREDIT.verify, { checkId: step.checkId, otp: code }));
    expectRefusal(await other.get(CREDIT.report), 404, 'TP-CREDIT-NO-REPORT');
    expect(okData<CreditDetails>(await other.get(CREDIT.details))).toMatchObject({ name: null, hasReport: false });
    // the other member's wrong tries never touched the owner's check
    const [row] = await t.database.db.select().from(creditChecks).where(eq(creditChecks.publicId, step.checkId));
    expect(row?.failedAttempts).toBe(0);
  });
});

describe('storage and logs', () => {
  it('keeps the PAN only sealed, and the code only hashed', async () => {
    const member = await creditMember(t.app, nextMobile(), nextPan());
    const { step, code } = await startCheck(t.app, member);
    okData(await member.post(CREDIT.verify, { checkId: step.checkId, otp: code }));

    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, member.mobile));
    const [check] = (await allRows(t.database.db, 'credit_checks')).filter((row) => row.user_id === user?.id);
    expect(check).toMatchObject({ pan_last4: member.pan.slice(-4), name: 'Asha Rao', mobile: member.registeredMobile });
    expect(check?.pan_ciphertext).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(check?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const standalone = new RegExp(`(^|[^0-9])${code}([^0-9]|$)`);
    for (const table of ['credit_checks', 'credit_code_sends', 'credit_reports']) {
      const stored = JSON.stringify(await allRows(t.database.db, table));
      expect(stored, table).not.toContain(member.pan);
      expect(stored, table).not.toContain('ABCPE');
      expect(stored, table).not.toMatch(standalone);
    }
  });

  it('never writes the PAN or the code to the log, at any level', async () => {
    const { lines, sink } = captureLines();
    const app = await buildApp(testAppConfig({ ...config, logLevel: 'trace' }), { database: t.database, now: clock.now, logger: pino({ level: 'trace' }, sink) });
    await app.ready();
    extraApps.push(app);
    const member = await creditMember(app, nextMobile(), nextPan());
    expectRefusal(await member.post(CREDIT.pan, { pan: 'ABCCE1234F' }), 400, 'TP-PAN-NOT-PERSONAL');
    const { step, code } = await startCheck(app, member);
    expect((await member.post(CREDIT.verify, { checkId: step.checkId, otp: code === '000000' ? '111111' : '000000' })).statusCode).toBe(400);
    okData(await member.post(CREDIT.verify, { checkId: step.checkId, otp: code }));

    const written = lines.join('');
    expect(written).toContain('/nc/prime/credit/otp/verify');
    for (const secret of [member.pan, 'ABCCE1234F', 'ABCPE', 'your credit report']) expect(written).not.toContain(secret);
    expect(written).not.toMatch(new RegExp(`(^|[^0-9])${code}([^0-9]|$)`));
  });
});

describe('a refresh', () => {
  it('waits a calendar month after the report, naming the date', async () => {
    const member = await creditMember(t.app, nextMobile(), nextPan());
    const { step, code } = await startCheck(t.app, member);
    const first = okData<CreditReport>(await member.post(CREDIT.verify, { checkId: step.checkId, otp: code }));
    const refreshAt = new Date(first.refreshAvailableAt);
    const dateText = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }).format(refreshAt);

    clock.advance(60);
    expectRefusal(await member.post(CREDIT.send, member.consented), 409, 'TP-CREDIT-REFRESH-TOO-SOON', `You can refresh your credit report on ${dateText}`);
    clock.advance((refreshAt.getTime() - clock.now().getTime()) / 1000 - 1);
    expectRefusal(await member.post(CREDIT.send, member.consented), 409, 'TP-CREDIT-REFRESH-TOO-SOON');

    clock.advance(1);
    expect(okData<CreditDetails>(await member.get(CREDIT.details)).refreshAvailableAt).toBeNull();
    const again = await startCheck(t.app, member);
    const second = okData<CreditReport>(await member.post(CREDIT.verify, { checkId: again.step.checkId, otp: again.code }));
    expect(second.reportId).not.toBe(first.reportId);
    expect(second.score).toBe(first.score);
    expect(okData<CreditReport>(await member.get(CREDIT.report)).reportId).toBe(second.reportId);
  });

  it('a report that expired is no longer answered', async () => {
    const member = await creditMember(t.app, nextMobile(), nextPan());
    const { step, code } = await startCheck(t.app, member);
    const report = okData<CreditReport>(await member.post(CREDIT.verify, { checkId: step.checkId, otp: code }));
    clock.advance((Date.parse(report.expiresAt) - clock.now().getTime()) / 1000);
    expectRefusal(await member.get(CREDIT.report), 404, 'TP-CREDIT-NO-REPORT');
    expect(okData<CreditDetails>(await memberOn(t.app, member).get(CREDIT.details))).toMatchObject({ hasReport: false, reportGeneratedAt: null, refreshAvailableAt: null });
    // the member may get a new one at once
    expect((await member.post(CREDIT.send, member.consented)).statusCode).toBe(200);
    expect(await latestCreditCode(t.app, member.registeredMobile)).toMatch(/^\d{6}$/);
  });
});
