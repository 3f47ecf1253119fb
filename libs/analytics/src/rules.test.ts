import { describe, expect, it } from 'vitest';
import { commonPayload, loginStateOf } from './context';
import { cappedImpressions, IMPRESSION_CAP } from './impressions';
import { pathOnly, redact, REDACTED } from './privacy';
import { vitalValue } from './webVitals';
import { pixelEvent } from './adapters/metaPixel';
import type { AnalyticsEnvelope } from './catalogue';

describe('cappedImpressions (impressions capped at 15 products)', () => {
  it('keeps the first 15 distinct ids in order', () => {
    const ids = Array.from({ length: 20 }, (_, i) => `offer-${i}`);
    expect(cappedImpressions(ids)).toEqual(ids.slice(0, 15));
    expect(IMPRESSION_CAP).toBe(15);
  });
  it('skips empty and repeated ids, and keeps numbers as text', () => {
    expect(cappedImpressions([1, 1, '', null, undefined, 'a', 2])).toEqual(['1', 'a', '2']);
  });
});

describe('privacy', () => {
  it.each([
    ['a bare mobile', 'call 9876543210 now', `call ${REDACTED} now`],
    ['a +91 mobile', 'from +91 9876543210', `from ${REDACTED}`],
    ['an email', 'for me@example.com.', `for ${REDACTED}`],
    ['a +91 mobile with a dash', 'from +91 98765-43210', `from ${REDACTED}`],
    ['a URL-encoded email', 'for aarav%40example.com', `for ${REDACTED}`],
    ['a PAN', 'pan ABCPE1234F', `pan ${REDACTED}`],
  ])('redacts %s', (_case, text, redacted) => {
    expect(redact(text)).toBe(redacted);
  });
  it('keeps short numbers, and blanks long ones (a mobile in any format, an account or ID number)', () => {
    expect(redact('order 1234 of ₹999 on 20/11/2026')).toBe('order 1234 of ₹999 on 20/11/2026');
    expect(redact('id 12345678901234, 98765 43210')).toBe(`id ${REDACTED}, ${REDACTED}`);
  });
  it('keeps a path only: no query, no fragment, personal data blanked', () => {
    expect(pathOnly('/payment?promo=GIFT&mobile=9876543210#top')).toBe('/payment');
    expect(pathOnly('/login/9876543210')).toBe(`/login/${REDACTED}`);
    expect(pathOnly('')).toBe('/');
  });
});

describe('the common payload', () => {
  const base = { site: 'core', channel: 'TIMES_PRIME', ftpSource: 'DIRECT' };
  it.each([
    ['a visitor', { status: 'loggedOut', loginType: undefined, hasToken: false }, 'LOGGED_OUT'],
    ['a session being restored', { status: 'loggingIn', loginType: undefined, hasToken: false }, 'LOGGED_OUT'],
    ['a guest session', { status: 'loggedOut', loginType: 'GUEST', hasToken: true }, 'GUEST'],
    ['a member', { status: 'loggedIn', loginType: 'OTP', hasToken: true }, 'LOGGED_IN'],
  ] as const)('%s is %s', (_case, session, state) => {
    expect(loginStateOf(session)).toBe(state);
  });

  it('carries a member’s primeProfile, savings bucket and ssoId', () => {
    expect(commonPayload({ ...base, status: 'loggedIn', loginType: 'OTP', hasToken: true, user: { ssoId: 'sso-1', primeProfile: 5, totalSavings: 4200 } })).toEqual({
      site: 'core',
      channel: 'TIMES_PRIME',
      loginState: 'LOGGED_IN',
      primeProfile: 5,
      savingsBucket: '3001-5000',
      ftpSource: 'DIRECT',
      memberId: 'sso-1',
    });
  });

  it('gives a visitor or a guest no profile, bucket 0 and no member id', () => {
    const guest = commonPayload({ ...base, channel: 'SHOPPERS_STOP', status: 'loggedOut', loginType: 'GUEST', hasToken: true, user: { ssoId: 'sso-2', primeProfile: 0, totalSavings: 50 } });
    expect(guest).toMatchObject({ channel: 'SHOPPERS_STOP', loginState: 'GUEST', primeProfile: null, savingsBucket: '0', memberId: null });
  });
});

describe('web vitals values', () => {
  it('multiplies CLS by 1000 and rounds the rest to whole milliseconds', () => {
    expect(vitalValue('CLS', 0.1234)).toBe(123);
    expect(vitalValue('LCP', 1834.6)).toBe(1835);
    expect(vitalValue('INP', 40)).toBe(40);
  });
});

describe('the advertising pixel’s events', () => {
  const envelope = (name: AnalyticsEnvelope['name'], props: AnalyticsEnvelope['props']): AnalyticsEnvelope => ({
    name,
    props,
    at: '2026-11-20T10:00:00.000Z',
    path: '/',
    site: 'core',
    channel: 'TIMES_PRIME',
    loginState: 'LOGGED_IN',
    primeProfile: 1,
    savingsBucket: '0',
    ftpSource: 'DIRECT',
    memberId: 'sso-1',
  });
  it('sends a trial at price 0 and quantity 1', () => {
    expect(pixelEvent(envelope('trial_conversion', { variant: 'FREE_TRIAL', price: 0, quantity: 1, currency: 'INR' }))).toEqual({
      name: 'StartTrial',
      data: { value: 0, currency: 'INR', contents: [{ id: 'FREE_TRIAL', quantity: 1, item_price: 0 }] },
    });
  });
  it('sends a purchase with its amount, and nothing for events it does not take', () => {
    expect(pixelEvent(envelope('purchase_conversion', { orderId: 'o1', variant: 'PRIME_ANNUAL', amount: 999, currency: 'INR' }))).toMatchObject({ name: 'Purchase', data: { value: 999, currency: 'INR' } });
    expect(pixelEvent(envelope('carousel_swiped', { carousel: 'x', direction: 'next' }))).toBeNull();
  });
});
