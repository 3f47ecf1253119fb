// Activating the card-linked membership through the app, on PGlite and (with DATABASE_URL) on
// PostgreSQL, each after the sandbox card network verified the card (verification.api.test.ts tests
// that step itself): now (the profile reads active, a card-network user), once (also under 20
// concurrent calls), refused for members who hold a running membership, for a card taken out of the
// table since and for dates outside the window; a member without a verified mobile or email is signed out; a later start
// is scheduled and begins, once, at the member's first call after its day has come.
import type { components, LoginResult, User } from '@rewards/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { AUTH, TestClock, allRows, bearer, expectOk, logIn, mobileSequence, refreshTokenOf, verifyMobile, withCookie } from '../../test/auth';
import { CardBrowser, sandboxCardSso } from '../../test/card-verification';
import { postJson, useTestApp } from '../../test/harness';

type Schemas = components['schemas'];
type CardActivationResponse = Schemas['CardActivationResponse'];
type CardMembership = Schemas['CardMembership'];

const DAY_MS = 86_400_000;
const ACTIVATE = (channel = 'VISA_SIGNATURE') => `/nc/prime/card/${channel}/futureActivation`;
const WINDOW_END = '2027-05-19';
const NOT_ELIGIBLE = 'This card is not eligible for the offer. Please enter the first 6 digits of a valid Visa Signature credit card.';

const clock = new TestClock(new Date('2026-11-20T10:00:00Z'));
const nextMobile = mobileSequence('93600');
const config = { auth: { captchaWhitelist: ['127.0.0.1'], otpSendLimitPerIpPerHour: 1_000, accessTokenTtlSeconds: 86_400 } };
// Room for the 20 concurrent calls; the default limit has its own app below.
const t = useTestApp({ now: clock.now, config: { ...config, cards: { sso: sandboxCardSso(), activationLimitPerMemberPerMinute: 100, checkLimitPerMinute: 1_000, checkLimitPerHour: 10_000 } } });
const ELIGIBLE_BINS = ['438857', '431940'];

beforeAll(async () => {
  // The seed opens the window 180 days from the moment of seeding; the tests run on their own clock.
  await t.database.db.execute(sql`update card_channels set window_end_date = ${WINDOW_END} where id = 'VISA_SIGNATURE'`);
});

/** Moves the test clock forward to an instant. */
function advanceTo(instant: string) {
  const seconds = (Date.parse(instant) - clock.now().getTime()) / 1000;
  if (seconds < 0) throw new Error(`the clock is already past ${instant}`);
  clock.advance(seconds);
}

/** The activation as the site makes it: an eligible card is verified at the sandbox network first, in the same browser. */
async function activate(accessToken: string, body: Record<string, unknown>, channel?: string) {
  const browser = new CardBrowser(t.app);
  if (channel === undefined && typeof body['cardBin'] === 'string' && ELIGIBLE_BINS.includes(body['cardBin'])) {
    expect(await browser.verify(accessToken, { cardBin: body['cardBin'] })).toBe('/?cardVerification=done');
  }
  return browser.activate(accessToken, body, channel ?? 'VISA_SIGNATURE');
}
const profileOf = async (accessToken: string) => {
  const response = await t.app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(accessToken) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as User;
};
const membershipOf = (response: LightMyRequestResponse): CardMembership => {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as CardActivationResponse;
  expect(body, response.body).toMatchObject({ success: true, systemErrorCode: null, userMessage: null });
  return body.data as CardMembership;
};
function expectNotActivated(response: LightMyRequestResponse, code: 'TP400' | 'TP-CARD-NOT-ACTIVATED', userMessage: string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ success: false, systemErrorCode: code, userMessage, data: null });
}
async function userRow(mobile: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
  if (!row) throw new Error(`no user ${mobile}`);
  return row;
}
async function activationsOf(mobile: string) {
  const { id } = await userRow(mobile);
  return (await allRows(t.database.db, 'card_activations')).filter((row) => row.user_id === id);
}

