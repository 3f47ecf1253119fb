import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { API_ROOT, REPO_ROOT } from '../../api-root';
import { buildApp } from '../../app';
import { logIn, mobileSequence } from '../../test/auth';
import { testAppConfig } from '../../test/config';
import { createTestDatabase, postJson, TEST_DRIVER, useTestApp } from '../../test/harness';
import { orderAndOpen, simulate } from '../../test/payment';
import { formatFunnel, funnelReport, parseRange } from './funnel';

const DEVICES = {
  visitor: '11111111-1111-4111-8111-111111111111',
  buyer: '22222222-2222-4222-8222-222222222222',
  shopper: '33333333-3333-4333-8333-333333333333',
  lastMonth: '44444444-4444-4444-8444-444444444444',
};

function event(name: string, overrides: Record<string, unknown> = {}) {
  return { name, at: new Date().toISOString(), path: '/', site: 'core', channel: 'TIMES_PRIME', loginState: 'LOGGED_OUT', primeProfile: null, savingsBucket: '0', ftpSource: 'DIRECT', memberId: null, props: {}, ...overrides };
}

const today = () => new Date().toISOString().slice(0, 10);
const FORTY_DAYS_AGO = new Date(Date.now() - 40 * 86_400_000);

describe('the funnel report (a scripted journey)', () => {
  const t = useTestApp({ config: { auth: { captchaWhitelist: ['127.0.0.1'] } } });
  const nextMobile = mobileSequence('93100');

  it('counts visits, login starts, logins and starts by device from the events, and paid orders from the orders', async () => {
    const send = (deviceId: string, events: unknown[]) => postJson(t.app, '/api/events', { deviceId, events });
    // A visitor from a search engine who looks at two pages and leaves.
    expect((await send(DEVICES.visitor, [event('page_view', { ftpSource: 'google' }), event('page_view', { ftpSource: 'google', path: '/categories' })])).statusCode).toBe(204);
    // A visitor who signs in, starts a payment and pays (DIRECT).
    expect((await send(DEVICES.buyer, [event('page_view'), event('sign_in_clicked', { props: { placement: 'header' } }), event('login_signup_initiated', { props: { origin: 'LOGIN' } })])).statusCode).toBe(204);
    const member = await logIn(t.app, nextMobile());
    const memberId = member.login.user.ssoId;
    const asMember = { loginState: 'LOGGED_IN', primeProfile: 0, memberId };
    expect((await send(DEVICES.buyer, [event('login_success', { ...asMember, props: { loginType: 'SSO' } }), event('payment_initiated', { ...asMember, path: '/payment', props: { variant: 'PRIME_ANNUAL', amount: 999, promoCode: null } })])).statusCode).toBe(204);
    const { paymentId } = await orderAndOpen(t.app, member, { variantId: 1, channel: 'TIMES_PRIME', ftpUtmSource: 'DIRECT', ftpUtmMedium: 'DIRECT', ftpUtmCampaign: 'DIRECT' });
    expect((await simulate(t.app, paymentId, 'success')).statusCode).toBe(303);
    // A co-brand visitor who opens sign-in and stops there.
    expect((await send(DEVICES.shopper, [event('page_view', { site: 'shopper', channel: 'SHOPPERS_STOP', ftpSource: 'newsletter' }), event('login_signup_initiated', { site: 'shopper', channel: 'SHOPPERS_STOP', ftpSource: 'newsletter' })])).statusCode).toBe(204);
    // Last month's visit (40 days ago: inside the 90-day retention) is outside the range.
    expect((await send(DEVICES.lastMonth, [event('page_view', { at: FORTY_DAYS_AGO.toISOString() })])).statusCode).toBe(204);

    const range = parseRange(['--from', today(), '--to', today()]);
    if (typeof range === 'string') throw new Error(range);
    const report = await funnelReport(t.database.db, range.from, range.to);
    expect(report.total).toEqual({ visits: 3, loginStarted: 2, loggedIn: 1, started: 1, paid: 1 });
    expect(report.byChannel).toEqual([
      { group: 'TIMES_PRIME', visits: 2, loginStarted: 1, loggedIn: 1, started: 1, paid: 1 },
      { group: 'SHOPPERS_STOP', visits: 1, loginStarted: 1, loggedIn: 0, started: 0, paid: 0 },
    ]);
    expect(report.bySource).toEqual([
      { group: 'DIRECT', visits: 1, loginStarted: 1, loggedIn: 1, started: 1, paid: 1 },
      { group: 'google', visits: 1, loginStarted: 0, loggedIn: 0, started: 0, paid: 0 },
      { group: 'newsletter', visits: 1, loginStarted: 1, loggedIn: 0, started: 0, paid: 0 },
    ]);

    const text = formatFunnel(report);
    expect(text).toContain(`Funnel ${today()} to ${today()}`);
    expect(text).toMatch(/^all\s+3\s+2 \(67%\)\s+1 \(50%\)\s+1 \(100%\)\s+1 \(100%\)$/m);
    expect(text).toMatch(/^SHOPPERS_STOP\s+1\s+1 \(100%\)\s+0 \(0%\)\s+0\s+0$/m);

    // The older visit counts in a range that holds it, and nothing else does.
    const dayStart = new Date(`${FORTY_DAYS_AGO.toISOString().slice(0, 10)}T00:00:00Z`);
    const thatDay = await funnelReport(t.database.db, dayStart, new Date(dayStart.getTime() + 86_400_000));
    expect(thatDay.total).toEqual({ visits: 1, loginStarted: 0, loggedIn: 0, started: 0, paid: 0 });
  });
});

describe('parseRange (--from/--to)', () => {
  const now = new Date('2026-11-26T15:00:00Z');
  it('takes UTC days, both inclusive', () => {
    expect(parseRange(['--from', '2026-11-01', '--to=2026-11-30'], now)).toEqual({ from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-12-01T00:00:00Z') });
  });
  it('defaults to the 30 days up to today', () => {
    expect(parseRange([], now)).toEqual({ from: new Date('2026-10-28T00:00:00Z'), to: new Date('2026-11-27T00:00:00Z') });
  });
  it.each([
    [['--from', 'yesterday'], /--from must be a date/],
    [['--from', '2026-11-30', '--to', '2026-11-01'], /must not be after/],
    [['--since', '2026-11-01'], /unknown argument/],
    [['--to'], /--to needs a date/],
  ])('refuses %j', (argv, message) => {
    expect(parseRange(argv, now)).toMatch(message);
  });
});

describe.skipIf(TEST_DRIVER !== 'pglite')('npm run report:funnel (the script, on an embedded data directory)', () => {
  it('prints the funnel of the stored events', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funnel-report-'));
    try {
      const testDb = await createTestDatabase({ dataDir });
      const app = await buildApp(testAppConfig(), { database: testDb.database });
      const answer = await postJson(app, '/api/events', { deviceId: DEVICES.visitor, events: [event('page_view'), event('login_signup_initiated')] });
      expect(answer.statusCode).toBe(204);
      await app.close();
      await testDb.database.close();
      const { stdout } = await promisify(execFile)(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['src/report-funnel.ts', '--from', today(), '--to', today()], {
        cwd: API_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
      });
      expect(stdout).toContain(`Funnel ${today()} to ${today()}`);
      expect(stdout).toMatch(/^all\s+1\s+1 \(100%\)\s+0 \(0%\)\s+0\s+0$/m);
      expect(stdout).toMatch(/^TIMES_PRIME\s+1\s+1 \(100%\)/m);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
