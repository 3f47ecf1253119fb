// Staff sign-in end to end through app.inject, on PGlite and (with DATABASE_URL) PostgreSQL: a small
// cookie-keeping "browser" follows the redirects from the console's start, through the sandbox staff
// provider's sign-in page (a real oidc-provider), to the callback, and then reads the session as the
// console does. Failures land on the console's /signin page with a short code; production refuses
// the sandbox provider.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { ConfigError, loadConfig } from '../../../config';
import { auditLog, staffMembers } from '../../../db/schema';
import { testAppConfig } from '../../../test/config';
import { useTestApp } from '../../../test/harness';
import { productionEnv } from '../../../test/production-env';
import { COMPANY_STAFF_SIGN_IN, expectStaffRefusal } from '../../../test/staff';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demo-staff';
import { DEFAULT_CONSOLE_ORIGIN } from './settings';

const CONSOLE = DEFAULT_CONSOLE_ORIGIN;
const SESSION = '/nc/admin/v1/session';
const LOGOUT = '/nc/admin/v1/auth/logout';
const t = useTestApp({ seed: false });

/** A browser that keeps cookies (by name, ignoring paths) and follows nothing by itself; every URL is this app's. */
class Browser {
  readonly cookies = new Map<string, string>();
  /** The raw Set-Cookie lines of the last answer. */
  lastSetCookies: string[] = [];

  constructor(private readonly app: FastifyInstance) {}

