// Codes: normalisation, each refusal with its own message, the member's valid coupons, referral
// links and campaigns, and the TP429 limits per address and per member.
import { CODE_MESSAGES, INVALID_CODE_MESSAGE } from '@rewards/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock, bearer, logIn, mobileSequence, type LoggedIn } from '../../test/auth';
import { useTestApp, postJson } from '../../test/harness';

const clock = new TestClock();
const nextMobile = mobileSequence('91000');
let paid: LoggedIn;
let newcomer: LoggedIn;
const t = useTestApp({ now: clock.now, config: { auth: { captchaWhitelist: ['127.0.0.1'] } } });
beforeAll(async () => {
  paid = await logIn(t.app, '9876543210');
  newcomer = await logIn(t.app, nextMobile());
});

const codeDetails = (code: string, headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ method: 'GET', url: `/nc/prime/codeDetails/${encodeURIComponent(code)}${query}`, headers });

function expectRefusal(response: LightMyRequestResponse, status: number, code: string, userMessage: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toMatchObject({ success: false, systemErrorCode: code, userMessage });
}

describe('validating a code', () => {
  it('trims and upper-cases it, and answers its offer', async () => {
    const response = await codeDetails('  welcome100 ', {}, '?verificationToken=abc');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: expect.objectContaining({ code: 'WELCOME100', type: 'GC', activated: true, discount: 100, discountPercent: null, offerText: '₹100 off your membership' }),
    });
  });

  it('answers a percentage code with its cap', async () => {
    const data = (await codeDetails('festive20')).json().data;
    expect(data).toMatchObject({ code: 'FESTIVE20', type: 'PROMO', discount: null, discountPercent: 20, maxDiscount: 300 });
    expect(Date.parse(data.endTime)).toBeGreaterThan(clock.now().getTime());
  });

  it('drops everything but letters and digits from a referral code', async () => {
    const response = await codeDetails(' aarav-32 10 ', bearer(newcomer.accessToken), '?isReferral=true');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ code: 'AARAV3210', type: 'REFERRAL', discount: 200, referrerName: 'Aarav' });
  });

  it('finds a referral code typed with separators where its kind is not known (the login field), and only a referral code so', async () => {
    const response = await codeDetails('kabir-3212', bearer(newcomer.accessToken));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ code: 'KABIR3212', type: 'REFERRAL' });
    // a gift code keeps its exact spelling: separators do not find it
    expectRefusal(await codeDetails('welcome-100'), 404, 'TP-CODE-404', INVALID_CODE_MESSAGE);
  });

  it('answers a gift code that grants a variant with that variant', async () => {
    expect((await codeDetails('SUPERGIFT')).json().data).toMatchObject({ subscriptionVariant: 'PRIME_SUPER', subscriptionVariants: ['PRIME_SUPER'] });
  });

  it.each([
    ['an unknown code', 'NOPE123', {}, 404, 'TP-CODE-404', INVALID_CODE_MESSAGE],
    ['a code not started yet', 'FUTURE', {}, 400, 'TP-CODE-NOT-STARTED', CODE_MESSAGES['TP-CODE-NOT-STARTED']],
    ['an expired code', 'OLD2025', {}, 400, 'TP-CODE-EXPIRED', CODE_MESSAGES['TP-CODE-EXPIRED']],
    ['a code at its usage limit', 'LIMITED', {}, 400, 'TP-CODE-LIMIT', CODE_MESSAGES['TP-CODE-LIMIT']],
  ])('refuses %s with its own message', async (_name, code, headers, status, systemErrorCode, userMessage) => {
    expectRefusal(await codeDetails(code, headers), status, systemErrorCode, userMessage);
  });

  it('refuses a code the member already used, and one they are not eligible for', async () => {
    expectRefusal(await codeDetails('WELCOME100', bearer(paid.accessToken)), 400, 'TP-CODE-USED', CODE_MESSAGES['TP-CODE-USED']);
    expectRefusal(await codeDetails('NEWBIE50', bearer(paid.accessToken)), 400, 'TP-CODE-NOT-ELIGIBLE', CODE_MESSAGES['TP-CODE-NOT-ELIGIBLE']);
    // the same codes are fine for a new member
    expect((await codeDetails('NEWBIE50', bearer(newcomer.accessToken))).statusCode).toBe(200);
  });

  it('refuses a member their own referral code', async () => {
    expectRefusal(await codeDetails('AARAV3210', bearer(paid.accessToken), '?isReferral=true'), 400, 'TP-REFERRAL-SELF', CODE_MESSAGES['TP-REFERRAL-SELF']);
  });

  it('gives every refusal a different message', () => {
    const messages = Object.values(CODE_MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
  });
});

