// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics';
import type { AnalyticsAdapter } from './adapters/types';
import type { AnalyticsEnvelope, CommonPayload } from './catalogue';
import { createConsentStore } from './consent';
import { createDispatcher } from './dispatcher';

const DEVICE = '6f0c2a8e-4b1d-4c7a-9e3f-2d5b8a1c0e47';

function envelope(name: AnalyticsEnvelope['name'], props: AnalyticsEnvelope['props'] = {}): AnalyticsEnvelope {
  return { name, props, at: '2026-11-20T10:00:00.000Z', path: '/', site: 'core', channel: 'TIMES_PRIME', loginState: 'LOGGED_OUT', primeProfile: null, savingsBucket: '0', ftpSource: 'DIRECT', memberId: null };
}

/** A fake page: its own event targets and visibility, so hide and leave can be played. */
function fakePage() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return {
    target: { window: win as unknown as Window, document: doc as unknown as Document },
    hide() {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    leave() {
      win.dispatchEvent(new Event('pagehide'));
    },
  };
}

/** A beacon that records the batches it was given. */
function recordingBeacon(accept = true) {
  const batches: Array<{ url: string; type: string; body: { deviceId: string; events: AnalyticsEnvelope[] } }> = [];
  const beacon = vi.fn((url: string, body: Blob) => {
    void body.text().then((text) => batches.push({ url, type: body.type, body: JSON.parse(text) }));
    return accept;
  });
  return { beacon, batches, settled: () => new Promise((resolve) => setTimeout(resolve, 0)) };
}

