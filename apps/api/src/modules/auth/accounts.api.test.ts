// A member's contacts (issue 34): the next actions for what an account lacks, an email-only account
// adding a mobile with its code (auth 429 in use, 432 blocked number), verifying the profile's email
// with a code, another member's verified email refused, and the email-change limit under a row lock.
import { AUTH_MESSAGES, EMAIL_IN_USE_MESSAGE, type LoginResult } from '@rewards/api-contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { AUTH, TestClock, bearer, expectOk, latestCode, logIn, mobileSequence } from '../../test/auth';
import { postJson, useTestApp } from '../../test/harness';

const clock = new TestClock();
const freshMobile = mobileSequence('90340');
let emails = 0;
const freshEmail = (name = 'member') => `${name}.${(emails += 1)}@mail.example.in`;
const WHITELISTED_IP = '127.0.0.1';
/** The seeded blocked member's mobile (Rohan, primeProfile 9). */
const BLOCKED_NUMBER = '9876543219';
/** The seeded paid member whose email is verified (Aarav). */
const AARAV_EMAIL = 'aarav.sharma@example.com';

const t = useTestApp({ now: clock.now, config: { auth: { captchaWhitelist: [WHITELISTED_IP], otpSendLimitPerIpPerHour: 1_000 } } });

const PATHS = {
  mobileCode: '/nc/um/user/v1/mobile/otp',
  mobileVerify: '/nc/um/user/v1/mobile/verify',
  emailCode: '/nc/um/user/v1/email/otp',
  emailVerify: '/nc/um/user/v1/email/verify',
};

function expectRefusal(response: LightMyRequestResponse, status: number, code: string, userMessage?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ success: false, systemErrorCode: code });
  if (userMessage) expect(body.userMessage).toBe(userMessage);
}

async function latestEmailCode(email: string): Promise<string> {
  const [latest] = expectOk(await t.app.inject({ method: 'GET', url: `/dev/outbox?email=${encodeURIComponent(email)}` })).json() as Array<{ code: string | null }>;
  if (!latest?.code) throw new Error(`no email to ${email}`);
  return latest.code;
}

/** A new email-only member, logged in on the core site. */
async function emailOnlyMember(email = freshEmail('only')): Promise<LoginResult> {
  const { ssoId } = expectOk(await postJson(t.app, AUTH.register, { email })).json().data;
  const { ticketId } = expectOk(await postJson(t.app, AUTH.verify, { email, otp: await latestEmailCode(email), ssoId })).json().data;
  return expectOk(await postJson(t.app, AUTH.exchange, { origin: 'LOGIN', channel: 'TIMES_PRIME', ticketId })).json().data as LoginResult;
}

const sendMobileCode = (accessToken: string, mobile: string) => postJson(t.app, PATHS.mobileCode, { mobile }, bearer(accessToken));
const verifyMobileCode = (accessToken: string, mobile: string, otp: string) => postJson(t.app, PATHS.mobileVerify, { mobile, otp }, bearer(accessToken));
const sendEmailCode = (accessToken: string) => postJson(t.app, PATHS.emailCode, {}, bearer(accessToken));
const verifyEmailCode = (accessToken: string, otp: string) => postJson(t.app, PATHS.emailVerify, { otp }, bearer(accessToken));
const update = (accessToken: string, user: Record<string, unknown>) => postJson(t.app, AUTH.update, { user }, bearer(accessToken));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the next action after login asks for what the account lacks', () => {
  it('asks an email-only account for a mobile (GET_AND_CONFIRM_MOBILE_FROM_USER, a COLLECT step)', async () => {
    const login = await emailOnlyMember();
    expect(login).toMatchObject({ action: 'GET_AND_CONFIRM_MOBILE_FROM_USER', actionType: 'COLLECT', user: { mobile: null } });
  });

  it('asks a paying member without an email for one, and nobody else', async () => {
    // 9876543215 is the demo's paid member with no email.
    const paid = await logIn(t.app, '9876543215');
    expect(paid.login).toMatchObject({ action: 'GET_AND_CONFIRM_EMAIL_FROM_USER', actionType: 'COLLECT' });
    // A new member without a membership, and a paid member holding an email, go home.
    expect((await logIn(t.app, freshMobile())).login.action).toBe('SHOW_HOME');
    clock.advance(30);
    expect((await logIn(t.app, '9876543210')).login.action).toBe('SHOW_HOME');
    // Once the email is given the member goes home.
    expectOk(await update(paid.accessToken, { email: freshEmail('paid') }));
    clock.advance(30);
    expect((await logIn(t.app, '9876543215')).login.action).toBe('SHOW_HOME');
  });
});