describe('activating now', () => {
  it('makes the member active (primeProfile 5) for 365 days from now, a Visa card-network user', async () => {
    const mobile = nextMobile();
    const member = await logIn(t.app, mobile);
    expect(member.login.user).toMatchObject({ primeProfile: 0, cardNetwork: null });

    const membership = membershipOf(await activate(member.accessToken, { cardBin: '438857', action: 'ACTIVATE_NOW' }));
    const start = clock.now().toISOString();
    const end = new Date(clock.now().getTime() + 365 * DAY_MS).toISOString();
    expect(membership).toEqual({
      cardChannelId: 'VISA_SIGNATURE',
      cardName: 'Visa Signature',
      planDisplayName: 'Visa Signature membership',
      status: 'ACTIVE',
      activationDate: '2026-11-20',
      startDate: start,
      endDate: end,
      alreadyActivated: false,
      membership: { primeProfile: 5, startDate: start, endDate: end },
    });

    const profile = await profileOf(member.accessToken);
    expect(profile).toMatchObject({ primeProfile: 5, primeUser: true, paymentRequired: false, startDate: start, endDate: end, cardNetwork: 'VISA' });
    expect(profile.primeId).toMatch(/^RP\d{8}$/);

    // Only the BIN and the channel are recorded about the card.
    const [row] = await activationsOf(mobile);
    expect(row).toMatchObject({ channel_id: 'VISA_SIGNATURE', bin: '438857', action: 'ACTIVATE_NOW', activation_date: expect.anything() });
    expect(row?.granted_at).not.toBeNull();

    // Again (any option): the same membership, nothing changed.
    const again = await activate(member.accessToken, { cardBin: '431940', action: 'ACTIVATE_NOW' });
    expect(again.json().message).toBe('Your membership was already activated');
    expect(membershipOf(again)).toEqual({ ...membership, alreadyActivated: true });
    expect(await activationsOf(mobile)).toHaveLength(1);
    expect((await profileOf(member.accessToken)).endDate).toBe(end);

    // A new login reads the card network too.
    clock.advance(31);
    expect((await logIn(t.app, mobile)).login.user).toMatchObject({ primeProfile: 5, cardNetwork: 'VISA' });
  });

  it('gives one membership to 20 concurrent activations by one member', async () => {
    const mobile = nextMobile();
    const member = await logIn(t.app, mobile);
    const browser = new CardBrowser(t.app);
    await browser.verify(member.accessToken, { cardBin: '431940' });
    const cookie = browser.cookieHeader();
    const answers = await Promise.all(Array.from({ length: 20 }, () => postJson(t.app, ACTIVATE(), { cardBin: '431940', action: 'ACTIVATE_NOW' }, { ...bearer(member.accessToken), cookie })));
    const memberships = answers.map(membershipOf);
    expect(memberships.filter((one) => !one.alreadyActivated)).toHaveLength(1);
    const first = memberships.find((one) => !one.alreadyActivated);
    for (const one of memberships) expect(one).toEqual({ ...first, alreadyActivated: one.alreadyActivated });
    expect(await activationsOf(mobile)).toHaveLength(1);
    // granted once: 365 days, not extended by the others
    const row = await userRow(mobile);
    expect(row.endDate && row.startDate && row.endDate.getTime() - row.startDate.getTime()).toBe(365 * DAY_MS);
    expect(row.cardNetwork).toBe('VISA');
  });

  it('refuses a member whose trial is running, and leaves them as they were', async () => {
    const diya = await logIn(t.app, '9876543211');
    const before = await profileOf(diya.accessToken);
    expect(before.primeProfile).toBe(1);
    const response = await activate(diya.accessToken, { cardBin: '438857', action: 'ACTIVATE_NOW' });
    expectNotActivated(response, 'TP-CARD-NOT-ACTIVATED', 'You already have an active membership. You can use your card offer once your current membership ends.');
    expect(await profileOf(diya.accessToken)).toEqual(before);
    expect(before.cardNetwork).toBeNull();
    expect(await activationsOf('9876543211')).toHaveLength(0);
  });

  it('refuses a paid member the same way', async () => {
    const aarav = await logIn(t.app, '9876543210');
    const response = await activate(aarav.accessToken, { cardBin: '438857', action: 'ACTIVATE_FUTURE', activationDate: '2027-01-01' });
    expectNotActivated(response, 'TP-CARD-NOT-ACTIVATED', 'You already have an active membership. You can use your card offer once your current membership ends.');
  });

  it('checks the card again: a card taken out of the table after the network verified it is refused with TP400 and nothing is recorded', async () => {
    const mobile = nextMobile();
    const member = await logIn(t.app, mobile);
    const browser = new CardBrowser(t.app);
    await browser.verify(member.accessToken, { cardBin: '431940' });
    await t.database.db.execute(sql`update card_bins set eligible = false where bin = '431940'`);
    try {
      expectNotActivated(await browser.activate(member.accessToken, { cardBin: '431940', action: 'ACTIVATE_NOW' }), 'TP400', NOT_ELIGIBLE);
    } finally {
      await t.database.db.execute(sql`update card_bins set eligible = true where bin = '431940'`);
    }
    expect(await profileOf(member.accessToken)).toMatchObject({ primeProfile: 0, cardNetwork: null });
    expect(await activationsOf(mobile)).toHaveLength(0);
  });

  it('needs a member, a known channel and a request the contract allows', async () => {
    expect((await postJson(t.app, ACTIVATE(), { cardBin: '438857', action: 'ACTIVATE_NOW' })).statusCode).toBe(401);
    const member = await logIn(t.app, nextMobile());
    expect((await activate(member.accessToken, { cardBin: '438857', action: 'ACTIVATE_NOW' }, 'RUPAY_SELECT')).statusCode).toBe(404);
    for (const body of [
      { cardBin: '4388570', action: 'ACTIVATE_NOW' },
      { cardBin: '438857', action: 'ACTIVATE_SOMEDAY' },
      { cardBin: '438857', action: 'ACTIVATE_FUTURE', activationDate: '2027-02-30' },
      { cardBin: '438857', action: 'ACTIVATE_FUTURE' },
      { cardBin: '438857', action: 'ACTIVATE_NOW', activationDate: '2027-01-01' },
      { cardBin: '438857', action: 'ACTIVATE_NOW', cardNumber: '4388570000000000' },
    ]) {
      const response = await activate(member.accessToken, body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
      expect(response.json().systemErrorCode).toBe('TP400');
    }
    expect((await profileOf(member.accessToken)).primeProfile).toBe(0);
  });
});

describe('a member with neither a verified mobile nor a verified email', () => {
  /** A session of a member whose mobile is not (or no longer) verified and who has no verified email. */
  async function unverifiedSession(mobile: string) {
    const session = await logIn(t.app, mobile);
    await t.database.db.update(users).set({ mobileVerified: false }).where(eq(users.mobile, mobile));
    return { accessToken: session.accessToken, refreshToken: session.refreshToken };
  }

  it('is refused with 403 NO_VALID_EMAIL_MOBILE and signed out of every session', async () => {
    const mobile = nextMobile();
    const first = await unverifiedSession(mobile);
    clock.advance(31);
    const second = await unverifiedSession(mobile);
    expect(await userRow(mobile)).toMatchObject({ mobileVerified: false, emailVerified: false });

    const response = await activate(first.accessToken, { cardBin: '438857', action: 'ACTIVATE_NOW' });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({ success: false, systemErrorCode: 'NO_VALID_EMAIL_MOBILE', userMessage: expect.any(String) });
    // the answer drops the refresh cookie
    expect(String(response.headers['set-cookie'])).toMatch(/^rp_rt=;.*Max-Age=0/);
    for (const session of [first, second]) {
      const profile = await t.app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(session.accessToken) });
      expect(profile.statusCode).toBe(401);
      expect(profile.json().systemErrorCode).toBe('TPJWT400');
      expect((await postJson(t.app, AUTH.renew, {}, withCookie(session.refreshToken))).statusCode).toBe(401);
    }
    expect(await activationsOf(mobile)).toHaveLength(0);
    expect((await userRow(mobile)).primeProfile).toBe(0);
  });

  it('is let through with a verified email alone', async () => {
    const mobile = nextMobile();
    const member = await unverifiedSession(mobile);
    await t.database.db.update(users).set({ email: `${mobile}@example.in`, emailVerified: true }).where(eq(users.mobile, mobile));
    expect(membershipOf(await activate(member.accessToken, { cardBin: '438857', action: 'ACTIVATE_NOW' })).status).toBe('ACTIVE');
    expect((await profileOf(member.accessToken)).primeProfile).toBe(5);
  });

  it('a GUEST session (guest checkout) is refused before the card is looked at, and stays signed in', async () => {
    const mobile = nextMobile();
    const { ticketId } = await verifyMobile(t.app, mobile);
    const response = expectOk(await postJson(t.app, AUTH.newToken, { channel: 'TIMES_PRIME', country: 'IN', platform: 'WEB', origin: 'LOGIN', loginType: 'GUEST', sessionId: ticketId }));
    const guest = response.json().data as LoginResult;
    // the start and the activation alike
    for (const [url, body] of [
      ['/nc/prime/card/VISA_SIGNATURE/verification/start', { cardBin: '438857' }],
      [ACTIVATE(), { cardBin: '438857', action: 'ACTIVATE_NOW' }],
    ] as const) {
      const answer = await postJson(t.app, url, body, bearer(guest.accessToken));
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json().systemErrorCode).toBe('TP-GUEST-NOT-ALLOWED');
    }
    const refused = await postJson(t.app, ACTIVATE(), { cardBin: '438857', action: 'ACTIVATE_NOW' }, bearer(guest.accessToken));
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, systemErrorCode: 'TP-GUEST-NOT-ALLOWED' });
    expect((await profileOf(guest.accessToken)).loginType).toBe('GUEST');
    expect(await activationsOf(mobile)).toHaveLength(0);
    expect(refreshTokenOf(response)).toBeTruthy();
  });
});

