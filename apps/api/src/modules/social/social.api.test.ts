// Social login end to end over real HTTP: the API listens, a small cookie-keeping "browser" follows
// the redirects from the start, through the sandbox identity provider's sign-in page (oidc-provider),
// to the callback, and the session it leaves behind is renewed and read like the site does.
import net from 'node:net';
import { REFRESH_COOKIE_NAME } from '@rewards/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { socialIdentities, users } from '../../db/schema';
import { AUTH, mobileSequence } from '../../test/auth';
import { testAppConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_PROVIDER_NAMES } from './sandbox-idp';

let origin = '';
let app: FastifyInstance;
let testDb: TestDatabase;
const freshMobile = mobileSequence('93100');
let emails = 0;
const freshEmail = () => `social.${Date.now()}.${(emails += 1)}@example.in`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  testDb = await createTestDatabase({ seeded: false });
  const sandbox = (provider: 'google' | 'facebook') => ({ issuer: `${origin}/dev/oidc/${provider}`, clientId: `sandbox-${provider}`, clientSecret: `test-sandbox-secret-${provider}-0123456789`, sandbox: true });
  app = await buildApp(testAppConfig({ social: { siteOrigin: origin, providers: { google: sandbox('google'), facebook: sandbox('facebook') } } }), { database: testDb.database });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

/** A browser that keeps cookies (by name, ignoring paths) and follows nothing by itself. */
class Browser {
  readonly cookies = new Map<string, string>();

