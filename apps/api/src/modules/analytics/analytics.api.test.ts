import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema';
import { postJson, useTestApp } from '../../test/harness';

const EVENTS = '/api/events';
const DEVICE = '6f0c2a8e-4b1d-4c7a-9e3f-2d5b8a1c0e47';
const OTHER_DEVICE = '0b7e6d5c-4a39-4281-9f0e-1d2c3b4a5968';

/** One event as the dispatcher sends it; `overrides` replace the common payload's fields. */
function event(name: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    at: '2026-11-20T10:00:00.000Z',
    path: '/',
    site: 'core',
    channel: 'TIMES_PRIME',
    loginState: 'LOGGED_OUT',
    primeProfile: null,
    savingsBucket: '0',
    ftpSource: 'DIRECT',
    memberId: null,
    props: {},
    ...overrides,
  };
}

const send = (app: Parameters<typeof postJson>[0], body: unknown, ip = '198.51.100.20') =>
  app.inject({ method: 'POST', url: EVENTS, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

describe('POST /api/events (the analytics collector)', () => {
  const t = useTestApp({ now: () => new Date('2026-11-20T10:00:05Z'), config: { analyticsLimitPerMinute: 5 } });

  it('stores a batch in its order and answers 204; /dev/events reads it back newest first', async () => {
    const batch = {
      deviceId: DEVICE,
      events: [
        event('page_view', { props: { title: 'Home' } }),
        event('sign_in_clicked', { at: '2026-11-20T10:00:01.000Z', props: { placement: 'header' } }),
        event('banner_impression', { at: '2026-11-20T10:00:02.000Z', savingsBucket: '1001-3000', primeProfile: 5, loginState: 'LOGGED_IN', memberId: 'sso-123', props: { slot: 'WEEKLY', items: ['a', 'b'] } }),
      ],
    };
    const response = await send(t.app, batch, '198.51.100.1');
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');

    const stored = await t.app.inject({ method: 'GET', url: `/dev/events?limit=3&deviceId=${DEVICE}` });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['cache-control']).toBe('no-store');
    const rows = stored.json() as Array<Record<string, unknown>>;
    expect(rows.map((row) => row.name)).toEqual(['banner_impression', 'sign_in_clicked', 'page_view']);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      receivedAt: '2026-11-20T10:00:05.000Z',
      deviceId: DEVICE,
      name: 'banner_impression',
      at: '2026-11-20T10:00:02.000Z',
      path: '/',
      site: 'core',
      channel: 'TIMES_PRIME',
      loginState: 'LOGGED_IN',
      primeProfile: 5,
      savingsBucket: '1001-3000',
      ftpSource: 'DIRECT',
      memberId: 'sso-123',
      props: { slot: 'WEEKLY', items: ['a', 'b'] },
    });
  });

  it('answers only the asked number of events, and only the asked device’s', async () => {
    expect((await send(t.app, { deviceId: OTHER_DEVICE, events: [event('add_to_cart'), event('payment_initiated')] }, '198.51.100.2')).statusCode).toBe(204);
    const limited = (await t.app.inject({ method: 'GET', url: '/dev/events?limit=1' })).json() as Array<{ name: string; deviceId: string }>;
    expect(limited).toHaveLength(1);
    expect(limited[0]).toMatchObject({ name: 'payment_initiated', deviceId: OTHER_DEVICE });
    const mine = (await t.app.inject({ method: 'GET', url: `/dev/events?deviceId=${DEVICE}` })).json() as Array<{ deviceId: string }>;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.deviceId === DEVICE)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/dev/events?limit=0' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/dev/events?limit=501' })).statusCode).toBe(400);
  });

  it.each([
    ['an unknown event name', { deviceId: DEVICE, events: [event('pixel_fired')] }, 'body/events/0/name'],
    ['an empty batch', { deviceId: DEVICE, events: [] }, 'body/events'],
    ['more than 50 events', { deviceId: DEVICE, events: Array.from({ length: 51 }, () => event('page_view')) }, 'body/events'],
    ['a device id that is not a UUID', { deviceId: 'device-1', events: [event('page_view')] }, 'body/deviceId'],
    ['a savings bucket not in the spec', { deviceId: DEVICE, events: [event('page_view', { savingsBucket: '1-500' })] }, 'body/events/0/savingsBucket'],
    ['a login state not in the list', { deviceId: DEVICE, events: [event('page_view', { loginState: 'ADMIN' })] }, 'body/events/0/loginState'],
    ['a path with its query', { deviceId: DEVICE, events: [event('page_view', { path: '/payment?promo=X' })] }, 'body/events/0/path'],
    ['an unknown common field', { deviceId: DEVICE, events: [event('page_view', { userAgent: 'x' })] }, 'body/events/0/userAgent'],
    ['an impression list longer than 15 products', { deviceId: DEVICE, events: [event('banner_impression', { props: { items: Array.from({ length: 16 }, (_, i) => `o${i}`) } })] }, 'body/events/0/props/items'],
    ['a nested object in props', { deviceId: DEVICE, events: [event('page_view', { props: { user: { name: 'x' } } })] }, 'body/events/0/props/user'],
    ['a missing savings bucket', { deviceId: DEVICE, events: [event('page_view', { savingsBucket: undefined })] }, 'body/events/0/savingsBucket'],
  ])('refuses %s (400 TP400, nothing stored)', async (_case, body, path) => {
    const before = await storedCount();
    const response = await send(t.app, body, '198.51.100.3');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, systemErrorCode: 'TP400' });
    expect((response.json() as { details: Array<{ path: string }> }).details.map((detail) => detail.path)).toContain(path);
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['a mobile number in props', { props: { query: 'call 9876543210' } }, 'body/events/0/props/query'],
    ['a +91 mobile in an impression list', { props: { items: ['ok', '+91 9876543210'] } }, 'body/events/0/props/items/1'],
    ['an email address in props', { props: { text: 'me@example.com' } }, 'body/events/0/props/text'],
    ['an email address in the path', { path: '/profile/me@example.com' }, 'body/events/0/path'],
    ['a mobile number as first-touch source', { ftpSource: '9876543210' }, 'body/events/0/ftpSource'],
  ])('refuses personal data: %s', async (_case, overrides, path) => {
    const before = await storedCount();
    const response = await send(t.app, { deviceId: DEVICE, events: [event('page_view', overrides)] }, '198.51.100.4');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ systemErrorCode: 'TP400', details: [{ path, message: 'must not hold a mobile number or an email address' }] });
    expect(await storedCount()).toBe(before);
  });

  it('keeps numbers that are not mobiles (order amounts, web vitals, offer ids)', async () => {
    const response = await send(t.app, { deviceId: DEVICE, events: [event('web_vitals', { props: { metric: 'LCP', value: 1234.5, id: 'v5-1732000000000-1234567890123' } })] }, '198.51.100.5');
    expect(response.statusCode, response.body).toBe(204);
  });

  it('refuses a body that is not JSON (sendBeacon must send a JSON Blob)', async () => {
    const response = await t.app.inject({ method: 'POST', url: EVENTS, remoteAddress: '198.51.100.6', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify({ deviceId: DEVICE, events: [event('page_view')] }) });
    expect(response.statusCode).toBe(400);
  });

  it('limits batches per address per minute (TP429 with Retry-After), other addresses unaffected', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i += 1) expect((await send(t.app, { deviceId: DEVICE, events: [event('page_view')] }, ip)).statusCode).toBe(204);
    const refused = await send(t.app, { deviceId: DEVICE, events: [event('page_view')] }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, systemErrorCode: 'TP429' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(t.app, { deviceId: DEVICE, events: [event('page_view')] }, '203.0.113.51')).statusCode).toBe(204);
  });

  async function storedCount(): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(analyticsEvents);
    return row?.n ?? 0;
  }
});

describe('without development helpers (production)', () => {
  const production = useTestApp({ config: { auth: { smsAdapter: 'log' } } });

  it('has no /dev/events (404 like any unknown path) but still collects', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/dev/events?limit=5' });
    expect(response.statusCode).toBe(404);
    expect((await postJson(production.app, EVENTS, { deviceId: DEVICE, events: [event('page_view')] })).statusCode).toBe(204);
  });
});
