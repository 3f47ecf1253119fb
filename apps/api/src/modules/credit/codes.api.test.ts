// The bureau's code follows the login code's rules and texts, on PGlite and (with DATABASE_URL) on
// PostgreSQL: wrong (425), not six digits (424), five wrong tries (416, carried over a resend),
// expired (415), used (419), resend only after 30 s (405) and voiding the previous code, the
// per-mobile limits (416, counted on the PAN's registered mobile the codes go to) and the
// per-address limit (TP429), and two verifies at once make one report.
import { AUTH_MESSAGES, OTP_MAX_ATTEMPTS } from '@rewards/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { creditChecks, creditReports } from '../../db/schema';
import { TestClock, mobileSequence } from '../../test/auth';
import { testAppConfig } from '../../test/config';
import { useTestApp } from '../../test/harness';
import {
  CREDIT,
  creditMember,
  expectRefusal,
  latestCreditCode,
  memberOn,
  okData,
  panSequence,
  startCheck,
  wrongCode,
  type CreditCodeStep,
  type CreditDetails,
  type CreditReport,
} from '../../test/credit';

const clock = new TestClock(new Date('2026-11-20T10:00:00Z'));
const nextMobile = mobileSequence('93800');
const nextPan = panSequence('ABD');
const config = { auth: { captchaWhitelist: ['127.0.0.1'], otpSendLimitPerIpPerHour: 1_000, accessTokenTtlSeconds: 7 * 86_400 } };
const t = useTestApp({ now: clock.now, config });

const extraApps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of extraApps) await app.close();
});

const verify = (member: Awaited<ReturnType<typeof creditMember>>, checkId: string, otp: string) => member.post(CREDIT.verify, { checkId, otp });
const OTP_TEXT = AUTH_MESSAGES['425'];

async function reportsOfCheck(checkId: string) {
  const [check] = await t.database.db.select().from(creditChecks).where(eq(creditChecks.publicId, checkId));
  if (!check) throw new Error(`no check ${checkId}`);
  return t.database.db.select().from(creditReports).where(eq(creditReports.checkId, check.id));
}

describe('verifying the code', () => {
  it('refuses a wrong code (425), a code that is not six digits (424) and no such check (404)', async () => {
    const member = await creditMember(t.app, nextMobile(), nextPan());
    const { step, code } = await startCheck(t.app, member);
    expectRefusal(await verify(member, step.checkId, wrongCode(code)), 400, '425', OTP_TEXT);
    expectRefusal(await verify(member, step.checkId, '12345'), 400, '424', AUTH_MESSAGES['424']);
    expectRefusal(await verify(member, step.checkId, 'abcdef'), 400, '424');
    expectRefusal(await verify(member, '6f1c2a52-54a4-4c1e-9d2b-3c1f4f0f8a11', code), 404, 'TP-CREDIT-NO-CHECK');
    expectRefusal(await member.post(CREDIT.verify, { checkId: 'not-a-uuid', otp: code }), 400, 'TP400');
    // the right code still works: only the one wrong six-digit try counted
    okData(await verify(member, step.checkId, code));
  });

  it(`refuses after ${OTP_MAX_ATTEMPTS} wrong tries (416), even the right code, and a resend does not reset the count`, async () => {
    const member = await creditMember(t.app, nextMobile(), nextPan());
    const { step, code } = await startCheck(t.app, member);
    for (let i = 0; i < 3; i += 1) expectRefusal(await verify(member, step.checkId, wrongCode(code)), 400, '425');

    clock.advance(30);
    const resent = okData<CreditCodeStep>(await member.post(CREDIT.resend, { checkId: step.checkId }));
    expect(resent.checkId).toBe(step.checkId);
    const newCode = await latestCreditCode(t.app, member.registeredMobile);
    for (let i = 0; i < 2; i += 1) expectRefusal(await verify(member, step.checkId, wrongCode(newCode)), 400, '425');

    expectRefusal(await verify(member, step.checkId, newCode), 429, '416', AUTH_MESSAGES['416']);
    clock.advance(30);
    expectRefusal(await member.post(CREDIT.resend, { checkId: step.checkId }), 429, '416', AUTH_MESSAGES['416']);
    expect(okData<CreditDetails>(await member.get(CREDIT.details)).codeStep).toBeNull();
    // a new check starts afresh
    const fresh = await startCheck(t.app, member);
    okData(await verify(member, fresh.step.checkId, fresh.code));
  });

  it('refuses an expired code (415); a resend brings a code that works', async () => {
    const member = await creditMember(t.app, nextMobile(), nextPan());
    const { step, code } = await startCheck(t.app, member);
    clock.advance(600);
    expectRefusal(await verify(member, step.checkId, code), 400, '415', AUTH_MESSAGES['415']);
    expect(okData<CreditDetails>(await member.get(CREDIT.details)).codeStep).toBeNull();

    okData(await member.post(CREDIT.resend, { checkId: step.checkId }));
    const newCode = await latestCreditCode(t.app, member.registeredMobile);
    okData(await verify(member, step.checkId, newCode));
  });

  it('uses a code once (419), and a used check cannot be resent', async () => {
    const member = await creditMember(t.app, nextMobile(), nextPan());
    const { step, code } = await startCheck(t.app, member);
    okData(await verify(member, step.checkId, code));
    expectRefusal(await verify(member, step.checkId, code), 400, '419', AUTH_MESSAGES['419']);
    clock.advance(31);
    expectRefusal(await member.post(CREDIT.resend, { checkId: step.checkId }), 400, '419');
    expect(await reportsOfCheck(step.checkId)).toHaveLength(1);
  });

  it('makes exactly one report when the right code is verified several times at once', async () => {
    const member = await creditMember(t.app, nextMobile(), nextPan());
    const { step, code } = await startCheck(t.app, member);
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(member, step.checkId, code)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) expect(refused.json().systemErrorCode).toBe('419');
    const report = (answers.find((answer) => answer.statusCode === 200)?.json() as { data: CreditReport }).data;
    const rows = await reportsOfCheck(step.checkId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.publicId).toBe(report.reportId);
  });
});

