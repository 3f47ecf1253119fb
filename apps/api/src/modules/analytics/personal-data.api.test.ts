// The analytics personal-data probes (issue 29): sixteen ways a mobile number, an email address or a
// PAN could reach the collector, each sent as its own batch beside a harmless event. None may be
// stored: each batch is refused whole, and the table is read afterwards for any trace of them.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const DEVICE = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

function event(name: string, overrides: Record<string, unknown> = {}) {
  return { name, at: '2026-11-20T10:00:00.000Z', path: '/', site: 'core', channel: 'TIMES_PRIME', loginState: 'LOGGED_OUT', primeProfile: null, savingsBucket: '0', ftpSource: 'DIRECT', memberId: null, props: {}, ...overrides };
}

/** [probe, the event carrying it, the field the refusal names, the text that must never be stored] */
const PROBES: Array<[string, ReturnType<typeof event>, string, string]> = [
  ['a bare mobile in a prop', event('promo_apply_btn_clicked', { props: { placement: 'review_order', code: '9876543210' } }), 'props/code', '9876543210'],
  ['a mobile as 98765 43210 in the page title', event('page_view', { props: { title: 'Call 98765 43210' } }), 'props/title', '98765 43210'],
  ['a mobile as +91 98765-43210 in an error message', event('error_track', { props: { kind: 'render', message: 'no user +91 98765-43210', status: null } }), 'props/message', '98765-43210'],
  ['a mobile as +919876543210 as the channel', event('page_view', { channel: '+919876543210' }), 'channel', '919876543210'],
  ['a mobile as 0091-9876543210 as the first-touch source', event('page_view', { ftpSource: '0091-9876543210' }), 'ftpSource', '0091-9876543210'],
  ['a mobile as 919876543210 as the site', event('page_view', { site: '919876543210' }), 'site', '919876543210'],
  ['a mobile as the member id', event('page_view', { loginState: 'LOGGED_IN', primeProfile: 1, memberId: '9876543210' }), 'memberId', '9876543210'],
  ['a mobile inside an ssoId-shaped member id', event('page_view', { loginState: 'LOGGED_IN', primeProfile: 1, memberId: 'sso_919876543210' }), 'memberId', 'sso_919876543210'],
  ['a mobile in the path', event('page_view', { path: '/profile/9876543210' }), 'path', '9876543210'],
  ['a mobile as a number', event('web_vitals', { props: { metric: 'LCP', value: 9876543210, rating: 'good', navigationType: 'navigate' } }), 'props/value', '9876543210'],
  ['a mobile in a property the event does not have', event('sign_in_clicked', { props: { placement: 'header', phone: '98765 43210' } }), 'props/phone', '43210'],
  ['a plain email in the page title', event('page_view', { props: { title: 'aarav@example.com' } }), 'props/title', 'aarav@example.com'],
  ['a URL-encoded email in the path', event('page_view', { path: '/u/aarav%40example.com' }), 'path', 'aarav%40example.com'],
  ['an email spelt with (at) as the first-touch source', event('page_view', { ftpSource: 'aarav(at)example.com' }), 'ftpSource', 'aarav(at)example.com'],
  ['an email in an impression list', event('banner_impression', { props: { slot: 'weekly', items: ['tandoor-tales', 'aarav@example.com'], count: 2 } }), 'props/items/1', 'aarav@example.com'],
  ['a PAN as a promo code', event('promo_apply_btn_clicked', { props: { placement: 'review_order', code: 'ABCPE1234F' } }), 'props/code', 'ABCPE1234F'],
];

describe('the analytics personal-data probes', () => {
  const t = useTestApp({ now: () => new Date('2026-11-20T10:00:05Z'), config: { analyticsLimitPerMinute: 1_000, analyticsLimitPerDevicePerMinute: 1_000 } });
  const outcome = { stored: 0, refused: 0 };
  afterAll(() => console.info(`[analytics probes] ${PROBES.length} probes: ${outcome.refused} refused, ${outcome.stored} stored`));

  it('has sixteen probes', () => {
    expect(PROBES).toHaveLength(16);
  });

  it.each(PROBES)('refuses %s (400 TP400 naming the field)', async (_probe, probe, field) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: '198.51.100.80',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ deviceId: DEVICE, events: [event('page_view'), probe] }),
    });
    if (response.statusCode === 204) outcome.stored += 1;
    else outcome.refused += 1;
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, systemErrorCode: 'TP400' });
    expect((response.json() as { details: Array<{ path: string }> }).details.map((detail) => detail.path)).toContain(`body/events/1/${field}`);
  });

  it('stored nothing: no row at all, and no trace of any probe in the table', async () => {
    const result = await t.database.db.execute(sql`select row_to_json(e)::text as row from analytics_events e`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ row: string }>;
    expect(rows).toEqual([]);
    for (const [, , , needle] of PROBES) expect(rows.some(({ row }) => row.includes(needle))).toBe(false);
    expect(outcome).toEqual({ stored: 0, refused: PROBES.length });
  });
});