describe('the member’s valid gift coupons', () => {
  it('lists listed codes the member can use, biggest saving first, without used ones', async () => {
    const mine = await postJson(t.app, '/nc/prime/getValidGC', {}, bearer(paid.accessToken));
    expect(mine.statusCode, mine.body).toBe(200);
    const codes = (mine.json().data.coupons as Array<{ code: string }>).map((coupon) => coupon.code);
    expect(codes).toEqual(['SUPERGIFT', 'FESTIVE20']);
    const theirs = (await postJson(t.app, '/nc/prime/getValidGC', {}, bearer(newcomer.accessToken))).json().data.coupons as Array<{ code: string }>;
    expect(theirs.map((coupon) => coupon.code)).toEqual(['SUPERGIFT', 'FESTIVE20', 'WELCOME100']);
  });

  it('needs a session', async () => {
    expect((await postJson(t.app, '/nc/prime/getValidGC', {})).statusCode).toBe(401);
  });
});

describe('referrals', () => {
  it('lists the running campaigns, cacheably', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/c/referral/v1/referralCampaigns' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/max-age/);
    expect(response.json().data.campaigns).toEqual([expect.objectContaining({ campaignId: 'REFER-AND-EARN-2026' })]);
  });

  it('links a member to a referrer once; a different referrer afterwards is refused', async () => {
    const referee = await logIn(t.app, nextMobile());
    const user = { firstName: 'Guest', mobile: '9100000003' };
    const first = await postJson(t.app, '/nc/referral/v1/linkReferreToReferrar', { referrarCode: 'diya-3211', user }, bearer(referee.accessToken));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ linked: true, referrarCode: 'DIYA3211', referrerName: 'Diya', campaignId: 'REFER-AND-EARN-2026' });
    const again = await postJson(t.app, '/nc/referral/v1/linkReferreToReferrar', { referrarCode: 'DIYA3211' }, bearer(referee.accessToken));
    expect(again.statusCode).toBe(200);
    expectRefusal(
      await postJson(t.app, '/nc/referral/v1/linkReferreToReferrar', { referrarCode: 'KABIR3212' }, bearer(referee.accessToken)),
      400,
      'TP-REFERRAL-LINKED',
      CODE_MESSAGES['TP-REFERRAL-LINKED'],
    );
    expectRefusal(await postJson(t.app, '/nc/referral/v1/linkReferreToReferrar', { referrarCode: 'WELCOME100' }, bearer(referee.accessToken)), 404, 'TP-CODE-404', INVALID_CODE_MESSAGE);
  });
});

describe('limits', () => {
  const limited = useTestApp({
    now: clock.now,
    config: { auth: { captchaWhitelist: ['127.0.0.1'] }, payment: { codeCheckLimitPerIpPerMinute: 5, codeCheckLimitPerMemberPerMinute: 2 } },
  });

  const check = (remoteAddress: string, headers: Record<string, string> = {}) =>
    limited.app.inject({ method: 'GET', url: '/nc/prime/codeDetails/NOPE', remoteAddress, headers });

  it('answers TP429 with its own message after too many checks from one address', async () => {
    for (let i = 0; i < 5; i += 1) expect((await check('10.0.0.9')).statusCode).toBe(404);
    expectRefusal(await check('10.0.0.9'), 429, 'TP429', CODE_MESSAGES.TP429);
    expect((await check('10.0.0.10')).statusCode).toBe(404);
  });

  it('answers TP429 after too many checks by one member, whatever the address', async () => {
    const session = await logIn(limited.app, '9876543211');
    expect((await check('10.0.1.1', bearer(session.accessToken))).statusCode).toBe(404);
    expect((await check('10.0.1.2', bearer(session.accessToken))).statusCode).toBe(404);
    expectRefusal(await check('10.0.1.3', bearer(session.accessToken)), 429, 'TP429', CODE_MESSAGES.TP429);
    clock.advance(61);
    expect((await check('10.0.1.4', bearer(session.accessToken))).statusCode).toBe(404);
  });
});