describe('activating on a later date', () => {
  it.each([
    ['today', '2026-11-20', 'Please choose an activation date from tomorrow onwards.'],
    ['a past day', '2026-11-01', 'Please choose an activation date from tomorrow onwards.'],
    ['the day after the window', '2027-05-20', 'Please choose an activation date on or before 19 May 2027.'],
  ])('refuses %s (%s) with TP-CARD-NOT-ACTIVATED', async (_label, activationDate, userMessage) => {
    const mobile = nextMobile();
    const member = await logIn(t.app, mobile);
    expectNotActivated(await activate(member.accessToken, { cardBin: '438857', action: 'ACTIVATE_FUTURE', activationDate }), 'TP-CARD-NOT-ACTIVATED', userMessage);
    expect(await activationsOf(mobile)).toHaveLength(0);
    expect((await userRow(mobile)).cardNetwork).toBeNull();
  });

  it("schedules the membership from midnight IST of the chosen day, up to the window's last day, without changing the member yet", async () => {
    const mobile = nextMobile();
    const member = await logIn(t.app, mobile);
    const response = await activate(member.accessToken, { cardBin: '431940', action: 'ACTIVATE_FUTURE', activationDate: WINDOW_END });
    expect(response.json().message).toBe('Your membership will be activated on 19 May 2027');
    const membership = membershipOf(response);
    expect(membership).toMatchObject({
      status: 'SCHEDULED',
      activationDate: WINDOW_END,
      startDate: '2027-05-18T18:30:00.000Z',
      endDate: new Date(Date.parse('2027-05-18T18:30:00.000Z') + 365 * DAY_MS).toISOString(),
      alreadyActivated: false,
      membership: { primeProfile: 0, startDate: null, endDate: null },
    });
    expect(await profileOf(member.accessToken)).toMatchObject({ primeProfile: 0, primeUser: false, startDate: null, cardNetwork: 'VISA' });
    expect((await userRow(mobile)).membershipScheduledAt?.toISOString()).toBe('2027-05-18T18:30:00.000Z');
    // asking again answers the scheduled membership
    const again = membershipOf(await activate(member.accessToken, { cardBin: '431940', action: 'ACTIVATE_NOW' }));
    expect(again).toEqual({ ...membership, alreadyActivated: true });
  });
});

