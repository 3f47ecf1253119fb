import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema';
import { postJson, useTestApp, type TestApp } from '../../test/harness';

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

async function countRows(db: TestApp['database']['db']): Promise<number> {
  const [row] = await db.select({ n: count() }).from(analyticsEvents);
  return row?.n ?? 0;
}

const send = (app: Parameters<typeof postJson>[0], body: unknown, ip = '198.51.100.20') =>
  app.inject({ method: 'POST', url: EVENTS, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

describe('POST /api/events (the analytics collector)', () => {
  const t = useTestApp({ now: () => new Date('2026-11-20T10:00:05Z'), config: { analyticsLimitPerMinute: 5, analyticsLimitPerDevicePerMinute: 1_000 } });

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

  it('keeps what the allow-list names: amounts, statuses, web vitals, safe text with short numbers', async () => {
    const events = [
      event('web_vitals', { props: { metric: 'LCP', value: 1234.5, rating: 'good', navigationType: 'navigate' } }),
      event('purchase_conversion', { memberId: 'sso_Q2xhc3NpZmllZEJ5VGhl', props: { orderId: 'ord_a1B2c3D4e5F6g7H8', variant: 'PRIME_ANNUAL', amount: 999, currency: 'INR' } }),
      event('error_track', { props: { kind: 'api', message: 'TP503 after 2 tries, order 1234 of ₹999', status: 503 } }),
    ];
    const response = await send(t.app, { deviceId: DEVICE, events }, '198.51.100.5');
    expect(response.statusCode, response.body).toBe(204);
    const stored = (await t.app.inject({ method: 'GET', url: `/dev/events?limit=3&deviceId=${DEVICE}` })).json() as Array<{ props: unknown }>;
    expect(stored.map((row) => row.props).reverse()).toEqual(events.map((sent) => sent.props));
  });

  it.each([
    ['a property the event does not have', event('page_view', { props: { title: 'Home', referrer: 'x' } }), 'body/events/1/props/referrer', /is not a property of page_view/],
    ['a value of another shape', event('sign_in_clicked', { props: { placement: 'the header' } }), 'body/events/1/props/placement', /must be a word/],
    ['a number beyond its bound', event('payment_initiated', { props: { variant: 'PRIME_ANNUAL', amount: 5_000_000 } }), 'body/events/1/props/amount', /from 0 to 1000000/],
    ['a member id that is not an ssoId', event('page_view', { memberId: 'aarav' }), 'body/events/1/memberId', /ssoId/],
  ])('refuses %s (400 TP400 naming the field, nothing stored)', async (_case, refused, path, message) => {
    const before = await storedCount();
    const response = await send(t.app, { deviceId: DEVICE, events: [event('page_view'), refused] }, '198.51.100.4');
    expect(response.statusCode, response.body).toBe(400);
    const details = (response.json() as { details: Array<{ path: string; message: string }> }).details;
    expect(details.find((detail) => detail.path === path)?.message).toMatch(message);
    expect(await storedCount()).toBe(before);
  });

  it('refuses more events than ANALYTICS_MAX_EVENTS_PER_BATCH (20 here) within the contract’s 50', async () => {
    const before = await storedCount();
    const response = await send(t.app, { deviceId: DEVICE, events: Array.from({ length: 21 }, () => event('page_view')) }, '198.51.100.7');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ systemErrorCode: 'TP400', details: [{ path: 'body/events', message: 'must hold at most 20 events' }] });
    expect(await storedCount()).toBe(before);
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

  const storedCount = () => countRows(t.database.db);
});

describe('limits per device', () => {
  const t = useTestApp({ now: () => new Date('2026-11-20T10:00:05Z'), config: { analyticsLimitPerMinute: 1_000, analyticsLimitPerDevicePerMinute: 4 } });
  const storedCount = () => countRows(t.database.db);
  it('limits batches per device per minute across addresses (TP429), other devices unaffected, nothing stored', async () => {
    const device = '5a5a5a5a-0000-4000-8000-00000000d001';
    for (let i = 0; i < 4; i += 1) expect((await send(t.app, { deviceId: device, events: [event('page_view')] }, `203.0.113.${60 + i}`)).statusCode).toBe(204);
    const before = await storedCount();
    const refused = await send(t.app, { deviceId: device, events: [event('page_view'), event('sign_in_clicked')] }, '203.0.113.70');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ systemErrorCode: 'TP429' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedCount()).toBe(before);
    expect((await send(t.app, { deviceId: '5a5a5a5a-0000-4000-8000-00000000d002', events: [event('page_view')] }, '203.0.113.70')).statusCode).toBe(204);
  });

});

describe('a flood from one address (the default limits: 30 batches per address, 12 per device, 20 events a batch)', () => {
  // One minute's window: the clock stands at its start, so every batch below counts in it.
  const t = useTestApp({ now: () => new Date('2026-11-20T10:00:00Z'), config: { analyticsLimitPerMinute: 30, analyticsLimitPerDevicePerMinute: 12, analyticsMaxEventsPerBatch: 20 } });
  const batchOf20 = () => Array.from({ length: 20 }, () => event('page_view'));

  it('200 batches of 20 from one device store 12 × 20 rows; rotating device ids, 30 × 20; the rest answer 429', { timeout: 120_000 }, async () => {
    const flood = async (ip: string, deviceOf: (i: number) => string) => {
      const before = await countRows(t.database.db);
      const statuses: Record<number, number> = {};
      const started = performance.now();
      for (let i = 0; i < 200; i += 1) {
        const { statusCode } = await send(t.app, { deviceId: deviceOf(i), events: batchOf20() }, ip);
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      }
      return { rows: (await countRows(t.database.db)) - before, statuses, ms: Math.round(performance.now() - started) };
    };
    const oneDevice = await flood('203.0.113.90', () => DEVICE);
    const rotating = await flood('203.0.113.91', (i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    console.info(
      `[analytics flood] 200 batches × 20 events in one minute from one address: one device id → ${oneDevice.rows} rows stored (${JSON.stringify(oneDevice.statuses)}, ${oneDevice.ms} ms); ` +
        `a new device id per batch → ${rotating.rows} rows stored (${JSON.stringify(rotating.statuses)}, ${rotating.ms} ms); before: 120 batches × up to 50 = 6,000 rows a minute`,
    );
    expect(oneDevice).toMatchObject({ rows: 12 * 20, statuses: { 204: 12, 429: 188 } });
    expect(rotating).toMatchObject({ rows: 30 * 20, statuses: { 204: 30, 429: 170 } });
  });
});

describe('without development helpers (production)', () => {
  const production = useTestApp({ config: { auth: { smsAdapter: 'log' } } });

  it('has no /dev/events (404 like any unknown path) but still collects', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/dev/events?limit=5' });
    expect(response.statusCode).toBe(404);
    expect((await postJson(production.app, EVENTS, { deviceId: DEVICE, events: [event('page_view')] })).statusCode).toBe(204);
  });
});
