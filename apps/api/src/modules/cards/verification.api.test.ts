// The card network's word before a card-linked activation, through the app with the sandbox Visa
// network (oidc-provider) standing in for Visa: a browser starts as a signed-in member, says at the
// network's sign-in page which card it holds, comes back through the callback, and activates. The
// BIN alone activates nothing; a card the network does not confirm, a transaction or verified card
// from another browser, member or session, an expired or replayed one, all change nothing.
import { CARD_NOT_VERIFIED, type components } from '@rewards/api-contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { users } from '../../db/schema';
import { TestClock, allRows, bearer, logIn, mobileSequence } from '../../test/auth';
import { CARD_SITE_ORIGIN, CardBrowser, sandboxCardSso } from '../../test/card-verification';
import { testAppConfig } from '../../test/config';
import { postJson, useTestApp } from '../../test/harness';

type Schemas = components['schemas'];

const ELIGIBLE = '438857';
const OTHER_ELIGIBLE = '431940';
const NOT_SIGNATURE = '411111';
const NOT_VERIFIED_MESSAGE = 'Please verify your Visa Signature card with Visa before activating your membership.';

const clock = new TestClock(new Date('2026-11-20T10:00:00Z'));
const nextMobile = mobileSequence('93610');
const auth = { captchaWhitelist: ['127.0.0.1'], otpSendLimitPerIpPerHour: 1_000, accessTokenTtlSeconds: 86_400 };
const t = useTestApp({ now: clock.now, config: { auth, cards: { sso: sandboxCardSso(), activationLimitPerMemberPerMinute: 100, checkLimitPerMinute: 1_000, checkLimitPerHour: 10_000 } } });

beforeAll(async () => {
  await t.database.db.execute(sql`update card_channels set window_end_date = '2027-05-19' where id = 'VISA_SIGNATURE'`);
});

async function activationsOf(mobile: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
  if (!user) throw new Error(`no user ${mobile}`);
  return (await allRows(t.database.db, 'card_activations')).filter((row) => row.user_id === user.id);
}

const landedAt = (location: string) => Object.fromEntries(new URL(location, CARD_SITE_ORIGIN).searchParams);

function expectNotVerified(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ success: false, message: 'The card network has not verified this card for this session', systemErrorCode: CARD_NOT_VERIFIED, userMessage: NOT_VERIFIED_MESSAGE, data: null });
}

describe('without the card network', () => {
  it('an activation with an eligible BIN and no network sign-in is refused (TP-CARD-NOT-VERIFIED), and nothing is recorded', async () => {
    const mobile = nextMobile();
    const member = await logIn(t.app, mobile);
    expectNotVerified(await postJson(t.app, '/nc/prime/card/VISA_SIGNATURE/futureActivation', { cardBin: ELIGIBLE, action: 'ACTIVATE_NOW' }, bearer(member.accessToken)));
    expect(await activationsOf(mobile)).toHaveLength(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row).toMatchObject({ primeProfile: 0, cardNetwork: null });
  });

  it('a forged or foreign cookie is no verification either', async () => {
    const member = await logIn(t.app, nextMobile());
    const response = await postJson(t.app, '/nc/prime/card/VISA_SIGNATURE/futureActivation', { cardBin: ELIGIBLE, action: 'ACTIVATE_NOW' }, { ...bearer(member.accessToken), cookie: 'rp_card_verified=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged' });
    expectNotVerified(response);
  });
});

