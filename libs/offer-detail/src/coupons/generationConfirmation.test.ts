import type { OfferState } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { makeOfferState } from '../actions/testing';
import { english } from '../testing/translate';
import { confirmationText, generationConfirmation } from './generationConfirmation';

const tracker = (left: number) => ({ left, availed: 0, nextAvailableOn: null, savings: 0 });
const pool = (overrides: Partial<OfferState>) =>
  makeOfferState({ productDetails: { subOfferName: 'biryani-bazaar-flat-200', companyName: 'Biryani Bazaar' }, ...overrides });
const flashSale = { startTime: '2026-11-20T10:00:00Z', endTime: '2026-11-30T10:00:00Z', inventoryLeft: 3, totalInventory: 10, errorMessage: null };

describe('generationConfirmation', () => {
  it.each<[string, Partial<OfferState>, boolean]>([
    ['the last code of two', { tracker: tracker(1) }, true],
    ['the only code of a one-a-month pool', { tracker: tracker(1), redemptionDetails: { ...makeOfferState().redemptionDetails, maxRedemption: 1, left: 1 } }, true],
    ['the first of three', { tracker: tracker(3) }, false],
    ['the second of three', { tracker: tracker(2) }, false],
    ['none left (the CTA is greyed out anyway)', { tracker: tracker(0) }, false],
    ['no tracker (a visitor)', { tracker: null }, false],
    ['a constant code', { couponType: 'CONSTANT', tracker: tracker(1) }, false],
    ['an exclusive event seat', { tracker: tracker(1), flashSale }, false],
  ])('%s: asked first is %s', (_case, overrides, asked) => {
    expect(generationConfirmation(pool(overrides)) !== null).toBe(asked);
  });

  it('names the company and the limit', () => {
    const state = pool({ tracker: tracker(1), redemptionDetails: { ...makeOfferState().redemptionDetails, maxRedemption: 2, left: 1 } });
    expect(generationConfirmation(state)).toEqual({ companyName: 'Biryani Bazaar', left: 1, maxRedemption: 2 });
  });
});

describe('confirmationText', () => {
  it.each([
    [{ companyName: 'Biryani Bazaar', left: 1, maxRedemption: 1 }, 'You have 1 of 1 Biryani Bazaar code left.'],
    [{ companyName: 'Tandoor Tales', left: 1, maxRedemption: 2 }, 'You have 1 of 2 Tandoor Tales codes left.'],
    [{ companyName: '', left: 1, maxRedemption: 3 }, 'You have 1 of 3 codes left.'],
  ])('%o → %s', (confirmation, count) => {
    expect(confirmationText(english, confirmation)).toEqual({ count, consequence: "A generated code can't be returned, and you can't get another one until your limit resets." });
  });
});