describe('a scheduled membership begins on its day', () => {
  it('once, at the first calls after midnight IST (concurrent profile reads and a new login), from the scheduled start', async () => {
    // Kabir's membership ended; he schedules the card's for tomorrow. So does a new member.
    const kabir = await logIn(t.app, '9876543212');
    expect(kabir.login.user.primeProfile).toBe(2);
    const scheduled = membershipOf(await activate(kabir.accessToken, { cardBin: '438857', action: 'ACTIVATE_FUTURE', activationDate: '2026-11-21' }));
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', startDate: '2026-11-20T18:30:00.000Z', membership: { primeProfile: 2 } });
    const newcomerMobile = nextMobile();
    const newcomer = await logIn(t.app, newcomerMobile);
    membershipOf(await activate(newcomer.accessToken, { cardBin: '438857', action: 'ACTIVATE_FUTURE', activationDate: '2026-11-21' }));

    advanceTo('2026-11-20T18:29:59Z'); // still the 20th in India
    expect((await profileOf(kabir.accessToken)).primeProfile).toBe(2);

    advanceTo('2026-11-21T06:30:00Z'); // the 21st in India, 12 hours in: nobody called since midnight
    const start = '2026-11-20T18:30:00.000Z';
    const end = new Date(Date.parse(start) + 365 * DAY_MS).toISOString();
    const profiles = await Promise.all(Array.from({ length: 10 }, () => profileOf(kabir.accessToken)));
    for (const profile of profiles) expect(profile).toMatchObject({ primeProfile: 5, primeUser: true, startDate: start, endDate: end, cardNetwork: 'VISA' });
    const kabirRow = await userRow('9876543212');
    expect(kabirRow).toMatchObject({ primeProfile: 5, membershipScheduledAt: null });
    expect(kabirRow.lastEndDate).not.toBeNull();
    const [activation] = await activationsOf('9876543212');
    expect(activation?.granted_at).not.toBeNull();

    const after = membershipOf(await activate(kabir.accessToken, { cardBin: '438857', action: 'ACTIVATE_NOW' }));
    expect(after).toMatchObject({ status: 'ACTIVE', startDate: start, endDate: end, alreadyActivated: true, membership: { primeProfile: 5, startDate: start, endDate: end } });

    // The newcomer's first call is a new login: its answer already reads active.
    const login = await logIn(t.app, newcomerMobile);
    expect(login.login.user).toMatchObject({ primeProfile: 5, startDate: start, endDate: end, cardNetwork: 'VISA' });
  });
});

