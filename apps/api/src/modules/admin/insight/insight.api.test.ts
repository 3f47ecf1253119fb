// The console's insight (marketers and admins) on PGlite and (with DATABASE_URL) PostgreSQL: the
// funnel and the web vitals over a period of India's days, from events sent to the real collector
// and trials, orders and claims made through the real member operations; the period's checks; and
// every role, no session and a member's token.
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../../db/schema';
import { bearer, expectOk, logIn, mobileSequence, TestClock } from '../../../test/auth';
import { postJson, useTestApp } from '../../../test/harness';
import { orderAndOpen, PAY, simulate } from '../../../test/payment';
import { asStaff, expectStaffRefusal, STAFF_TEST_AUTH, staffSession, type TestStaff } from '../../../test/staff';

// 10:00 UTC is 15:30 in India: the pinned day is 2026-11-20 on both calendars.
const clock = new TestClock(new Date('2026-11-20T10:00:00Z'));
const t = useTestApp({ now: clock.now, config: { auth: STAFF_TEST_AUTH } });
const nextMobile = mobileSequence('93571');

const UA = {
  phone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  tablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

const DEVICES = {
  phone: '11111111-1111-4111-8111-111111111111',
  desktop: '22222222-2222-4222-8222-222222222222',
  shopperTablet: '33333333-3333-4333-8333-333333333333',
  earlyIndia: '44444444-4444-4444-8444-444444444444',
  lateIndia: '55555555-5555-4555-8555-555555555555',
};

const AT = '2026-11-20T10:00:00.000Z';

function event(name: string, overrides: Record<string, unknown> = {}) {
  return { name, at: AT, path: '/', site: 'core', channel: 'TIMES_PRIME', loginState: 'LOGGED_OUT', primeProfile: null, savingsBucket: '0', ftpSource: 'DIRECT', memberId: null, props: {}, ...overrides };
}

function vital(metric: string, value: number, overrides: Record<string, unknown> = {}) {
  return event('web_vitals', { ...overrides, props: { metric, value, rating: 'good' } });
}

async function collect(deviceId: string, userAgent: string, events: unknown[]) {
  const answer = await postJson(t.app, '/api/events', { deviceId, events }, { 'user-agent': userAgent });
  expect(answer.statusCode, answer.body).toBe(204);
}

const FUNNEL = (query: string) => `/nc/admin/v1/insight/funnel?${query}`;
const VITALS = (query: string) => `/nc/admin/v1/insight/vitals?${query}`;

let marketer: TestStaff;

/** A row of counts and conversions as the API answers it. */
function row(group: string, counts: [number, number, number, number, number], conversions: [number | null, number | null, number | null, number | null]) {
  const steps = ['visits', 'signIns', 'trials', 'orders', 'claims'] as const;
  return { group, steps: steps.map((step, index) => ({ step, count: counts[index], conversion: index === 0 ? null : conversions[index - 1] })) };
}

describe('insight: the funnel and the web vitals', () => {
  it('counts what the sites sent and what members did, per India day', async () => {
    marketer = await staffSession(t.database.db, 'marketer', clock.now);

    // A phone on the core site, from a search engine: two pages, and the home page's vitals.
    await collect(DEVICES.phone, UA.phone, [
      event('page_view', { ftpSource: 'google' }),
      event('page_view', { ftpSource: 'google', path: '/categories/dining' }),
      ...[1000, 2000, 3000, 4000].map((value) => vital('LCP', value, { ftpSource: 'google' })),
      vital('CLS', 50, { ftpSource: 'google' }),
      vital('CLS', 150, { ftpSource: 'google' }),
    ]);
    // A desktop visitor (DIRECT) who signs in and starts a trial; category pages' vitals.
    await collect(DEVICES.desktop, UA.desktop, [
      event('page_view'),
      event('login_success', { loginState: 'LOGGED_IN', props: { loginType: 'SSO' } }),
      event('trial_initiated', { loginState: 'LOGGED_IN', path: '/payment' }),
      vital('LCP', 1200, { path: '/categories/travel/' }),
      vital('LCP', 2400, { path: '/categories/dining' }),
      vital('INP', 100, { path: '/categories/dining' }),
      vital('TTFB', 900, { path: '/categories/dining/swiggy' }),
    ]);
    // A tablet on the shopper site (newsletter), signed in.
    const shopper = { site: 'shopper', channel: 'SHOPPERS_STOP', ftpSource: 'newsletter' };
    await collect(DEVICES.shopperTablet, UA.tablet, [event('page_view', shopper), event('login_success', { ...shopper, props: { loginType: 'SSO' } }), vital('LCP', 5000, shopper)]);
    // 00:30 on the 20th in India (the 19th in UTC): counted; 23:30 on the 19th in India: not.
    await collect(DEVICES.earlyIndia, UA.phone, [event('page_view', { at: '2026-11-19T19:00:00.000Z' }), vital('LCP', 60_000, { at: '2026-11-19T18:00:00.000Z' })]);
    // 00:30 on the 21st in India (still the 20th in UTC): the next day.
    await collect(DEVICES.lateIndia, UA.phone, [event('page_view', { at: '2026-11-20T19:00:00.000Z' })]);

    // A trial (first touch google), a paid order (DIRECT) and a More Rewards claim (newsletter).
    const trialist = await logIn(t.app, nextMobile());
    expectOk(await postJson(t.app, PAY.subscribe, { planType: 'TRIAL', channel: 'TIMES_PRIME', platform: 'WEB', ftpUtmSource: 'google' }, bearer(trialist.accessToken)));
    const buyer = await logIn(t.app, nextMobile());
    const { paymentId } = await orderAndOpen(t.app, buyer, { variantId: 1, channel: 'TIMES_PRIME', ftpUtmSource: 'DIRECT' });
    expect((await simulate(t.app, paymentId, 'success')).statusCode).toBe(303);
    const claimer = await logIn(t.app, nextMobile(), { channel: 'MORE_REWARDS' });
    expectOk(await postJson(t.app, '/nc/prime/partner/claim', { channel: 'MORE_REWARDS', storeCode: 'DIAMONDCLUB', ftpUtmSource: 'newsletter' }, bearer(claimer.accessToken)));
    // An unpaid order counts for nothing.
    await orderAndOpen(t.app, await logIn(t.app, nextMobile()), { variantId: 1 });
    // Ten hours on it is 01:30 on the 21st in India: another trial, on the next day.
    clock.advance(10 * 3600);
    const late = await logIn(t.app, nextMobile());
    expectOk(await postJson(t.app, PAY.subscribe, { planType: 'TRIAL', channel: 'TIMES_PRIME', platform: 'WEB' }, bearer(late.accessToken)));
    marketer = await staffSession(t.database.db, 'marketer', clock.now);

    const byChannel = await asStaff(t.app, marketer, 'GET', FUNNEL('from=2026-11-20&to=2026-11-20'));
    expect(byChannel.statusCode, byChannel.body).toBe(200);
    expect(byChannel.json().data).toEqual({
      period: { from: '2026-11-20', to: '2026-11-20', timeZone: 'Asia/Kolkata', eventsKeptDays: 90 },
      by: 'channel',
      // visits: phone, desktop, early, tablet; sign-ins: desktop, tablet.
      total: row('all', [4, 2, 1, 1, 1], [0.5, 0.5, 1, 1]),
      groups: [
        row('TIMES_PRIME', [3, 1, 1, 1, 0], [0.3333, 1, 1, 0]),
        row('SHOPPERS_STOP', [1, 1, 0, 0, 0], [1, 0, null, null]),
        row('MORE_REWARDS', [0, 0, 0, 0, 1], [null, null, null, null]),
      ],
    });

    const byPartner = (await asStaff(t.app, marketer, 'GET', FUNNEL('from=2026-11-20&to=2026-11-20&by=partner'))).json().data;
    expect(byPartner.by).toBe('partner');
    expect(byPartner.groups).toEqual([row('core', [3, 1, 1, 1, 0], [0.3333, 1, 1, 0]), row('shopper', [1, 1, 0, 0, 0], [1, 0, null, null]), row('more-rewards', [0, 0, 0, 0, 1], [null, null, null, null])]);

    const bySource = (await asStaff(t.app, marketer, 'GET', FUNNEL('from=2026-11-20&to=2026-11-20&by=source'))).json().data;
    expect(bySource.groups).toEqual([
      row('DIRECT', [2, 1, 0, 1, 0], [0.5, 0, null, 0]),
      row('google', [1, 0, 1, 0, 0], [0, null, 0, null]),
      row('newsletter', [1, 1, 0, 0, 1], [1, 0, null, null]),
    ]);

    // The next India day alone, and both days.
    const next = (await asStaff(t.app, marketer, 'GET', FUNNEL('from=2026-11-21&to=2026-11-21'))).json().data;
    expect(next.total).toEqual(row('all', [1, 0, 1, 0, 0], [0, null, 0, null]));
    const both = (await asStaff(t.app, marketer, 'GET', FUNNEL('from=2026-11-20&to=2026-11-21'))).json().data;
    expect(both.total).toEqual(row('all', [5, 2, 2, 1, 1], [0.4, 1, 0.5, 1]));
    // A period with nothing in it.
    const empty = (await asStaff(t.app, marketer, 'GET', FUNNEL('from=2030-10-01&to=2030-10-31'))).json().data;
    expect(empty).toMatchObject({ total: row('all', [0, 0, 0, 0, 0], [null, null, null, null]), groups: [] });

    const vitals = await asStaff(t.app, marketer, 'GET', VITALS('from=2026-11-20&to=2026-11-20'));
    expect(vitals.statusCode, vitals.body).toBe(200);
    const data = vitals.json().data;
    expect(data.period).toEqual({ from: '2026-11-20', to: '2026-11-20', timeZone: 'Asia/Kolkata', eventsKeptDays: 90 });
    expect(data.pagesLeftOut).toBe(0);
    expect(data.pages).toEqual([
      {
        site: 'core',
        page: '/',
        device: 'phone',
        samples: 6,
        metrics: [
          // LCP 1000, 2000, 3000, 4000: the 75th percentile sits a quarter of the way from 3000 to 4000.
          { metric: 'LCP', p75: 3250, samples: 4, rating: 'needs-improvement' },
          // CLS 0.05 and 0.15: three quarters of the way, 0.125.
          { metric: 'CLS', p75: 0.125, samples: 2, rating: 'needs-improvement' },
        ],
      },
      {
        site: 'core',
        page: '/categories/*',
        device: 'desktop',
        samples: 3,
        metrics: [
          { metric: 'LCP', p75: 2100, samples: 2, rating: 'good' },
          { metric: 'INP', p75: 100, samples: 1, rating: 'good' },
        ],
      },
      { site: 'core', page: '/categories/*/*', device: 'desktop', samples: 1, metrics: [{ metric: 'TTFB', p75: 900, samples: 1, rating: 'needs-improvement' }] },
      { site: 'shopper', page: '/', device: 'tablet', samples: 1, metrics: [{ metric: 'LCP', p75: 5000, samples: 1, rating: 'poor' }] },
    ]);
    expect(data.thresholds).toContainEqual({ metric: 'CLS', unit: 'score', good: 0.1, poor: 0.25 });
    // The day before in India holds only the 60-second LCP sent at 23:30.
    const before = (await asStaff(t.app, marketer, 'GET', VITALS('from=2026-11-19&to=2026-11-19'))).json().data;
    expect(before.pages).toEqual([{ site: 'core', page: '/', device: 'phone', samples: 1, metrics: [{ metric: 'LCP', p75: 60_000, samples: 1, rating: 'poor' }] }]);
  });

  it.each([
    ['from=2026-11-21&to=2026-11-20', 'must not be before from', 'The end date must not be before the start date.'],
    ['from=2025-11-19&to=2026-11-20', 'must be at most 366 days from from, both included (this period has 367)', 'A period can be at most 366 days; this one has 367.'],
  ])('refuses %s with a clear 400', async (query, message, userMessage) => {
    for (const url of [FUNNEL(query), VITALS(query)]) {
      const answer = await asStaff(t.app, marketer, 'GET', url);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ systemErrorCode: 'TP400', userMessage, details: [{ path: 'query/to', message }] });
    }
  });

  it('takes a period of exactly 366 days', async () => {
    expect((await asStaff(t.app, marketer, 'GET', FUNNEL('from=2025-11-20&to=2026-11-20'))).statusCode).toBe(200);
    expect((await asStaff(t.app, marketer, 'GET', VITALS('from=2025-11-20&to=2026-11-20'))).statusCode).toBe(200);
  });

  it.each([
    [FUNNEL('to=2026-11-20'), 'query/from'],
    [FUNNEL('from=yesterday&to=2026-11-20'), 'query/from'],
    [FUNNEL('from=2026-11-20&to=2026-11-20&by=city'), 'query/by'],
    [VITALS('from=2026-11-20&to=2026-02-30'), 'query/to'],
  ])('refuses %s (the contract)', async (url, path) => {
    const answer = await asStaff(t.app, marketer, 'GET', url);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details[0].path).toBe(path);
  });
});

describe('insight: who may read it', () => {
  const allowed = new Set(['marketer', 'admin']);
  const urls = [FUNNEL('from=2026-11-20&to=2026-11-20'), VITALS('from=2026-11-20&to=2026-11-20')];

  it.each(STAFF_ROLES.flatMap((role) => urls.map((url) => [role, url] as const)))('a %s reading %s', async (role, url) => {
    const staff = await staffSession(t.database.db, role, clock.now);
    const answer = await asStaff(t.app, staff, 'GET', url);
    expect(answer.statusCode, answer.body).toBe(allowed.has(role) ? 200 : 403);
    if (!allowed.has(role)) expect(answer.json().systemErrorCode).toBe('ADMIN-403');
  });

  it.each(urls)('no session, or a member token, reading %s: 401', async (url) => {
    expect((await asStaff(t.app, undefined, 'GET', url)).statusCode).toBe(401);
    const member = await logIn(t.app, nextMobile());
    const answer = await t.app.inject({ method: 'GET', url, headers: bearer(member.accessToken) });
    expectStaffRefusal(answer, 401);
  });
});
