// The members part's pure rules: what a support agent's query is, masking, and the membership state.
import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile, membershipState, parseMemberQuery } from './rules';

const now = new Date('2026-11-20T10:00:00Z');

describe('the query rules', () => {
  it.each([
    ['9876543210', { kind: 'mobile', mobile: '9876543210' }],
    ['+919876543210', { kind: 'mobile', mobile: '9876543210' }],
    ['+91 98765 43210', { kind: 'mobile', mobile: '9876543210' }],
    ['919876543210', { kind: 'mobile', mobile: '9876543210' }],
    ['09876543210', { kind: 'mobile', mobile: '9876543210' }],
    ['98765-43210', { kind: 'mobile', mobile: '9876543210' }],
    [' Ravi@Example.COM ', { kind: 'email', email: 'ravi@example.com' }],
    ['12345', undefined],
    ['5876543210', undefined],
    ['ravi@', undefined],
    ['ravi kumar', undefined],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseMemberQuery(raw)).toEqual(expected);
  });

  it('masks contacts', () => {
    expect(maskMobile('9812345610')).toBe('+91 98xxxxxx10');
    expect(maskEmail('ravi.kumar@example.com')).toBe('ra***@example.com');
    expect(maskEmail('r@example.com')).toBe('r***@example.com');
  });

  it.each([
    [0, null, 'none'],
    [1, '2026-12-01T00:00:00Z', 'trial'],
    [5, '2027-12-01T00:00:00Z', 'paid'],
    [5, '2026-01-01T00:00:00Z', 'expired'],
    [6, null, 'expired'],
    [7, null, 'cancelled'],
    [10, null, 'unclaimed'],
    [9, null, 'none'],
  ])('primeProfile %i ending %s reads %s', (primeProfile, end, state) => {
    expect(membershipState({ primeProfile, endDate: end ? new Date(end) : null }, now)).toBe(state);
  });
});