describe('an email-only account adds a mobile with its code', () => {
  it('sends a code to the mobile, and the code makes the mobile the account’s, verified', async () => {
    const login = await emailOnlyMember();
    const mobile = freshMobile();
    const sent = expectOk(await sendMobileCode(login.accessToken, mobile)).json().data;
    expect(sent).toMatchObject({ otpSent: true, resendAfterSeconds: 30, expiresInSeconds: 600, otpLength: 6 });
    const code = await latestCode(t.app, mobile);
    // Five wrong tries are answered as wrong, then the code is spent.
    expectRefusal(await verifyMobileCode(login.accessToken, mobile, wrong(code)), 400, '425', AUTH_MESSAGES['425']);
    // A code proves only the mobile it went to.
    expectRefusal(await verifyMobileCode(login.accessToken, freshMobile(), code), 400, '425');
    const added = expectOk(await verifyMobileCode(login.accessToken, mobile, code)).json().data;
    expect(added).toMatchObject({ ssoId: login.user.ssoId, mobile, mobileVerified: true, clientNextAction: 'SHOW_HOME' });
    // Single use, and the mobile is now a login of the same account.
    expectRefusal(await verifyMobileCode(login.accessToken, mobile, code), 400, '410');
    expect(expectOk(await postJson(t.app, AUTH.checkUserExist, { user: { mobile } })).json().data.statusCode).toBe(212);
    clock.advance(30);
    expect((await logIn(t.app, mobile)).login.user.ssoId).toBe(login.user.ssoId);
  });

  it('refuses a mobile another account holds (auth 429) and a blocked number (auth 432)', async () => {
    const login = await emailOnlyMember();
    expectRefusal(await sendMobileCode(login.accessToken, '9876543210'), 409, '429', AUTH_MESSAGES['429']);
    expectRefusal(await sendMobileCode(login.accessToken, BLOCKED_NUMBER), 403, '432', AUTH_MESSAGES['432']);
    expectRefusal(await verifyMobileCode(login.accessToken, BLOCKED_NUMBER, '123456'), 403, '432', AUTH_MESSAGES['432']);
    expectRefusal(await sendMobileCode(login.accessToken, '12345'), 400, '402', AUTH_MESSAGES['402']);
  });

  it('refuses a mobile taken by someone else between the code and its check (auth 429)', async () => {
    const login = await emailOnlyMember();
    const mobile = freshMobile();
    expectOk(await sendMobileCode(login.accessToken, mobile));
    const code = await latestCode(t.app, mobile);
    await logIn(t.app, mobile);
    expectRefusal(await verifyMobileCode(login.accessToken, mobile, code), 409, '429');
  });

  it('waits 30 s between codes (auth 405, the default message) and refuses an account that has a mobile (auth 410)', async () => {
    const login = await emailOnlyMember();
    const mobile = freshMobile();
    expectOk(await sendMobileCode(login.accessToken, mobile));
    expectRefusal(await sendMobileCode(login.accessToken, mobile), 429, '405');
    clock.advance(30);
    expectOk(await sendMobileCode(login.accessToken, mobile));
    const mobileMember = await logIn(t.app, freshMobile());
    expectRefusal(await sendMobileCode(mobileMember.accessToken, freshMobile()), 400, '410', AUTH_MESSAGES['410']);
  });

  it('is for logged-in members only', async () => {
    expectRefusal(await postJson(t.app, PATHS.mobileCode, { mobile: freshMobile() }), 401, 'TPJWT400');
  });
});

