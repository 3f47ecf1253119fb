import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { priceDisplay } from './price';

describe('priceDisplay', () => {
  it.each([
    ['a discounted plan', 1199, 999, 'PAY ₹999', '₹1,199', 'PAY ₹999 instead of ₹1,199'],
    ['a full-price plan', 999, 999, 'PAY ₹999', null, 'PAY ₹999'],
    ['paise', 1199, 1099.5, 'PAY ₹1,099.50', '₹1,199', 'PAY ₹1,099.50 instead of ₹1,199'],
    ['Indian grouping', 150000, 125000, 'PAY ₹1,25,000', '₹1,50,000', 'PAY ₹1,25,000 instead of ₹1,50,000'],
    ['a free order', 1199, 0, 'PAY ₹0', '₹1,199', 'PAY ₹0 instead of ₹1,199'],
    ['a pgAmount above the list price (never struck out)', 999, 1199, 'PAY ₹1,199', null, 'PAY ₹1,199'],
  ])('%s shows %s', (_case, subscriptionAmount, pgAmount, label, strikethrough, accessibleLabel) => {
    expect(priceDisplay(english, { subscriptionAmount, pgAmount })).toEqual({ label, strikethrough, accessibleLabel });
  });
});