describe('the start', () => {
  it('sends an eligible card to the network with PKCE S256, a state and a nonce, sealed in a Lax cookie on the card paths', async () => {
    const member = await logIn(t.app, nextMobile());
    const browser = new CardBrowser(t.app);
    const response = await browser.start(member.accessToken, { cardBin: ELIGIBLE });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Schemas['CardVerificationStartResponse'];
    expect(body).toMatchObject({ success: true, systemErrorCode: null, userMessage: null });
    const authorize = new URL(body.data?.authorizationUrl ?? '');
    expect(authorize.origin + authorize.pathname).toBe(`${CARD_SITE_ORIGIN}/dev/oidc/visa/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'sandbox-visa',
      response_type: 'code',
      scope: 'openid card',
      code_challenge_method: 'S256',
      prompt: 'login',
      redirect_uri: `${CARD_SITE_ORIGIN}/nc/prime/card/VISA_SIGNATURE/verification/callback`,
    });
    for (const param of ['state', 'nonce', 'code_challenge']) expect(authorize.searchParams.get(param)).toMatch(/^[\w-]{20,}$/);
    const cookie = [response.headers['set-cookie']].flat().find((line) => line?.startsWith('rp_card_sso='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/nc\/prime\/card\//);
    expect(cookie).toMatch(/Max-Age=600/);
    // the card's digits and the verifier are in neither the URL nor readable in the cookie
    expect(authorize.href).not.toContain(ELIGIBLE);
    expect(cookie).not.toContain(ELIGIBLE);
  });

  it('refuses a card that is not eligible as the check does (TP400), with no transaction', async () => {
    const member = await logIn(t.app, nextMobile());
    const browser = new CardBrowser(t.app);
    const response = await browser.start(member.accessToken, { cardBin: NOT_SIGNATURE });
    expect(response.json()).toMatchObject({ success: false, systemErrorCode: 'TP400', userMessage: 'This Visa card is not a Visa Signature credit card. Please use a Visa Signature credit card.', data: null });
    expect(browser.cookies.has('rp_card_sso')).toBe(false);
  });

  it('needs a member, and a path on the site to come back to', async () => {
    expect((await postJson(t.app, '/nc/prime/card/VISA_SIGNATURE/verification/start', { cardBin: ELIGIBLE })).statusCode).toBe(401);
    const member = await logIn(t.app, nextMobile());
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'relative']) {
      const response = await new CardBrowser(t.app).start(member.accessToken, { cardBin: ELIGIBLE, returnTo });
      expect(response.statusCode, returnTo).toBe(400);
    }
    expect((await new CardBrowser(t.app).start(member.accessToken, { cardBin: ELIGIBLE }, 'NO_SUCH_CARD')).statusCode).toBe(404);
  });
});

describe('the network sign-in', () => {
  it('an eligible card the network confirms activates the membership once; the activation uses the verification up', async () => {
    const mobile = nextMobile();
    const member = await logIn(t.app, mobile);
    const browser = new CardBrowser(t.app);
    const landing = await browser.verify(member.accessToken, { cardBin: ELIGIBLE, returnTo: '/?cid=web' });
    expect(landing).toBe('/?cid=web&cardVerification=done');
    expect(browser.cookies.has('rp_card_sso')).toBe(false);
    const verifiedCookie = `rp_card_verified=${browser.cookies.get('rp_card_verified')}`;
    expect(verifiedCookie).toMatch(/^rp_card_verified=.{40,}/);

    const first = await browser.activate(member.accessToken, { cardBin: ELIGIBLE, action: 'ACTIVATE_NOW' });
    expect(first.json(), first.body).toMatchObject({ success: true, data: { status: 'ACTIVE', alreadyActivated: false } });
    expect(browser.cookies.has('rp_card_verified')).toBe(false);
    const endDate = (first.json() as Schemas['CardActivationResponse']).data?.endDate;

    // The same network word presented again (a kept copy of the cookie) changes nothing.
    const replay = await postJson(t.app, '/nc/prime/card/VISA_SIGNATURE/futureActivation', { cardBin: ELIGIBLE, action: 'ACTIVATE_NOW' }, { ...bearer(member.accessToken), cookie: verifiedCookie });
    expect(replay.json()).toMatchObject({ success: true, data: { alreadyActivated: true, endDate } });
    // A second verification and activation too: one activation, the membership not extended.
    await browser.verify(member.accessToken, { cardBin: ELIGIBLE });
    const again = await browser.activate(member.accessToken, { cardBin: ELIGIBLE, action: 'ACTIVATE_NOW' });
    expect(again.json()).toMatchObject({ success: true, data: { alreadyActivated: true, endDate } });
    expect(await activationsOf(mobile)).toHaveLength(1);
  });

  it('a card the network says is not eligible is refused at the callback; the activation stays refused', async () => {
    const mobile = nextMobile();
    const member = await logIn(t.app, mobile);
    const browser = new CardBrowser(t.app);
    const landing = await browser.verify(member.accessToken, { cardBin: ELIGIBLE, heldBin: NOT_SIGNATURE });
    expect(landedAt(landing)).toEqual({ cardVerification: 'failed', cardVerificationReason: 'CARD_NOT_ELIGIBLE' });
    expect(browser.cookies.has('rp_card_verified')).toBe(false);
    expectNotVerified(await browser.activate(member.accessToken, { cardBin: ELIGIBLE, action: 'ACTIVATE_NOW' }));
    expect(await activationsOf(mobile)).toHaveLength(0);
  });

  it('an eligible card that is not the one entered is a mismatch', async () => {
    const member = await logIn(t.app, nextMobile());
    const browser = new CardBrowser(t.app);
    expect(landedAt(await browser.verify(member.accessToken, { cardBin: ELIGIBLE, heldBin: OTHER_ELIGIBLE }))).toEqual({ cardVerification: 'failed', cardVerificationReason: 'CARD_MISMATCH' });
    expectNotVerified(await browser.activate(member.accessToken, { cardBin: ELIGIBLE, action: 'ACTIVATE_NOW' }));
    // the card verified is the card activated: another BIN is not covered by it
    const verified = new CardBrowser(t.app);
    await verified.verify(member.accessToken, { cardBin: OTHER_ELIGIBLE });
    expectNotVerified(await verified.activate(member.accessToken, { cardBin: ELIGIBLE, action: 'ACTIVATE_NOW' }));
  });

  it('Cancel at the network comes back as CANCELLED', async () => {
    const member = await logIn(t.app, nextMobile());
    const browser = new CardBrowser(t.app);
    expect(landedAt(await browser.verify(member.accessToken, { cardBin: ELIGIBLE, heldBin: 'cancel' }))).toEqual({ cardVerification: 'failed', cardVerificationReason: 'CANCELLED' });
    expect(browser.cookies.has('rp_card_sso')).toBe(false);
  });

  it('a callback replayed with its transaction kept is refused (single use), and without one is EXPIRED', async () => {
    const member = await logIn(t.app, nextMobile());
    const browser = new CardBrowser(t.app);
    const started = (await browser.start(member.accessToken, { cardBin: ELIGIBLE })).json() as Schemas['CardVerificationStartResponse'];
    const transaction = browser.cookies.get('rp_card_sso') as string;
    const callbackUrl = await browser.signInAtNetwork(started.data?.authorizationUrl as string, ELIGIBLE);
    expect(landedAt(await browser.land(callbackUrl))).toEqual({ cardVerification: 'done' });
    const firstVerified = browser.cookies.get('rp_card_verified');

    // the same callback again: the transaction cookie is gone
    expect(landedAt(await browser.land(callbackUrl))).toEqual({ cardVerification: 'failed', cardVerificationReason: 'EXPIRED' });
    // with a copy of the transaction kept: the network takes a code once
    const replayer = new CardBrowser(t.app);
    replayer.cookies.set('rp_card_sso', transaction);
    expect(landedAt(await replayer.land(callbackUrl))).toEqual({ cardVerification: 'failed', cardVerificationReason: 'FAILED' });
    expect(replayer.cookies.has('rp_card_verified')).toBe(false);
    expect(browser.cookies.get('rp_card_verified')).toBe(firstVerified);
  });

  it("a callback carrying another browser's state is refused (the victim's code in the attacker's browser)", async () => {
    const victimMember = await logIn(t.app, nextMobile());
    const attackerMember = await logIn(t.app, nextMobile());
    const victim = new CardBrowser(t.app);
    const started = (await victim.start(victimMember.accessToken, { cardBin: ELIGIBLE })).json() as Schemas['CardVerificationStartResponse'];
    const victimCallback = await victim.signInAtNetwork(started.data?.authorizationUrl as string, ELIGIBLE);
    const attacker = new CardBrowser(t.app);
    await attacker.start(attackerMember.accessToken, { cardBin: ELIGIBLE });
    expect(landedAt(await attacker.land(victimCallback))).toEqual({ cardVerification: 'failed', cardVerificationReason: 'FAILED' });
    expect(attacker.cookies.has('rp_card_verified')).toBe(false);
    expectNotVerified(await attacker.activate(attackerMember.accessToken, { cardBin: ELIGIBLE, action: 'ACTIVATE_NOW' }));
  });

  it('a verified card is bound to the member and the session that started it', async () => {
    const mobile = nextMobile();
    const member = await logIn(t.app, mobile);
    const browser = new CardBrowser(t.app);
    await browser.verify(member.accessToken, { cardBin: ELIGIBLE });
    const verifiedCookie = `rp_card_verified=${browser.cookies.get('rp_card_verified')}`;
    // another member presenting it
    const other = await logIn(t.app, nextMobile());
    expectNotVerified(await postJson(t.app, '/nc/prime/card/VISA_SIGNATURE/futureActivation', { cardBin: ELIGIBLE, action: 'ACTIVATE_NOW' }, { ...bearer(other.accessToken), cookie: verifiedCookie }));
    // the same member in another session (a new login)
    clock.advance(31);
    const elsewhere = await logIn(t.app, mobile);
    expectNotVerified(await postJson(t.app, '/nc/prime/card/VISA_SIGNATURE/futureActivation', { cardBin: ELIGIBLE, action: 'ACTIVATE_NOW' }, { ...bearer(elsewhere.accessToken), cookie: verifiedCookie }));
    expect(await activationsOf(mobile)).toHaveLength(0);
    // the session that started it
    expect((await browser.activate(member.accessToken, { cardBin: ELIGIBLE, action: 'ACTIVATE_NOW' })).json()).toMatchObject({ success: true });
  });

  it('is short-lived: a transaction older than 10 minutes is EXPIRED, a verified card older than 15 minutes is refused', async () => {
    const member = await logIn(t.app, nextMobile());
    const slow = new CardBrowser(t.app);
    const started = (await slow.start(member.accessToken, { cardBin: ELIGIBLE })).json() as Schemas['CardVerificationStartResponse'];
    const callbackUrl = await slow.signInAtNetwork(started.data?.authorizationUrl as string, ELIGIBLE);
    clock.advance(601);
    expect(landedAt(await slow.land(callbackUrl))).toEqual({ cardVerification: 'failed', cardVerificationReason: 'EXPIRED' });

    const late = new CardBrowser(t.app);
    await late.verify(member.accessToken, { cardBin: ELIGIBLE });
    clock.advance(901);
    expectNotVerified(await late.activate(member.accessToken, { cardBin: ELIGIBLE, action: 'ACTIVATE_NOW' }));
  });
});

describe('without a card network configured', () => {
  it('the start says verification is unavailable, the sandbox is not served, and nothing can be activated', async () => {
    const app = await buildApp(testAppConfig({ auth }), { database: t.database, now: clock.now });
    try {
      const member = await logIn(app, nextMobile());
      const browser = new CardBrowser(app);
      const response = await browser.start(member.accessToken, { cardBin: ELIGIBLE });
      expect(response.json()).toEqual({ success: false, message: 'Card verification is not available', systemErrorCode: 'TP-CARD-VERIFICATION-UNAVAILABLE', userMessage: 'We cannot verify cards right now. Please try again later.', data: null });
      expect(browser.cookies.has('rp_card_sso')).toBe(false);
      expect((await app.inject({ method: 'GET', url: '/dev/oidc/visa/.well-known/openid-configuration' })).statusCode).toBe(404);
      expectNotVerified(await browser.activate(member.accessToken, { cardBin: ELIGIBLE, action: 'ACTIVATE_NOW' }));
    } finally {
      await app.close();
    }
  });
});