describe('activations are limited per member', () => {
  // BIN checks have room here: the activation limit alone is measured.
  const limited = useTestApp({ now: clock.now, config: { ...config, cards: { checkLimitPerMinute: 1_000, checkLimitPerHour: 10_000 } } });

  it('10 a minute (TP429 with Retry-After), counted per member', async () => {
    const member = await logIn(limited.app, nextMobile());
    const attempt = (accessToken: string) => postJson(limited.app, ACTIVATE(), { cardBin: '555555', action: 'ACTIVATE_NOW' }, bearer(accessToken));
    // unverified, so each is refused, but each counts
    for (let i = 0; i < 10; i += 1) expect((await attempt(member.accessToken)).json().systemErrorCode).toBe('TP-CARD-NOT-VERIFIED');
    const refused = await attempt(member.accessToken);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().systemErrorCode).toBe('TP429');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await logIn(limited.app, nextMobile());
    expect((await attempt(other.accessToken)).json().systemErrorCode).toBe('TP-CARD-NOT-VERIFIED');
    clock.advance(61);
    expect((await attempt(member.accessToken)).json().systemErrorCode).toBe('TP-CARD-NOT-VERIFIED');
  });
});

describe('an activation checks the BIN within the same allowance as validateCard', () => {
  const shared = useTestApp({ now: clock.now, config: { ...config, cards: { sso: sandboxCardSso() } } });

  it('so verifying and activating cannot check more BINs than the address may: past its 10 checks a minute, TP429', async () => {
    const member = await logIn(shared.app, nextMobile());
    // the verification's start is the first check
    const browser = new CardBrowser(shared.app);
    await browser.verify(member.accessToken, { cardBin: '438857' });
    for (let i = 0; i < 9; i += 1) {
      const checked = await postJson(shared.app, '/nc/prime/card/VISA_SIGNATURE/validate', { cardBin: String(500000 + i) });
      expect(checked.json().systemErrorCode).toBe('TP400');
    }
    const refused = await browser.activate(member.accessToken, { cardBin: '438857', action: 'ACTIVATE_NOW' });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().systemErrorCode).toBe('TP429');
  });
});