  async request(url: string, init: { method?: string; form?: Record<string, string>; cookieOverride?: Record<string, string> } = {}) {
    const cookies = new Map([...this.cookies, ...Object.entries(init.cookieOverride ?? {})]);
    const headers: Record<string, string> = { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(new URL(url, origin), { method: init.method ?? 'GET', headers, redirect: 'manual', ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects until an answer that is not one, or until `stopAt` matches the next location. */
  async follow(url: string, stopAt?: RegExp): Promise<{ response: Response; url: string }> {
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      current = new URL(location, new URL(current, origin)).href;
      if (stopAt?.test(current)) return { response, url: current };
    }
    throw new Error('too many redirects');
  }
}

interface Person {
  email?: string;
  emailVerified?: boolean;
  mobile?: string;
  mobileVerified?: boolean;
  givenName?: string;
}

/** From the start to the sandbox's sign-in page: its address and HTML. */
async function openSignInPage(browser: Browser, provider: 'google' | 'facebook' = 'google') {
  const { response, url } = await browser.follow(`/nc/um/social/v1/${provider}/start`);
  expect(response.status, url).toBe(200);
  expect(url).toMatch(new RegExp(`^${origin}/dev/oidc/${provider}/interaction/`));
  return { url, html: await response.text() };
}

/** Signs in at the sandbox as `person` (or cancels) and follows on to the callback's answer. */
async function socialLogin(browser: Browser, person: Person | 'cancel', provider: 'google' | 'facebook' = 'google') {
  const page = await openSignInPage(browser, provider);
  const form =
    person === 'cancel'
      ? { action: 'cancel' }
      : {
          action: 'continue',
          email: person.email ?? '',
          mobile: person.mobile ?? '',
          given_name: person.givenName ?? '',
          ...(person.emailVerified ? { email_verified: 'on' } : {}),
          ...(person.mobileVerified ? { mobile_verified: 'on' } : {}),
        };
  const posted = await browser.request(page.url, { method: 'POST', form });
  expect(posted.status).toBe(303);
  const location = new URL(posted.headers.get('location') ?? '', page.url).href;
  const callback = await browser.follow(location, /\/nc\/um\/social\/v1\/\w+\/callback/);
  return browser.follow(callback.url, /\/login\?social=/);
}

/** Where the callback sent the browser. */
const landing = (result: { url: string }) => new URL(result.url).pathname + new URL(result.url).search;

/** The session the callback left: renewed from the refresh cookie, then the profile, as the site does. */
async function signedInUser(browser: Browser) {
  const refreshToken = browser.cookies.get(REFRESH_COOKIE_NAME);
  expect(refreshToken, 'the refresh cookie').toBeDefined();
  const renewed = await app.inject({ method: 'POST', url: AUTH.renew, headers: { 'content-type': 'application/json', cookie: `${REFRESH_COOKIE_NAME}=${refreshToken}` }, payload: '{}' });
  expect(renewed.statusCode, renewed.body).toBe(200);
  const profile = await app.inject({ method: 'GET', url: AUTH.profile, headers: { authorization: `Bearer ${renewed.json().data.accessToken}` } });
  expect(profile.statusCode, profile.body).toBe(200);
  return profile.json().data as { ssoId: string; email: string | null; emailVerified: boolean; mobile: string | null; mobileVerified: boolean; firstName: string | null };
}

async function insertMember(values: { mobile: string; email: string; emailVerified: boolean }) {
  const now = new Date();
  const [row] = await testDb.database.db
    .insert(users)
    .values({ ssoId: `sso_test_${values.mobile}`, mobile: values.mobile, mobileVerified: true, email: values.email, emailVerified: values.emailVerified, firstName: 'Meera', createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

describe('social login through the sandbox identity provider', () => {
  it('the start sends the browser to the provider with PKCE S256, a state and a nonce, and seals them in a Lax cookie', async () => {
    const browser = new Browser();
    const start = await browser.request('/nc/um/social/v1/google/start');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(authorize.origin + authorize.pathname).toBe(`${origin}/dev/oidc/google/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'sandbox-google',
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: `${origin}/nc/um/social/v1/google/callback`,
    });
    for (const param of ['state', 'nonce', 'code_challenge']) expect(authorize.searchParams.get(param)).toMatch(/^[\w-]{20,}$/);
    const cookie = start.headers.getSetCookie().find((line) => line.startsWith('rp_social='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/nc\/um\/social\//);
    // the verifier is nowhere in the URL or readable in the cookie
    expect(start.headers.get('location')).not.toContain('code_verifier');
  });

  it('the sign-in page is a labelled form with Continue and Cancel', async () => {
    const { html } = await openSignInPage(new Browser());
    expect(html).toContain(`Sign in with ${SANDBOX_PROVIDER_NAMES.google}`);
    expect(html).toMatch(/<label for="email">Email address<\/label>/);
    expect(html).toMatch(/<button class="continue" type="submit" name="action" value="continue">Continue<\/button>/);
    expect(html).toMatch(/value="cancel"[^>]*>Cancel<\/button>/);
  });

  it('a verified email no account holds creates an account and signs it in', async () => {
    const browser = new Browser();
    const email = freshEmail();
    const result = await socialLogin(browser, { email, emailVerified: true, givenName: 'Kavya' });
    expect(landing(result)).toBe('/login?social=done');
    expect(browser.cookies.has('rp_social')).toBe(false);
    const user = await signedInUser(browser);
    expect(user).toMatchObject({ email, emailVerified: true, mobile: null, firstName: 'Kavya' });

    // the same person again signs in to the same account, by the linked identity
    const again = new Browser();
    expect(landing(await socialLogin(again, { email, emailVerified: true }))).toBe('/login?social=done');
    expect((await signedInUser(again)).ssoId).toBe(user.ssoId);
  });

  it('a verified mobile no account holds creates an account with the mobile verified', async () => {
    const browser = new Browser();
    const mobile = freshMobile();
    expect(landing(await socialLogin(browser, { mobile, mobileVerified: true }))).toBe('/login?social=done');
    expect(await signedInUser(browser)).toMatchObject({ mobile, mobileVerified: true, email: null });
  });

  it('a verified email links to the account that holds it verified', async () => {
    const email = freshEmail();
    const member = await insertMember({ mobile: freshMobile(), email, emailVerified: true });
    const browser = new Browser();
    expect(landing(await socialLogin(browser, { email: email.toUpperCase(), emailVerified: true }))).toBe('/login?social=done');
    expect((await signedInUser(browser)).ssoId).toBe(member.ssoId);
    const links = await testDb.database.db.select().from(socialIdentities).where(eq(socialIdentities.userId, member.id));
    expect(links).toHaveLength(1);
  });

  it('a verified mobile links to the account that holds it', async () => {
    const mobile = freshMobile();
    const member = await insertMember({ mobile, email: freshEmail(), emailVerified: false });
    const browser = new Browser();
    expect(landing(await socialLogin(browser, { mobile, mobileVerified: true, email: freshEmail(), emailVerified: false }, 'facebook'))).toBe('/login?social=done');
    expect((await signedInUser(browser)).ssoId).toBe(member.ssoId);
  });

  it('an unverified email never links, even to the account holding it verified, and makes no account', async () => {
    const email = freshEmail();
    const member = await insertMember({ mobile: freshMobile(), email, emailVerified: true });
    const before = await testDb.database.db.select({ id: users.id }).from(users);
    const browser = new Browser();
    expect(landing(await socialLogin(browser, { email, emailVerified: false }))).toBe('/login?social=failed');
    expect(browser.cookies.has(REFRESH_COOKIE_NAME)).toBe(false);
    expect(await testDb.database.db.select().from(socialIdentities).where(eq(socialIdentities.userId, member.id))).toHaveLength(0);
    expect(await testDb.database.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('an unverified mobile never links to the account holding it', async () => {
    const mobile = freshMobile();
    await insertMember({ mobile, email: freshEmail(), emailVerified: true });
    const browser = new Browser();
    expect(landing(await socialLogin(browser, { mobile, mobileVerified: false }))).toBe('/login?social=failed');
    expect(browser.cookies.has(REFRESH_COOKIE_NAME)).toBe(false);
  });

  it('Cancel at the provider (access_denied) comes back as a failure', async () => {
    const browser = new Browser();
    expect(landing(await socialLogin(browser, 'cancel'))).toBe('/login?social=failed');
    expect(browser.cookies.has(REFRESH_COOKIE_NAME)).toBe(false);
    expect(browser.cookies.has('rp_social')).toBe(false);
  });

  it('a callback whose state is not the one sealed at its start fails (another start\'s cookie)', async () => {
    const victim = new Browser();
    const page = await openSignInPage(victim);
    const posted = await victim.request(page.url, { method: 'POST', form: { action: 'continue', email: freshEmail(), email_verified: 'on' } });
    const callback = await victim.follow(new URL(posted.headers.get('location') ?? '', page.url).href, /\/callback/);
    // an attacker's browser, with its own start, is handed the victim's callback URL
    const attacker = new Browser();
    await attacker.request('/nc/um/social/v1/google/start');
    const answer = await attacker.request(callback.url);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/login?social=failed');
    expect(attacker.cookies.has(REFRESH_COOKIE_NAME)).toBe(false);
  });

  it('a callback without the state cookie, or with a forged state, fails', async () => {
    const browser = new Browser();
    const page = await openSignInPage(browser);
    const posted = await browser.request(page.url, { method: 'POST', form: { action: 'continue', email: freshEmail(), email_verified: 'on' } });
    const callback = await browser.follow(new URL(posted.headers.get('location') ?? '', page.url).href, /\/callback/);
    const forged = new URL(callback.url);
    forged.searchParams.set('state', 'forged-state-value-0123456789');
    expect((await browser.request(forged.href)).headers.get('location')).toBe('/login?social=failed');
    expect((await browser.request(callback.url, { cookieOverride: { rp_social: 'not-a-sealed-state' } })).headers.get('location')).toBe('/login?social=failed');
  });

  it('a provider that is not configured sends the browser back with the failure', async () => {
    const other = await buildApp(testAppConfig({ social: { siteOrigin: origin, providers: {} } }), { database: testDb.database });
    try {
      const start = await other.inject({ method: 'GET', url: '/nc/um/social/v1/facebook/start' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/login?social=failed');
      expect((await other.inject({ method: 'GET', url: '/dev/oidc/facebook/.well-known/openid-configuration' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
