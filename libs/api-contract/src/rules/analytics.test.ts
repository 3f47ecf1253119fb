import { describe, expect, it } from 'vitest';
import { analyticsEventProblems, fitAnalyticsEvent, OTHER_FTP_SOURCE, personalDataIn, REDACTED, safePath, safeText, type AnalyticsEventFields } from './analytics';

const event = (overrides: Partial<AnalyticsEventFields> = {}): AnalyticsEventFields => ({
  name: 'page_view',
  path: '/',
  site: 'core',
  channel: 'TIMES_PRIME',
  ftpSource: 'DIRECT',
  memberId: null,
  props: { title: 'Home' },
  ...overrides,
});

describe('personalDataIn', () => {
  it.each([
    ['9876543210', 'long-number'],
    ['98765 43210', 'long-number'],
    ['+91 98765-43210', 'long-number'],
    ['+919876543210', 'long-number'],
    ['0091-9876543210', 'long-number'],
    ['919876543210', 'long-number'],
    ['(0)98765.43210', 'long-number'],
    ['९८७६५४३२१०', 'long-number'],
    ['９８７６５４３２１０', 'long-number'],
    ['Aadhaar 2345 6789 0123', 'long-number'],
    ['aarav@example.com', 'email'],
    ['aarav%40example.com', 'email'],
    ['aarav(at)example.com', 'email'],
    ['aarav [at] example.com', 'email'],
    ['aarav＠example.com', 'email'],
    ['ABCPE1234F', 'pan'],
    ['pan abcpe1234f here', 'pan'],
  ])('finds %s (%s)', (text, kind) => {
    expect(personalDataIn(text)).toBe(kind);
  });

  it.each(['TP429', 'PRIME_ANNUAL', 'order 1234 of ₹999', 'LCP 2500', '20/11/2026', 'sso_demo_paid_member', 'back-forward-cache', 'v5-1732'])('keeps %s', (text) => {
    expect(personalDataIn(text)).toBeNull();
  });
});

describe('safeText and safePath', () => {
  it('blanks personal data, keeps the rest, and is idempotent', () => {
    const text = 'no user +91 98765-43210 / a@b.co / ABCPE1234F, id 12345678901234, order 1234 of ₹999\u0000';
    const safe = safeText(text, 200);
    expect(safe).toBe(`no user ${REDACTED} / ${REDACTED} / ${REDACTED}, id ${REDACTED}, order 1234 of ₹999 `);
    expect(safeText(safe, 200)).toBe(safe);
    expect(safeText('x'.repeat(300), 120)).toHaveLength(120);
  });

  it('keeps a path only and blanks a segment with personal data, percent-encoded too', () => {
    expect(safePath('/payment?promo=GIFT&mobile=9876543210#top')).toBe('/payment');
    expect(safePath('/login/98765%2043210/next')).toBe(`/login/${REDACTED}/next`);
    expect(safePath('/u/aarav%40example.com')).toBe(`/u/${REDACTED}`);
    expect(safePath('categories/dining')).toBe('/categories/dining');
    expect(safePath('')).toBe('/');
  });
});

