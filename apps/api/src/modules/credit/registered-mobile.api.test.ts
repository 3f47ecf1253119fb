// Where the bureau's code goes, on PGlite and (with DATABASE_URL) on PostgreSQL: to the mobile the
// bureau holds for the PAN, never the member's own. A member who types someone else's PAN gets no
// code (their outbox holds only their login code, which opens nothing), and only the phone the
// bureau holds for that PAN can open the report. A member whose mobile is the PAN's registered one
// (the PAN holder) gets it on their own phone. The registered mobile's send limits are one, whoever asks.
import { AUTH_MESSAGES } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { TestClock, mobileSequence } from '../../test/auth';
import { useTestApp } from '../../test/harness';
import { CREDIT, creditMember, expectRefusal, latestCreditCode, latestMessage, messagesTo, okData, panSequence, type CreditCodeStep, type CreditDetails, type CreditReport } from '../../test/credit';

const clock = new TestClock(new Date('2026-11-20T10:00:00Z'));
const nextMobile = mobileSequence('93900');
const nextPan = panSequence('ABE');
const config = { auth: { captchaWhitelist: ['127.0.0.1'], otpSendLimitPerIpPerHour: 1_000, accessTokenTtlSeconds: 7 * 86_400 } };
const t = useTestApp({ now: clock.now, config });

const creditTexts = (messages: Array<{ text: string }>) => messages.filter((message) => message.text.includes('credit report'));

describe("another person's PAN", () => {
  it('sends its code to the mobile the bureau holds for it, not to the member, who cannot open the report', async () => {
    // a PAN whose registered mobile (9789014821) ends unlike any member's here, so the masked numbers differ
    const member = await creditMember(t.app, nextMobile(), 'QRSPT4821K');
    expect(member.registeredMobile).toBe('9789014821');
    expect(member.registeredMobile).not.toBe(member.mobile);
    const loginCode = (await latestMessage(t.app, member.mobile)).code;
    expect(loginCode).toMatch(/^\d{6}$/);

    const step = okData<CreditCodeStep>(await member.post(CREDIT.send, member.consented));
    // the page shows where the code went: the PAN's registered mobile, masked
    expect(step.maskedMobile).toBe(`+91 XXXXXX${member.registeredMobile.slice(-4)}`);
    expect(member.registeredMobile.slice(-4)).not.toBe(member.mobile.slice(-4));

    const sent = await latestMessage(t.app, member.registeredMobile);
    expect(sent).toMatchObject({ to: `+91${member.registeredMobile}`, code: expect.stringMatching(/^\d{6}$/) });
    expect(sent.text).toContain('is your code to get your credit report');
    // nothing of the check reached the member's own phone: the newest message there is still the login code
    expect(creditTexts(await messagesTo(t.app, member.mobile))).toEqual([]);
    expect((await latestMessage(t.app, member.mobile)).code).toBe(loginCode);

    // the only code the member holds (their login code) does not open the report
    if (loginCode !== sent.code) expectRefusal(await member.post(CREDIT.verify, { checkId: step.checkId, otp: loginCode }), 400, '425', AUTH_MESSAGES['425']);
    expect(okData<CreditDetails>(await member.get(CREDIT.details))).toMatchObject({ hasReport: false });
    expectRefusal(await member.get(CREDIT.report), 404, 'TP-CREDIT-NO-REPORT');

    // a resend goes to the same registered mobile, again not to the member
    clock.advance(30);
    const resent = okData<CreditCodeStep>(await member.post(CREDIT.resend, { checkId: step.checkId }));
    expect(resent.maskedMobile).toBe(step.maskedMobile);
    expect(creditTexts(await messagesTo(t.app, member.registeredMobile))).toHaveLength(2);
    expect(creditTexts(await messagesTo(t.app, member.mobile))).toEqual([]);

    // whoever holds the registered phone reads the code there, and only that code opens the report
    const code = await latestCreditCode(t.app, member.registeredMobile);
    const report = okData<CreditReport>(await member.post(CREDIT.verify, { checkId: step.checkId, otp: code }));
    expect(report.maskedPan).toBe(`XXXXXX${member.pan.slice(-4)}`);
  });

  it("counts the registered mobile's limits whoever asks: a second member cannot send to that phone within 30 s", async () => {
    const pan = nextPan();
    const first = await creditMember(t.app, nextMobile(), pan);
    const second = await creditMember(t.app, nextMobile(), pan);
    okData(await first.post(CREDIT.send, first.consented));
    clock.advance(10);
    expectRefusal(await second.post(CREDIT.send, second.consented), 429, '405', 'Please wait 20 seconds before requesting a new OTP');
    expect(creditTexts(await messagesTo(t.app, first.registeredMobile))).toHaveLength(1);
  });
});

describe("the PAN holder's own phone", () => {
  it('receives the code when the member signed in with the mobile the bureau holds for the PAN', async () => {
    const pan = nextPan();
    const probe = await creditMember(t.app, nextMobile(), pan);
    // signs in with the PAN's registered mobile: this member is the PAN holder
    const holder = await creditMember(t.app, probe.registeredMobile, pan);
    expect(holder.mobile).toBe(holder.registeredMobile);
    const step = okData<CreditCodeStep>(await holder.post(CREDIT.send, holder.consented));
    expect(step.maskedMobile).toBe(`+91 XXXXXX${holder.mobile.slice(-4)}`);
    const code = await latestCreditCode(t.app, holder.mobile);
    okData<CreditReport>(await holder.post(CREDIT.verify, { checkId: step.checkId, otp: code }));
  });
});