  async request(url: string, init: { method?: 'GET' | 'POST'; form?: Record<string, string>; headers?: Record<string, string> } = {}) {
    const target = new URL(url, CONSOLE);
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '), ...init.headers };
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const answer = await this.app.inject({ method: init.method ?? 'GET', url: `${target.pathname}${target.search}`, headers, ...(init.form ? { payload: new URLSearchParams(init.form).toString() } : {}) });
    const setCookies = answer.headers['set-cookie'];
    this.lastSetCookies = Array.isArray(setCookies) ? setCookies : setCookies ? [setCookies] : [];
    for (const line of this.lastSetCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }

  /** Follows redirects until an answer that is not one, or until `stopAt` matches the next location. */
  async follow(url: string, stopAt?: RegExp): Promise<{ answer: Awaited<ReturnType<Browser['request']>>; url: string }> {
    let current = new URL(url, CONSOLE).href;
    for (let hops = 0; hops < 10; hops += 1) {
      const answer = await this.request(current);
      const location = answer.headers['location'];
      if (answer.statusCode < 300 || answer.statusCode >= 400 || typeof location !== 'string') return { answer, url: current };
      current = new URL(location, current).href;
      if (stopAt?.test(current)) return { answer, url: current };
    }
    throw new Error('too many redirects');
  }
}

/** From the console's start to the sandbox provider's sign-in page: its address and HTML. */
async function openSignInPage(browser: Browser, returnTo?: string) {
  const start = `/nc/admin/v1/auth/login${returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`}`;
  const { answer, url } = await browser.follow(start);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(url).toMatch(new RegExp(`^${CONSOLE}/dev/oidc/staff/interaction/`));
  return { url, html: answer.body };
}

/** Posts the sandbox page (credentials or Cancel) and follows on to the provider's redirect to the callback. */
async function submit(browser: Browser, page: { url: string }, form: Record<string, string>) {
  const posted = await browser.request(page.url, { method: 'POST', form });
  if (posted.statusCode !== 303) return { posted, callbackUrl: undefined };
  const resumed = await browser.follow(new URL(String(posted.headers['location']), page.url).href, /\/nc\/admin\/v1\/auth\/callback/);
  return { posted, callbackUrl: resumed.url };
}

/** The whole dance as `email`: start, sign-in page, credentials, callback. The callback's answer. */
async function signIn(browser: Browser, email: string, returnTo?: string) {
  const page = await openSignInPage(browser, returnTo);
  const { callbackUrl } = await submit(browser, page, { action: 'continue', email, password: DEMO_STAFF_PASSWORD });
  expect(callbackUrl).toMatch(/^http:\/\/localhost:4203\/nc\/admin\/v1\/auth\/callback\?/);
  return { callbackUrl: callbackUrl as string, callback: await browser.request(callbackUrl as string) };
}

const cookieLine = (browser: Browser, name: string) => browser.lastSetCookies.find((line) => line.startsWith(`${name}=`));
const location = (answer: { headers: Record<string, unknown> }) => String(answer.headers['location']);
const staffHeaders = (browser: Browser) => ({ cookie: `rp_staff=${browser.cookies.get('rp_staff')}; rp_staff_csrf=${browser.cookies.get('rp_staff_csrf')}`, 'x-csrf-token': browser.cookies.get('rp_staff_csrf') ?? '' });

describe('staff sign-in through the sandbox staff provider', () => {
  it('the start sends the browser to the provider with PKCE S256, a state and a nonce, and seals them in a Lax cookie', async () => {
    const browser = new Browser(t.app);
    const start = await browser.request('/nc/admin/v1/auth/login?returnTo=/students');
    expect(start.statusCode).toBe(302);
    const authorize = new URL(location(start));
    expect(authorize.origin + authorize.pathname).toBe(`${CONSOLE}/dev/oidc/staff/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'sandbox-console',
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: `${CONSOLE}/nc/admin/v1/auth/callback`,
      scope: 'openid email profile groups',
    });
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(cookieLine(browser, 'rp_staff_signin')).toMatch(/Max-Age=600; Path=\/nc\/admin\/v1\/auth\/; HttpOnly; SameSite=Lax/);
  });

  it('shows a labelled email and password form listing the four demo staff', async () => {
    const { html } = await openSignInPage(new Browser(t.app));
    expect(html).toMatch(/<label for="email">Work email<\/label>\s*<input id="email" name="email" type="email"/);
    expect(html).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/);
    for (const member of DEMO_STAFF) expect(html).toContain(member.email);
    expect(html).toContain(DEMO_STAFF_PASSWORD);
  });

  it('signs the demo reviewer in: both cookies with the right attributes, back to returnTo, the session answers the reviewer', async () => {
    const browser = new Browser(t.app);
    const { callback } = await signIn(browser, 'reviewer@staff.example', '/students?state=SUBMITTED');
    expect(callback.statusCode).toBe(302);
    expect(location(callback)).toBe(`${CONSOLE}/students?state=SUBMITTED`);
    const session = cookieLine(browser, 'rp_staff') ?? '';
    expect(session).toMatch(/^rp_staff=[^;]+; Max-Age=28800; Path=\/nc\/admin; HttpOnly; SameSite=Strict$/);
    const csrf = cookieLine(browser, 'rp_staff_csrf') ?? '';
    expect(csrf).toMatch(/^rp_staff_csrf=[^;]+; Max-Age=28800; Path=\/; SameSite=Strict$/);
    expect(csrf).not.toMatch(/HttpOnly/);
    // not Secure outside production: the console is plain http locally
    expect(session).not.toMatch(/Secure/);
    expect(browser.cookies.has('rp_staff_signin')).toBe(false);

    const answer = await t.app.inject({ method: 'GET', url: SESSION, headers: staffHeaders(browser) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ email: 'reviewer@staff.example', name: 'Asha Rao', roles: ['reviewer'] });

    const [staff] = await t.database.db.select().from(staffMembers).where(eq(staffMembers.email, 'reviewer@staff.example'));
    expect(staff).toMatchObject({ issuer: `${CONSOLE}/dev/oidc/staff`, subject: 'demo-staff-reviewer', name: 'Asha Rao', roles: ['reviewer'] });
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'staffSignIn'), eq(auditLog.targetId, String(staff!.id))));
    expect(entries.at(-1)).toMatchObject({ staffEmail: 'reviewer@staff.example', roles: ['reviewer'], targetType: 'staff', after: { email: 'reviewer@staff.example', name: 'Asha Rao', roles: ['reviewer'] } });
    expect(entries.at(-1)?.requestId).toBeTruthy();
  });

  it('keeps one staff row per provider subject, refreshed at every sign-in, and each role gets its own roles', async () => {
    for (const member of DEMO_STAFF) {
      const browser = new Browser(t.app);
      const { callback } = await signIn(browser, member.email);
      expect(location(callback)).toBe(`${CONSOLE}/`);
      const answer = await t.app.inject({ method: 'GET', url: SESSION, headers: staffHeaders(browser) });
      expect(answer.json().data).toMatchObject({ email: member.email, name: member.name, roles: [member.role] });
    }
    await signIn(new Browser(t.app), 'admin@staff.example');
    const admins = await t.database.db.select().from(staffMembers).where(eq(staffMembers.subject, 'demo-staff-admin'));
    expect(admins).toHaveLength(1);
    const signIns = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'staffSignIn'), eq(auditLog.targetId, String(admins[0]!.id))));
    expect(signIns).toHaveLength(2);
    // the second sign-in's entry says what the row was before it
    expect(signIns[1]?.before).toEqual({ email: 'admin@staff.example', name: 'Arjun Das', roles: ['admin'] });
  });

  it('shows the page again with an alert after a wrong password, keeping the email typed', async () => {
    const browser = new Browser(t.app);
    const page = await openSignInPage(browser);
    const { posted } = await submit(browser, page, { action: 'continue', email: 'reviewer@staff.example', password: 'not-the-password' });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toMatch(/<p class="error" role="alert" id="form-error">That email and password do not match a staff account/);
    expect(posted.body).toContain('value="reviewer@staff.example"');
    // and the same sign-in still goes through with the right one
    const { callbackUrl } = await submit(browser, page, { action: 'continue', email: 'reviewer@staff.example', password: DEMO_STAFF_PASSWORD });
    const callback = await browser.request(callbackUrl as string);
    expect(location(callback)).toBe(`${CONSOLE}/`);
    expect(browser.cookies.has('rp_staff')).toBe(true);
  });

  it('sends a cancelled sign-in to the console with error=cancelled, and sets no session', async () => {
    const browser = new Browser(t.app);
    const page = await openSignInPage(browser, '/audit');
    const { callbackUrl } = await submit(browser, page, { action: 'cancel' });
    const callback = await browser.request(callbackUrl as string);
    expect(callback.statusCode).toBe(302);
    expect(location(callback)).toBe(`${CONSOLE}/signin?error=cancelled&returnTo=%2Faudit`);
    expect(browser.cookies.has('rp_staff')).toBe(false);
    expect(browser.cookies.has('rp_staff_signin')).toBe(false);
  });

  it('refuses a callback whose state is not this browser\'s, or that has no sign-in state at all (error=expired)', async () => {
    const browser = new Browser(t.app);
    const page = await openSignInPage(browser);
    const { callbackUrl } = await submit(browser, page, { action: 'continue', email: 'support@staff.example', password: DEMO_STAFF_PASSWORD });
    const foreign = new URL(callbackUrl as string);
    foreign.searchParams.set('state', 'a-state-nobody-sent');
    const unknown = await browser.request(foreign.href);
    expect(location(unknown)).toBe(`${CONSOLE}/signin?error=expired`);
    expect(browser.cookies.has('rp_staff')).toBe(false);

    const withoutCookie = await new Browser(t.app).request(callbackUrl as string);
    expect(location(withoutCookie)).toBe(`${CONSOLE}/signin?error=expired`);
  });

  it('refuses a replayed code (error=failed): a code signs in once', async () => {
    const browser = new Browser(t.app);
    const page = await openSignInPage(browser);
    const { callbackUrl } = await submit(browser, page, { action: 'continue', email: 'marketer@staff.example', password: DEMO_STAFF_PASSWORD });
    const stateCookie = browser.cookies.get('rp_staff_signin') as string;
    const first = await browser.request(callbackUrl as string);
    expect(location(first)).toBe(`${CONSOLE}/`);
    // the same code again, with the same sealed state (as an attacker holding both would send it)
    const replay = await new Browser(t.app).request(callbackUrl as string, { headers: { cookie: `rp_staff_signin=${stateCookie}` } });
    expect(replay.statusCode).toBe(302);
    expect(location(replay)).toBe(`${CONSOLE}/signin?error=failed`);
    expect(String(replay.headers['set-cookie'] ?? '')).not.toMatch(/rp_staff=[^;]/);
  });

  it.each([
    ['//evil.example', '/'],
    ['https://evil.example/students', '/'],
    ['/\\evil.example', '/'],
    ['students', '/'],
    ['/members/42?tab=orders', '/members/42?tab=orders'],
  ])('returnTo %s lands on %s', async (returnTo, landing) => {
    const browser = new Browser(t.app);
    const { callback } = await signIn(browser, 'reviewer@staff.example', returnTo);
    expect(location(callback)).toBe(`${CONSOLE}${landing}`);
  });

  it('signs out: the session ends (401 after), both cookies are cleared, and it is audited', async () => {
    const browser = new Browser(t.app);
    await signIn(browser, 'support@staff.example');
    const headers = staffHeaders(browser);
    const withoutCsrf = await t.app.inject({ method: 'POST', url: LOGOUT, headers: { cookie: headers.cookie } });
    expect(withoutCsrf.statusCode).toBe(403);
    expect(withoutCsrf.json().systemErrorCode).toBe('ADMIN-CSRF');

    const out = await browser.request(LOGOUT, { method: 'POST', headers: { 'x-csrf-token': headers['x-csrf-token'] } });
    expect(out.statusCode, out.body).toBe(204);
    expect(cookieLine(browser, 'rp_staff')).toMatch(/^rp_staff=; Max-Age=0; Path=\/nc\/admin; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$/);
    expect(cookieLine(browser, 'rp_staff_csrf')).toMatch(/^rp_staff_csrf=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970/);
    const after = await t.app.inject({ method: 'GET', url: SESSION, headers });
    expectStaffRefusal(after, 401);
    const [staff] = await t.database.db.select().from(staffMembers).where(eq(staffMembers.email, 'support@staff.example'));
    const outs = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'staffSignOut'), eq(auditLog.targetId, String(staff!.id))));
    expect(outs).toHaveLength(1);
    expect(outs[0]).toMatchObject({ staffEmail: 'support@staff.example', targetType: 'staff', roles: ['support'] });
  });

  it('ends the session a browser still had when it signs in again', async () => {
    const browser = new Browser(t.app);
    await signIn(browser, 'reviewer@staff.example');
    const first = staffHeaders(browser);
    await signIn(browser, 'admin@staff.example');
    expect((await t.app.inject({ method: 'GET', url: SESSION, headers: first })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: SESSION, headers: staffHeaders(browser) })).json().data.email).toBe('admin@staff.example');
  });
});

