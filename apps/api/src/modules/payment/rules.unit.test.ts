// The pure rules: discounts, price breakup, monthly figures, membership dates, GST and signatures.
import { formatRupees, normaliseCode } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { signBody, signatureMatches } from './adapters/payment-gateway/signature';
import { cashbackLabelOf, DAY_MS, discountFor, gstBreakup, largeCtaText, membershipAfterPayment, monthlyBreakupPaise, paymentCtaText, priceBreakup } from './rules';

const flat = (rupees: number) => ({ discountPaise: rupees * 100, discountPercent: null, maxDiscountPaise: null });
const percent = (p: number, capRupees: number | null = null) => ({ discountPaise: null, discountPercent: p, maxDiscountPaise: capRupees === null ? null : capRupees * 100 });

describe('codes', () => {
  it.each([
    [' welcome100 ', false, 'WELCOME100'],
    ['aarav-32 10', true, 'AARAV3210'],
    ['Festive-20', false, 'FESTIVE-20'],
    ['  ', false, ''],
  ])('normalises %j (referral %s) to %j', (raw, isReferral, expected) => {
    expect(normaliseCode(raw, isReferral)).toBe(expected);
  });

  it.each([
    ['₹100 off 999', flat(100), 99_900, 10_000],
    ['20% off 999', percent(20), 99_900, 19_980],
    ['20% off capped at ₹150', percent(20, 150), 99_900, 15_000],
    ['₹2000 off 999 (never below zero)', flat(2000), 99_900, 99_900],
  ])('%s', (_name, code, price, expected) => {
    expect(discountFor(code, price)).toBe(expected);
  });

  it('breaks a price up into list price, code amount and amount to pay', () => {
    expect(priceBreakup({ listPricePaise: 119_900, pricePaise: 99_900 }, flat(100))).toEqual({ subscriptionPaise: 119_900, gcPaise: 10_000, pgPaise: 89_900 });
    expect(priceBreakup({ listPricePaise: 119_900, pricePaise: 99_900 }, null)).toEqual({ subscriptionPaise: 119_900, gcPaise: 0, pgPaise: 99_900 });
  });
});

describe('texts', () => {
  it.each([
    [99_900, 365, 8_300],
    [34_900, 90, 11_600],
    [0, 30, 0],
  ])('the monthly figure of %i paise over %i days is %i paise', (pg, days, expected) => {
    expect(monthlyBreakupPaise(pg, days)).toBe(expected);
  });

  it('puts the price and the trial length in the call-to-action texts', () => {
    expect(paymentCtaText(99_900)).toBe('PAY ₹999');
    expect(paymentCtaText(79_920)).toBe('PAY ₹799.20');
    expect(largeCtaText(99_900, 30)).toBe('Start your 30 days free trial');
    expect(largeCtaText(119_900, null)).toBe('Join now at ₹1,199');
    expect(formatRupees(125_000)).toBe('₹1,25,000');
  });
});

describe('membership after payment', () => {
  const now = new Date('2026-11-20T10:00:00Z');
  it('starts now for a member without a running paid membership', () => {
    for (const user of [
      { primeProfile: 0, startDate: null, endDate: null },
      { primeProfile: 1, startDate: now, endDate: new Date(now.getTime() + 10 * DAY_MS) },
      { primeProfile: 5, startDate: new Date('2025-01-01Z'), endDate: new Date(now.getTime() - DAY_MS) },
    ]) {
      expect(membershipAfterPayment(user, 365, now)).toEqual({ startDate: now, endDate: new Date(now.getTime() + 365 * DAY_MS), periodStart: now });
    }
  });

  it('extends a running paid membership from its end', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const end = new Date(now.getTime() + 100 * DAY_MS);
    expect(membershipAfterPayment({ primeProfile: 5, startDate: start, endDate: end }, 90, now)).toEqual({ startDate: start, endDate: new Date(end.getTime() + 90 * DAY_MS), periodStart: end });
  });
});

describe('GST', () => {
  it.each([
    [true, 99_900, { taxablePaise: 84_661, cgstPaise: 7_619, sgstPaise: 7_620, igstPaise: 0 }],
    [false, 99_900, { taxablePaise: 84_661, cgstPaise: 0, sgstPaise: 0, igstPaise: 15_239 }],
    [true, 0, { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }],
  ])('splits 18%% inside the total (intra-state %s, %i paise)', (intraState, total, expected) => {
    const gst = gstBreakup(total, intraState);
    expect(gst).toEqual({ ...expected, totalPaise: total });
    expect(gst.taxablePaise + gst.cgstPaise + gst.sgstPaise + gst.igstPaise).toBe(total);
  });
});

describe('webhook signatures', () => {
  const secret = 'a-webhook-secret-of-enough-length-000';
  const body = '{"eventId":"evt_1"}';
  it('accept the exact body under the secret only', () => {
    const signature = signBody(secret, body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signatureMatches(secret, body, signature)).toBe(true);
    expect(signatureMatches(secret, `${body} `, signature)).toBe(false);
    expect(signatureMatches(`${secret}x`, body, signature)).toBe(false);
    expect(signatureMatches(secret, body, signature.slice(0, -1))).toBe(false);
    expect(signatureMatches(secret, body, undefined)).toBe(false);
  });
});

describe('the join block cashback label', () => {
  it.each([
    ['the first cashback offer by position', [{ id: 'PO-CARD-10', title: '10% off' }, { id: 'PO-UPI-CASHBACK', title: 'Flat ₹25 cashback on UPI' }, { id: 'PO-WALLET-CASHBACK', title: '₹10 back' }], 'Flat ₹25 cashback on UPI'],
    ['none when no offer is a cashback one', [{ id: 'PO-CARD-10', title: '10% off' }], null],
    ['none when the payment page lists no offers', [], null],
    ['only an id ending in -CASHBACK counts, not a title that says cashback', [{ id: 'PO-CASHBACKLIKE', title: 'cashback soon' }], null],
  ])('%s', (_name, offers, expected) => {
    expect(cashbackLabelOf(offers)).toBe(expected);
  });
});
