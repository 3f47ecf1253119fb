// @vitest-environment happy-dom
import { createSessionStore } from '@rewards/auth';
import { loginResult } from '@rewards/auth/testing';
import { examplePartners } from '@rewards/partner/examples';
import { describe, expect, it } from 'vitest';
import { errorTrackProps } from '../errors/RouteError';
import { createSiteAnalytics } from './siteAnalytics';

const DEVICE = '6f0c2a8e-4b1d-4c7a-9e3f-2d5b8a1c0e47';

async function started(partner = examplePartners.core) {
  const session = createSessionStore({ storage: undefined, channel: undefined });
  const site = createSiteAnalytics(partner, session);
  const sent: Array<Record<string, unknown>> = [];
  const beacon = (_url: string, body: Blob) => {
    void body.text().then((text) => sent.push(...(JSON.parse(text) as { events: Array<Record<string, unknown>> }).events));
    return true;
  };
  await site.analytics.start({ endpoint: '/api/events', deviceId: DEVICE, transport: { beacon }, webVitals: false });
  const flushed = async () => {
    site.analytics.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return sent;
  };
  return { session, site, flushed };
}

describe('the site’s analytics', () => {
  it('carries the partner’s channel and the session’s state, and the first-touch source once the attribution store is read', async () => {
    const { session, site, flushed } = await started(examplePartners.shopper);
    site.analytics.track('sign_in_clicked', { placement: 'header' });
    site.useAttribution(() => 'newsletter');
    session.completeLogin(loginResult('SHOW_HOME', { ssoId: 'sso-7', primeProfile: 5, totalSavings: 5200 }));
    const events = await flushed();
    expect(events[0]).toMatchObject({ name: 'sign_in_clicked', site: 'shopper', channel: examplePartners.shopper.channel, loginState: 'LOGGED_OUT', savingsBucket: '0', ftpSource: null, memberId: null });
    expect(events[1]).toMatchObject({ name: 'login_success', loginState: 'LOGGED_IN', primeProfile: 5, savingsBucket: '5001-7000', ftpSource: 'newsletter', memberId: 'sso-7' });
  });

  it('tracks a login once, and not a profile change or a renewal', async () => {
    const { session, flushed } = await started();
    session.completeLogin(loginResult('SHOW_HOME'));
    const user = session.getState().user;
    session.finishArriving();
    if (user) session.setUser({ ...user, firstName: 'Changed' });
    session.onRenewed({ accessToken: 'renewed-token', loginType: 'SSO' } as Parameters<typeof session.onRenewed>[0]);
    const events = await flushed();
    expect(events.filter((event) => event.name === 'login_success')).toHaveLength(1);
  });
});

describe('error_track', () => {
  it('names the screen, the message and the status', () => {
    expect(errorTrackProps(new Error('boom'))).toEqual({ kind: 'render', message: 'Error: boom', status: null });
  });
});
