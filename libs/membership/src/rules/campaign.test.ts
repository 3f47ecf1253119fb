import { festiveCampaign } from '@rewards/api-client/testing';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_PAYMENT_DATA_KEY,
  campaignPaymentData,
  campaignPaymentUrl,
  campaignPromoFor,
  clearCampaignPaymentData,
  fillTotalAmount,
  readCampaignPaymentData,
  saveCampaignPaymentData,
} from './campaign';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
}

describe('fillTotalAmount', () => {
  it('puts the amount in rupees (en-IN) where #totalAmount stands', () => {
    expect(fillTotalAmount('Join now at #totalAmount', 799.2)).toBe('Join now at ₹799.20');
    expect(fillTotalAmount('Buy for your team at #totalAmount per member', 125000)).toBe('Buy for your team at ₹1,25,000 per member');
    expect(fillTotalAmount('#totalAmount, then #totalAmount again', 999)).toBe('₹999, then ₹999 again');
    expect(fillTotalAmount('No placeholder', 999)).toBe('No placeholder');
  });
});

describe('the campaign payment data (session key campaignPaymentData)', () => {
  it('keeps orderAmount, gc and variantId, and reads them back', () => {
    const storage = memoryStorage();
    const data = campaignPaymentData(festiveCampaign);
    expect(data).toEqual({ orderAmount: 799.2, gc: 'FESTIVE20', variantId: 1, variantName: 'PRIME_ANNUAL', offersHeader: 'Pay less with these offers' });
    saveCampaignPaymentData(data, storage);
    expect(JSON.parse(storage.getItem(CAMPAIGN_PAYMENT_DATA_KEY)!)).toMatchObject({ orderAmount: 799.2, gc: 'FESTIVE20', variantId: 1 });
    expect(readCampaignPaymentData(storage)).toEqual(data);
    clearCampaignPaymentData(storage);
    expect(readCampaignPaymentData(storage)).toBeUndefined();
  });

  it('ignores a damaged value', () => {
    const storage = memoryStorage();
    storage.setItem(CAMPAIGN_PAYMENT_DATA_KEY, '{"orderAmount":"lots"}');
    expect(readCampaignPaymentData(storage)).toBeUndefined();
    storage.setItem(CAMPAIGN_PAYMENT_DATA_KEY, 'not json');
    expect(readCampaignPaymentData(storage)).toBeUndefined();
  });

  it('takes a member to payment with the code and the plan', () => {
    expect(campaignPaymentUrl({ gc: 'FESTIVE20', variantName: 'PRIME_ANNUAL' })).toBe('/payment?promo=FESTIVE20&preferredVariant=PRIME_ANNUAL');
    expect(campaignPaymentUrl({ gc: null, variantName: 'PRIME_ANNUAL' })).toBe('/payment?preferredVariant=PRIME_ANNUAL');
  });
});

describe('the campaign header for the payment-offers sheet', () => {
  it('keeps the header through the stored campaign data, and drops a blank one', () => {
    const storage = memoryStorage();
    saveCampaignPaymentData(campaignPaymentData(festiveCampaign), storage);
    expect(readCampaignPaymentData(storage)?.offersHeader).toBe('Pay less with these offers');
    storage.setItem(CAMPAIGN_PAYMENT_DATA_KEY, JSON.stringify({ orderAmount: 1, variantId: 1, variantName: 'X', gc: null, offersHeader: '' }));
    expect(readCampaignPaymentData(storage)?.offersHeader).toBeNull();
  });
});

describe('campaignPromoFor (what payment prices)', () => {
  const stored = campaignPaymentData(festiveCampaign);
  it('uses the stored campaign when the URL names no code', () => {
    expect(campaignPromoFor(null, null, stored)).toEqual({ promo: 'FESTIVE20', preferredVariant: 'PRIME_ANNUAL' });
  });
  it('lets the URL win', () => {
    expect(campaignPromoFor('WELCOME100', null, stored)).toEqual({ promo: 'WELCOME100', preferredVariant: undefined });
    expect(campaignPromoFor(null, 'PRIME_SUPER', stored)).toEqual({ promo: 'FESTIVE20', preferredVariant: 'PRIME_SUPER' });
  });
  it('without a campaign, the URL as it is', () => {
    expect(campaignPromoFor(null, null, undefined)).toEqual({ promo: undefined, preferredVariant: undefined });
  });
});