describe('the profile’s email is verified with a code', () => {
  it('sends a code to the added email; the code verifies it, and it becomes a login', async () => {
    const { accessToken, login } = await logIn(t.app, freshMobile());
    const email = freshEmail('added');
    expectOk(await update(accessToken, { email }));
    expect(expectOk(await sendEmailCode(accessToken)).json().data).toMatchObject({ otpSent: true, email });
    const code = await latestEmailCode(email);
    expectRefusal(await verifyEmailCode(accessToken, wrong(code)), 400, '425', AUTH_MESSAGES['425']);
    expectRefusal(await verifyEmailCode(accessToken, '12a'), 400, '424', AUTH_MESSAGES['424']);
    const verified = expectOk(await verifyEmailCode(accessToken, code)).json().data;
    expect(verified).toMatchObject({ ssoId: login.user.ssoId, email, emailVerified: true });
    expect(expectOk(await postJson(t.app, AUTH.checkUserExist, { user: { email } })).json().data.statusCode).toBe(212);
    // Verified already: nothing to send.
    clock.advance(30);
    expectRefusal(await sendEmailCode(accessToken), 400, '410');
  });

  it('a code sent before the email changed proves nothing about the new address', async () => {
    const { accessToken } = await logIn(t.app, freshMobile());
    expectOk(await update(accessToken, { email: freshEmail('before') }));
    expectOk(await sendEmailCode(accessToken));
    const [row] = await t.database.db.select().from(users).where(eq(users.ssoId, (await me(accessToken)).ssoId));
    const code = await latestEmailCode(row!.email!);
    expectOk(await update(accessToken, { email: freshEmail('after') }));
    expectRefusal(await verifyEmailCode(accessToken, code), 400, '425');
  });

  it('refuses an email another member holds verified, when typed in and when verified (auth 429)', async () => {
    const { accessToken } = await logIn(t.app, freshMobile());
    expectRefusal(await update(accessToken, { email: AARAV_EMAIL }), 409, '429', EMAIL_IN_USE_MESSAGE);
    expectRefusal(await update(accessToken, { email: AARAV_EMAIL.toUpperCase() }), 409, '429', EMAIL_IN_USE_MESSAGE);
    // Typed in while nobody held it, then verified by its owner's own email login first.
    const contested = freshEmail('contested');
    expectOk(await update(accessToken, { email: contested }));
    await emailOnlyMember(contested);
    clock.advance(30);
    expectRefusal(await sendEmailCode(accessToken), 409, '429', EMAIL_IN_USE_MESSAGE);
  });
});

async function me(accessToken: string): Promise<{ ssoId: string; email: string | null }> {
  return expectOk(await t.app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(accessToken) })).json().data;
}

describe('email changes follow the limit under a row lock', () => {
  it('refuses the fourth change (auth 435)', async () => {
    const { accessToken } = await logIn(t.app, freshMobile());
    expectOk(await update(accessToken, { email: freshEmail('first') }));
    for (let change = 1; change <= 3; change += 1) expectOk(await update(accessToken, { email: freshEmail(`change${change}`) }));
    expectRefusal(await update(accessToken, { email: freshEmail('fourth') }), 403, '435', AUTH_MESSAGES['435']);
  });

  it('lets exactly one of two changes made at once pass at the third', async () => {
    const { accessToken } = await logIn(t.app, freshMobile());
    expectOk(await update(accessToken, { email: freshEmail('first') }));
    for (let change = 1; change <= 2; change += 1) expectOk(await update(accessToken, { email: freshEmail(`change${change}`) }));
    const answers = await Promise.all([update(accessToken, { email: freshEmail('raceA') }), update(accessToken, { email: freshEmail('raceB') })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    const refused = answers.find((answer) => answer.statusCode === 403)!;
    expectRefusal(refused, 403, '435');
    const [row] = await t.database.db.select().from(users).where(eq(users.ssoId, (await me(accessToken)).ssoId));
    expect(row?.emailChanges).toBe(3);
  });
});