describe('resending the code', () => {
  it('waits 30 s after the previous send (405) and voids the previous code', async () => {
    const member = await creditMember(t.app, nextMobile(), nextPan());
    const { step, code } = await startCheck(t.app, member);
    clock.advance(10);
    const early = await member.post(CREDIT.resend, { checkId: step.checkId });
    expectRefusal(early, 429, '405', 'Please wait 20 seconds before requesting a new OTP');
    expect(early.headers['retry-after']).toBe('20');

    clock.advance(20);
    const resent = okData<CreditCodeStep>(await member.post(CREDIT.resend, { checkId: step.checkId }));
    expect(resent).toMatchObject({ checkId: step.checkId, resendAvailableAt: new Date(clock.now().getTime() + 30_000).toISOString() });
    const newCode = await latestCreditCode(t.app, member.registeredMobile);
    if (newCode !== code) expectRefusal(await verify(member, step.checkId, code), 400, '425');
    okData(await verify(member, step.checkId, newCode));
  });

  it('a new check voids the code of the one before, which can no longer be resent', async () => {
    const member = await creditMember(t.app, nextMobile(), nextPan());
    const first = await startCheck(t.app, member);
    clock.advance(29);
    expectRefusal(await member.post(CREDIT.send, member.consented), 429, '405', 'Please wait 1 seconds before requesting a new OTP');
    clock.advance(1);
    const second = await startCheck(t.app, member);
    expect(second.step.checkId).not.toBe(first.step.checkId);
    expectRefusal(await verify(member, first.step.checkId, first.code), 400, '415');
    clock.advance(31);
    expectRefusal(await member.post(CREDIT.resend, { checkId: first.step.checkId }), 404, 'TP-CREDIT-NO-CHECK');
    expect(okData<CreditDetails>(await member.get(CREDIT.details)).codeStep?.checkId).toBe(second.step.checkId);
    okData(await verify(member, second.step.checkId, second.code));
  });
});

describe('send limits', () => {
  it('allows 5 codes an hour and 10 a day per mobile (416), sends and resends alike', async () => {
    const member = await creditMember(t.app, nextMobile(), nextPan());
    const { step } = await startCheck(t.app, member);
    for (let i = 0; i < 4; i += 1) {
      clock.advance(31);
      okData(await member.post(CREDIT.resend, { checkId: step.checkId }));
    }
    clock.advance(31);
    expectRefusal(await member.post(CREDIT.resend, { checkId: step.checkId }), 429, '416', AUTH_MESSAGES['416']);
    const refused = await member.post(CREDIT.send, member.consented);
    expectRefusal(refused, 429, '416', AUTH_MESSAGES['416']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);

    clock.advance(3_600);
    for (let i = 0; i < 5; i += 1) {
      clock.advance(31);
      okData(await member.post(CREDIT.send, member.consented));
    }
    clock.advance(3_600);
    expectRefusal(await member.post(CREDIT.send, member.consented), 429, '416', AUTH_MESSAGES['416']);
    clock.advance(86_400);
    okData(await member.post(CREDIT.send, member.consented));
  });

  it('limits the codes sent from one address per hour (TP429)', async () => {
    const members = [];
    for (let i = 0; i < 3; i += 1) members.push(await creditMember(t.app, nextMobile(), nextPan()));
    // the same database and clock, two codes an hour per address
    const app = await buildApp(testAppConfig({ ...config, auth: { ...config.auth, otpSendLimitPerIpPerHour: 2 } }), { database: t.database, now: clock.now });
    await app.ready();
    extraApps.push(app);
    const [a, b, c] = members.map((member) => memberOn(app, member)) as [typeof members[0], typeof members[0], typeof members[0]];
    okData(await a.post(CREDIT.send, a.consented, { ip: '203.0.113.7' }));
    okData(await b.post(CREDIT.send, b.consented, { ip: '203.0.113.7' }));
    const refused = await c.post(CREDIT.send, c.consented, { ip: '203.0.113.7' });
    expectRefusal(refused, 429, 'TP429');
    expect(refused.headers['retry-after']).toBe('3600');
    okData(await c.post(CREDIT.send, c.consented, { ip: '203.0.113.8' }));
  });
});