describe('the dispatcher', () => {
  it('sends nothing until the page is hidden, then one beacon with the queued events in order', async () => {
    const page = fakePage();
    const { beacon, batches, settled } = recordingBeacon();
    const dispatcher = createDispatcher({ endpoint: '/api/events', deviceId: DEVICE, transport: { beacon }, target: page.target });
    dispatcher.push(envelope('page_view', { title: 'Home' }));
    dispatcher.push(envelope('sign_in_clicked', { placement: 'header' }));
    expect(beacon).not.toHaveBeenCalled();
    page.hide();
    await settled();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(batches).toEqual([{ url: '/api/events', type: 'application/json', body: { deviceId: DEVICE, events: [envelope('page_view', { title: 'Home' }), envelope('sign_in_clicked', { placement: 'header' })] } }]);
    page.hide();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('sends on pagehide too (leaving for the payment gateway)', () => {
    const page = fakePage();
    const { beacon } = recordingBeacon();
    const dispatcher = createDispatcher({ endpoint: '/api/events', deviceId: DEVICE, transport: { beacon }, target: page.target });
    dispatcher.push(envelope('payment_initiated', { variant: 'PRIME_ANNUAL', amount: 999, promoCode: null }));
    page.leave();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('sends a full batch at once, at most maxBatch events a beacon', async () => {
    const page = fakePage();
    const { beacon, batches, settled } = recordingBeacon();
    const dispatcher = createDispatcher({ endpoint: '/api/events', deviceId: DEVICE, transport: { beacon }, target: page.target, maxBatch: 3 });
    for (let i = 0; i < 7; i += 1) dispatcher.push(envelope('page_view', { title: `p${i}` }));
    expect(beacon).toHaveBeenCalledTimes(2);
    page.hide();
    await settled();
    expect(batches.map((batch) => batch.body.events.map((event) => event.props.title))).toEqual([['p0', 'p1', 'p2'], ['p3', 'p4', 'p5'], ['p6']]);
  });

  it('falls back to fetch with keepalive when the beacon is refused', () => {
    const page = fakePage();
    const { beacon } = recordingBeacon(false);
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const dispatcher = createDispatcher({ endpoint: '/api/events', deviceId: DEVICE, transport: { beacon, fetch }, target: page.target });
    dispatcher.push(envelope('error_track', { kind: 'route', message: 'x', status: 500 }));
    page.hide();
    expect(fetch).toHaveBeenCalledWith('/api/events', expect.objectContaining({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } }));
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ deviceId: DEVICE, events: [{ name: 'error_track' }] });
  });

  describe('third-party adapters', () => {
    function fakeAdapter(id = 'pixel') {
      const sent: string[] = [];
      const adapter: AnalyticsAdapter & { load: ReturnType<typeof vi.fn> } = { id, load: vi.fn(async () => undefined), send: (event) => sent.push(event.name) };
      return { adapter, sent };
    }
    const memory = () => {
      const map = new Map<string, string>();
      return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
    };

    it('load nothing and receive nothing without consent', () => {
      const { adapter, sent } = fakeAdapter();
      const dispatcher = createDispatcher({ endpoint: '/api/events', deviceId: DEVICE, transport: {}, target: fakePage().target, adapters: [adapter], consent: createConsentStore(memory()) });
      dispatcher.push(envelope('purchase_conversion', { orderId: 'o', variant: 'PRIME_ANNUAL', amount: 999, currency: 'INR' }));
      expect(adapter.load).not.toHaveBeenCalled();
      expect(sent).toEqual([]);
    });

    it('load once consent is granted and get the events tracked after they loaded', async () => {
      const { adapter, sent } = fakeAdapter();
      const consent = createConsentStore(memory());
      const dispatcher = createDispatcher({ endpoint: '/api/events', deviceId: DEVICE, transport: {}, target: fakePage().target, adapters: [adapter], consent });
      dispatcher.push(envelope('page_view', { title: 'before consent' }));
      consent.set('granted');
      expect(adapter.load).toHaveBeenCalledTimes(1);
      await Promise.resolve();
      dispatcher.push(envelope('add_to_cart', { placement: 'home', actionType: 'REVIEW_ORDER', promoCode: null }));
      consent.set('granted');
      expect(adapter.load).toHaveBeenCalledTimes(1);
      expect(sent).toEqual(['add_to_cart']);
    });

    it('stop receiving when consent is withdrawn', async () => {
      const { adapter, sent } = fakeAdapter();
      const storage = memory();
      storage.setItem('rp_analytics_consent', 'granted');
      const consent = createConsentStore(storage);
      const dispatcher = createDispatcher({ endpoint: '/api/events', deviceId: DEVICE, transport: {}, target: fakePage().target, adapters: [adapter], consent });
      await Promise.resolve();
      dispatcher.push(envelope('page_view', { title: 'a' }));
      consent.set('denied');
      dispatcher.push(envelope('page_view', { title: 'b' }));
      expect(sent).toEqual(['page_view']);
    });
  });
});

describe('the analytics handle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const context = (): CommonPayload => ({ site: 'core', channel: 'TIMES_PRIME', loginState: 'LOGGED_OUT', primeProfile: null, savingsBucket: '0', ftpSource: null, memberId: null });

  it('keeps events tracked before start, with the state they happened in, and sends them after', async () => {
    let state = context();
    let path = '/';
    const analytics = createAnalytics({ context: () => state, path: () => path, now: () => new Date('2026-11-20T10:00:00Z') });
    analytics.track('page_view', { title: 'Home' });
    state = { ...state, loginState: 'LOGGED_IN', primeProfile: 5, savingsBucket: '1-300', memberId: 'sso-1', ftpSource: 'google' };
    path = '/payment?promo=X';
    analytics.track('add_to_cart', { placement: 'home', actionType: 'REVIEW_ORDER', promoCode: 'X' });
    const { beacon, batches, settled } = recordingBeacon();
    await analytics.start({ endpoint: '/api/events', deviceId: DEVICE, transport: { beacon }, ftpSource: () => 'DIRECT', webVitals: false });
    analytics.flush();
    await settled();
    const [first, second] = batches[0]?.body.events ?? [];
    expect(first).toMatchObject({ name: 'page_view', path: '/', loginState: 'LOGGED_OUT', ftpSource: 'DIRECT', memberId: null });
    expect(second).toMatchObject({ name: 'add_to_cart', path: '/payment', loginState: 'LOGGED_IN', primeProfile: 5, savingsBucket: '1-300', ftpSource: 'google', memberId: 'sso-1' });
  });

  it('blanks personal data and caps lists in props before sending', async () => {
    const analytics = createAnalytics({ context, path: () => '/' });
    const { beacon, batches, settled } = recordingBeacon();
    await analytics.start({ endpoint: '/api/events', deviceId: DEVICE, transport: { beacon }, webVitals: false });
    analytics.track('error_track', { kind: 'render', message: 'no user 9876543210 / a@b.co', status: null });
    analytics.track('banner_impression', { slot: 'WEEKLY', items: Array.from({ length: 20 }, (_, i) => `o${i}`), count: 20 });
    analytics.flush();
    await settled();
    const [error, impression] = batches[0]?.body.events ?? [];
    expect(error?.props.message).toBe('no user [redacted] / [redacted]');
    expect(impression?.props.items).toHaveLength(15);
  });
});