describe('production', () => {
  it('refuses to start without the company provider, naming the settings', () => {
    const env = productionEnv();
    delete env['STAFF_OIDC_ISSUER'];
    delete env['STAFF_OIDC_CLIENT_ID'];
    delete env['STAFF_OIDC_CLIENT_SECRET'];
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID, STAFF_OIDC_CLIENT_SECRET: required when NODE_ENV=production/);
    expect(loadConfig(productionEnv()).staffSignIn).toMatchObject({ sandbox: false, issuer: 'https://127.0.0.1:9/realms/staff' });
  });

  it('never builds an app with the sandbox staff provider in production', async () => {
    await expect(buildApp(testAppConfig({ nodeEnv: 'production' }), { database: t.database })).rejects.toThrow(/sandbox staff provider is refused in production/);
  });

  it('sends a sign-in to the console with error=unavailable while the company provider cannot be reached (no sandbox routes exist)', async () => {
    const app = await buildApp(
      testAppConfig({ staffSignIn: COMPANY_STAFF_SIGN_IN }),
      { database: t.database },
    );
    try {
      const start = await app.inject({ method: 'GET', url: '/nc/admin/v1/auth/login?returnTo=/students' });
      expect(start.statusCode).toBe(302);
      expect(start.headers['location']).toBe('https://admin.example.in/signin?error=unavailable&returnTo=%2Fstudents');
      expect((await app.inject({ method: 'GET', url: '/dev/oidc/staff/.well-known/openid-configuration' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
