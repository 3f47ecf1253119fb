import type { Consent } from '@rewards/analytics/consent';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './createApiClient';
import { MARKETING_CONSENT_PATH, syncMarketingConsent, type ConsentSession } from './marketingConsent';
import { fakeFetch, jsonResponse, TEST_BASE_URL } from './testing/fakeFetch';
import { memoryStorage } from './testing/memoryStorage';

function setup(initial: Consent, state: ReturnType<ConsentSession['getState']>, memory = memoryStorage()) {
  const fake = fakeFetch(() => jsonResponse(200, { success: true, data: { consent: 'granted', delivery: 'queued' } }));
  const api = createApiClient({ baseUrl: TEST_BASE_URL, channel: 'TIMES_PRIME', fetch: fake.fetch, logErrors: false, getDeviceId: () => 'device-1' });
  const sessionListeners = new Set<() => void>();
  const consentListeners = new Set<(consent: Consent) => void>();
  let current = initial;
  const session = {
    state,
    getState() {
      return this.state;
    },
    subscribe: (listener: () => void) => (sessionListeners.add(listener), () => sessionListeners.delete(listener)),
    set(next: ReturnType<ConsentSession['getState']>) {
      this.state = next;
      sessionListeners.forEach((listener) => listener());
    },
  };
  const consent = {
    get: () => current,
    subscribe: (listener: (consent: Consent) => void) => (consentListeners.add(listener), () => consentListeners.delete(listener)),
    set(next: Consent) {
      current = next;
      consentListeners.forEach((listener) => listener(next));
    },
  };
  const stop = syncMarketingConsent(api, session, consent, memory);
  const bodies = new Map<Request, string>();
  const sent = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return Promise.all(
      fake.requestsTo(MARKETING_CONSENT_PATH).map(async (request) => {
        if (!bodies.has(request)) bodies.set(request, await request.text());
        return { method: request.method, body: bodies.get(request) };
      }),
    );
  };
  return { session, consent, sent, stop, memory };
}

const visitor = { status: 'loggedOut', accessToken: undefined, user: undefined };
const asha: { ssoId: string; firstName: string } = { ssoId: 'sso_asha01', firstName: 'Asha' };
const member = { status: 'loggedIn', accessToken: 'token-1', user: asha };

describe('syncMarketingConsent', () => {
  it('tells nothing for a visitor or an undecided member', async () => {
    const { session, sent } = setup('unset', visitor);
    session.set(member);
    expect(await sent()).toEqual([]);
  });

  it('tells the member’s answer once they have decided and signed in, once per answer and record', async () => {
    const { session, consent, sent } = setup('granted', visitor);
    expect(await sent()).toEqual([]);
    session.set(member);
    session.set({ ...member });
    expect(await sent()).toEqual([{ method: 'PUT', body: '{"consent":"granted"}' }]);
    session.set({ ...member, user: { ...asha, firstName: 'Asha R' } as typeof asha });
    consent.set('denied');
    expect(await sent()).toEqual([
      { method: 'PUT', body: '{"consent":"granted"}' },
      { method: 'PUT', body: '{"consent":"granted"}' },
      { method: 'PUT', body: '{"consent":"denied"}' },
    ]);
  });

  it('tells a guest nothing, and stops when asked', async () => {
    const { session, consent, sent, stop } = setup('granted', { status: 'loggingIn', accessToken: 'guest', user: undefined });
    stop();
    session.set(member);
    consent.set('denied');
    expect(await sent()).toEqual([]);
  });

  it('does not tell the same answer again on the next page load of the tab', async () => {
    const first = setup('granted', member);
    expect(await first.sent()).toHaveLength(1);
    const reload = setup('granted', member, first.memory);
    expect(await reload.sent()).toEqual([]);
  });
});
