// With no credit bureau connected (CREDIT_BUREAU=none, production's default), on PGlite and (with
// DATABASE_URL) on PostgreSQL: every credit operation answers the signed-in member 404
// TP-CREDIT-UNAVAILABLE with its own words, asks nothing, sends nothing and stores nothing; a report
// made while a bureau was connected is not shown either; visitors are still refused 401 first.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TestClock, allRows, mobileSequence } from '../../test/auth';
import { testAppConfig } from '../../test/config';
import { postJson, useTestApp } from '../../test/harness';
import { CREDIT, creditMember, expectRefusal, memberOn, messagesTo, okData, panSequence, startCheck, type CreditMember } from '../../test/credit';

const clock = new TestClock(new Date('2026-11-20T10:00:00Z'));
const nextMobile = mobileSequence('93600');
const nextPan = panSequence('ABF');
const config = { auth: { captchaWhitelist: ['127.0.0.1'], otpSendLimitPerIpPerHour: 1_000, accessTokenTtlSeconds: 7 * 86_400 }, credit: { bureau: 'none' as const } };
const t = useTestApp({ now: clock.now, config });

const extraApps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of extraApps) await app.close();
});

const UNAVAILABLE = 'Credit score checks are not available right now';
const CHECK_ID = '6f1c2a52-54a4-4c1e-9d2b-3c1f4f0f8a11';

/** Every credit operation, as the member calls it. */
const everyOperation = (member: CreditMember) => [
  member.get(CREDIT.details),
  member.get(CREDIT.report),
  member.post(CREDIT.pan, { pan: member.pan }),
  member.post(CREDIT.send, member.consented),
  member.post(CREDIT.resend, { checkId: CHECK_ID }),
  member.post(CREDIT.verify, { checkId: CHECK_ID, otp: '123456' }),
];

describe('with no bureau connected', () => {
  it('answers every credit operation 404 TP-CREDIT-UNAVAILABLE, and sends and stores nothing', async () => {
    const member = await creditMember(t.app, nextMobile(), nextPan());
    const answers = await Promise.all(everyOperation(member));
    for (const answer of answers) {
      expectRefusal(answer, 404, 'TP-CREDIT-UNAVAILABLE', UNAVAILABLE);
      expect(answer.json().responseMessage).toMatch(/CREDIT_BUREAU=none/);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(await messagesTo(t.app, member.registeredMobile)).toEqual([]);
    const [user] = (await allRows(t.database.db, 'users')).filter((row) => row.mobile === member.mobile);
    expect(user).toBeDefined();
    for (const table of ['credit_checks', 'credit_reports']) expect((await allRows(t.database.db, table)).filter((row) => row.user_id === user?.id), table).toEqual([]);
    expect((await allRows(t.database.db, 'credit_code_sends')).filter((row) => row.mobile === member.registeredMobile)).toEqual([]);
  });

  it('still refuses visitors 401 before anything else', async () => {
    const calls = [
      t.app.inject({ method: 'GET', url: CREDIT.details }),
      t.app.inject({ method: 'GET', url: CREDIT.report }),
      postJson(t.app, CREDIT.pan, { pan: 'ABCPE1234F' }),
      postJson(t.app, CREDIT.send, { consent: true, pan: 'ABCPE1234F', name: 'Asha Rao', dateOfBirth: '1990-06-15' }),
      postJson(t.app, CREDIT.resend, { checkId: CHECK_ID }),
      postJson(t.app, CREDIT.verify, { checkId: CHECK_ID, otp: '123456' }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(401);
  });

  it('does not show a report made while a bureau was connected', async () => {
    // the same database and clock, with the sandbox bureau: the member gets a report there
    const withBureau = await buildApp(testAppConfig({ ...config, credit: { bureau: 'sandbox' } }), { database: t.database, now: clock.now });
    await withBureau.ready();
    extraApps.push(withBureau);
    const member = await creditMember(withBureau, nextMobile(), nextPan());
    const { step, code } = await startCheck(withBureau, member);
    okData(await member.post(CREDIT.verify, { checkId: step.checkId, otp: code }));
    okData(await member.get(CREDIT.report));

    // the app without a bureau answers the same member's token with the refusal, report included
    const sameMember = memberOn(t.app, member);
    expectRefusal(await sameMember.get(CREDIT.report), 404, 'TP-CREDIT-UNAVAILABLE', UNAVAILABLE);
    expectRefusal(await sameMember.get(CREDIT.details), 404, 'TP-CREDIT-UNAVAILABLE', UNAVAILABLE);
  });
});
