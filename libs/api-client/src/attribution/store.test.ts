import { describe, expect, it, vi } from 'vitest';
import { AFFILIATE_CLICK_KEY, ATTRIBUTION_KEY, captureLanding, readAffiliateClick, readAttribution, reportAffiliatePurchase } from './store';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const now = Date.UTC(2026, 10, 24, 6, 0, 0);
const ownHost = 'localhost:4200';

describe('captureLanding and readAttribution', () => {
  it('a campaign landing then a Google landing: first touch newsletter, latest ORGANIC / Google', () => {
    const storage = memoryStorage();
    captureLanding({ search: '?utm_source=newsletter&utm_medium=email&utm_campaign=diwali', referrer: '', ownHost }, now, storage);
    expect(storage.getItem(ATTRIBUTION_KEY)).toMatch(/^[A-Za-z0-9+/]+=*$/);
    captureLanding({ search: '', referrer: 'https://www.google.com/', ownHost }, now + 1000, storage);
    expect(readAttribution(now + 2000, storage)).toMatchObject({
      ftpUtmSource: 'newsletter',
      ftpUtmMedium: 'email',
      ftpUtmCampaign: 'diwali',
      utmSource: 'ORGANIC',
      utmMedium: 'Google',
    });
  });

  it('moving between our own pages never replaces a campaign', () => {
    const storage = memoryStorage();
    captureLanding({ search: '?utm_source=newsletter', referrer: '', ownHost }, now, storage);
    captureLanding({ search: '', referrer: `http://${ownHost}/categories`, ownHost }, now + 1000, storage);
    expect(readAttribution(now + 2000, storage).utmSource).toBe('newsletter');
  });

  it('keeps an affiliate click id and its security token', () => {
    const storage = memoryStorage();
    captureLanding({ search: '?click_id=CLK-1&security_token=tok', referrer: '', ownHost }, now, storage);
    expect(readAffiliateClick(now, storage)).toMatchObject({ clickId: 'CLK-1', securityToken: 'tok' });
  });

  it('with storage disabled everything is DIRECT', () => {
    captureLanding({ search: '?utm_source=x', referrer: '', ownHost }, now, null);
    expect(readAttribution(now, null).utmSource).toBe('DIRECT');
  });
});

describe('reportAffiliatePurchase (spec §7)', () => {
  function withClick() {
    const storage = memoryStorage();
    captureLanding({ search: '?click_id=CLK-9&security_token=sec', referrer: '', ownHost }, now, storage);
    return storage;
  }

  it('reports a paid order once and forgets the click id when success is 1', async () => {
    const storage = withClick();
    const reporter = { affiliateCashback: vi.fn().mockResolvedValue(true) };
    expect(await reportAffiliatePurchase(reporter, { orderId: 'ORD1', saleAmount: 999, couponCode: 'WELCOME' }, now, storage)).toBe('reported');
    expect(reporter.affiliateCashback).toHaveBeenCalledWith({ clickId: 'CLK-9', securityToken: 'sec', orderId: 'ORD1', saleAmount: 999, couponCode: 'WELCOME' });
    expect(storage.getItem(AFFILIATE_CLICK_KEY)).toBeNull();
    expect(await reportAffiliatePurchase(reporter, { orderId: 'ORD1', saleAmount: 999 }, now, storage)).toBe('skipped');
    expect(reporter.affiliateCashback).toHaveBeenCalledTimes(1);
  });

  it('keeps the click id when the network says no, and never reports the same order twice', async () => {
    const storage = withClick();
    const reporter = { affiliateCashback: vi.fn().mockResolvedValue(false) };
    expect(await reportAffiliatePurchase(reporter, { orderId: 'ORD2', saleAmount: 999 }, now, storage)).toBe('refused');
    expect(storage.getItem(AFFILIATE_CLICK_KEY)).not.toBeNull();
    expect(await reportAffiliatePurchase(reporter, { orderId: 'ORD2', saleAmount: 999 }, now, storage)).toBe('skipped');
  });

  it('ignores errors', async () => {
    const storage = withClick();
    const reporter = { affiliateCashback: vi.fn().mockRejectedValue(new Error('network down')) };
    await expect(reportAffiliatePurchase(reporter, { orderId: 'ORD3', saleAmount: 999 }, now, storage)).resolves.toBe('refused');
  });

  it('runs only with an order id and a click id', async () => {
    const reporter = { affiliateCashback: vi.fn() };
    expect(await reportAffiliatePurchase(reporter, { orderId: null, saleAmount: 999 }, now, withClick())).toBe('skipped');
    expect(await reportAffiliatePurchase(reporter, { orderId: 'ORD4', saleAmount: 999 }, now, memoryStorage())).toBe('skipped');
    expect(reporter.affiliateCashback).not.toHaveBeenCalled();
  });
});