describe('analyticsEventProblems (the collector refuses these)', () => {
  it('accepts an event of the catalogue as the sites send it, and props left out', () => {
    expect(analyticsEventProblems(event())).toEqual([]);
    expect(analyticsEventProblems(event({ props: {} }))).toEqual([]);
    expect(
      analyticsEventProblems(event({ name: 'purchase_conversion', memberId: 'sso_Q2xhc3NpZmllZEJ5VGhl', props: { orderId: 'ord_a1B2c3D4e5F6g7H8', variant: 'PRIME_ANNUAL', amount: 999, currency: 'INR' } })),
    ).toEqual([]);
    expect(analyticsEventProblems(event({ name: 'banner_impression', props: { slot: 'weekly', items: ['12', 'tandoor-tales'], count: 2 } }))).toEqual([]);
  });

  it.each([
    ['an unknown property', event({ props: { title: 'Home', phone: 'x' } }), 'props/phone', /is not a property of page_view/],
    ['a word with a space', event({ name: 'sign_in_clicked', props: { placement: 'the header' } }), 'props/placement', /must be a word/],
    ['a number out of range', event({ name: 'web_vitals', props: { metric: 'LCP', value: 9876543210 } }), 'props/value', /from 0 to 600000/],
    ['a value not in the enum', event({ name: 'web_vitals', props: { metric: 'FID' } }), 'props/metric', /must be one of/],
    ['a boolean where text goes', event({ props: { title: true } }), 'props/title', /must be text/],
    ['null where it is not allowed', event({ name: 'sign_in_clicked', props: { placement: null } }), 'props/placement', /must not be null/],
    ['a mobile in a list', event({ name: 'banner_impression', props: { items: ['ok', '+919876543210'] } }), 'props/items/1', /must not hold a mobile/],
    ['a mobile as a member id', event({ memberId: '9876543210' }), 'memberId', /must not hold a mobile/],
    ['a member id that is not an ssoId', event({ memberId: 'aarav' }), 'memberId', /ssoId/],
    ['a mobile inside an ssoId', event({ memberId: 'sso_9876543210' }), 'memberId', /must not hold a mobile/],
    ['an email in the path', event({ path: '/u/aarav%40example.com' }), 'path', /must not hold/],
    ['a first-touch source with a space', event({ ftpSource: 'fb ads' }), 'ftpSource', /must match/],
    ['a PAN as a promo code', event({ name: 'promo_apply_btn_clicked', props: { placement: 'review_order', code: 'ABCPE1234F' } }), 'props/code', /PAN/],
    ['text not in its safe form', event({ props: { title: 'call 98765 43210' } }), 'props/title', /must not hold a mobile/],
    ['an order id of another form', event({ name: 'payment_pending', props: { variant: null, orderId: '12' } }), 'props/orderId', /must match/],
  ])('refuses %s', (_case, input, path, message) => {
    const problems = analyticsEventProblems(input);
    expect(problems.map((problem) => problem.path)).toContain(path);
    expect(problems.find((problem) => problem.path === path)?.message).toMatch(message);
  });
});

describe('fitAnalyticsEvent (the sites send only what fits)', () => {
  it('drops unknown properties, blanks text, leaves out what cannot fit, and the result is accepted', () => {
    const fitted = fitAnalyticsEvent(
      event({
        name: 'error_track',
        path: '/login/98765 43210?x=1',
        ftpSource: 'aarav@example.com',
        memberId: '+91 98765 43210',
        props: { kind: 'render', message: 'no user 9876543210 / a@b.co', status: 404.2, stack: 'at x', extra: 1 },
      }),
    );
    expect(fitted).toMatchObject({ path: `/login/${REDACTED}`, ftpSource: OTHER_FTP_SOURCE, memberId: null, props: { kind: 'render', message: `no user ${REDACTED} / ${REDACTED}`, status: 404 } });
    expect(Object.keys(fitted.props).sort()).toEqual(['kind', 'message', 'status']);
    expect(analyticsEventProblems(fitted)).toEqual([]);
  });

  it('caps and filters impression lists, and makes a bad nullable value null', () => {
    const fitted = fitAnalyticsEvent(event({ name: 'banner_impression', props: { slot: 'weekly', items: [...Array.from({ length: 20 }, (_, i) => `o${i}`), '9876543210'], count: 21 } }));
    expect(fitted.props.items).toEqual(Array.from({ length: 15 }, (_, i) => `o${i}`));
    const payment = fitAnalyticsEvent(event({ name: 'payment_initiated', props: { variant: 'PRIME_ANNUAL', amount: 999, promoCode: 'my code 9876543210' } }));
    expect(payment.props).toEqual({ variant: 'PRIME_ANNUAL', amount: 999, promoCode: null });
    expect(analyticsEventProblems(payment)).toEqual([]);
  });
});
