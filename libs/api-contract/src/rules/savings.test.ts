import { describe, expect, it } from 'vitest';
import { savingsLine, savingsText, type SavingsOffer } from './savings';

const offer = (overrides: Partial<SavingsOffer>): SavingsOffer => ({ membership: false, maxSavings: 1800, ...overrides });

describe('savingsText', () => {
  it.each([
    ['prefix + ₹ + maxSavings', offer({}), { prefix: 'Save up to', amount: '₹1,800', text: 'Save up to ₹1,800' }],
    ['membership offers use their own prefix', offer({ membership: true, maxSavings: 714 }), { prefix: 'Worth', amount: '₹714', text: 'Worth ₹714' }],
    ['Indian digit grouping', offer({ maxSavings: 125000 }), { prefix: 'Save up to', amount: '₹1,25,000', text: 'Save up to ₹1,25,000' }],
    ['exactly the threshold shows', offer({ maxSavings: 50 }), { prefix: 'Save up to', amount: '₹50', text: 'Save up to ₹50' }],
    ['below the threshold: no savings block', offer({ maxSavings: 49 }), null],
    ['zero: none', offer({ maxSavings: 0 }), null],
    ['no maxSavings: none', offer({ maxSavings: null }), null],
    ['hidden savings: none', offer({ hideSavings: true }), null],
    ['a plain server savingsText adds no second line', offer({ savingsText: 'Save up to ₹1,800' }), { prefix: 'Save up to', amount: '₹1,800', text: 'Save up to ₹1,800' }],
    [
      '$savings and $worth are replaced in the template',
      offer({ savingsText: 'Save $savings on a plan worth $worth', mkt_worth: 5000 }),
      { prefix: 'Save up to', amount: '₹1,800', text: 'Save up to ₹1,800', secondary: 'Save ₹1,800 on a plan worth ₹5,000' },
    ],
    [
      '$worth falls back to the savings without a marketing worth',
      offer({ savingsText: 'Worth $worth, twice: $worth', mkt_worth: null }),
      { prefix: 'Save up to', amount: '₹1,800', text: 'Save up to ₹1,800', secondary: 'Worth ₹1,800, twice: ₹1,800' },
    ],
  ])('%s', (_, input, expected) => {
    expect(savingsText(input)).toEqual(expected);
  });

  it.each([
    ['first 5 characters are the prefix', offer({}), { prefix: 'Save', amount: 'up to ₹1,800' }],
    ['membership', offer({ membership: true, maxSavings: 714 }), { prefix: 'Worth', amount: '₹714' }],
    ['the number runs up to the dot', offer({ membership: true, maxSavings: 999.5 }), { prefix: 'Worth', amount: '₹999' }],
    ['below the threshold: none', offer({ maxSavings: 10 }), null],
  ])('on home cards: %s', (_, input, expected) => {
    const result = savingsText(input, { onHomeCard: true });
    expect(result && { prefix: result.prefix, amount: result.amount }).toEqual(expected);
  });

  it('keeps the full line and decimals off home cards', () => {
    expect(savingsText(offer({ maxSavings: 999.5 }))?.amount).toBe('₹999.5');
  });
});

describe('savingsLine (what the catalogue stores)', () => {
  it.each([
    [1500, false, 'Save up to ₹1,500'],
    [15000, false, 'Save up to ₹15,000'],
    [120000, false, 'Save up to ₹1,20,000'],
    [2400, true, 'Worth ₹2,400'],
  ])('states savings of %i (membership %s) as %s', (amount, membership, expected) => {
    expect(savingsLine(amount, membership)).toBe(expected);
  });
});
