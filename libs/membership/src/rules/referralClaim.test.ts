import { giftCode } from '@rewards/api-client/testing';
import type { CodeDetails, ReferralCampaign } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { offersReferralClaim, readDismissedReferral, referralClaimCopy, rememberDismissedReferral, runningCampaign } from './referralClaim';

const referral = (overrides: Partial<CodeDetails> = {}) =>
  giftCode({ code: 'AARAV3210', type: 'REFERRAL', offerText: null, discount: 200, referrerName: 'Aarav', ...overrides });

const campaign = (id: string, start: string, end: string, refereeReward = '₹200 off the membership'): ReferralCampaign => ({
  campaignId: id,
  campaignStartDate: start,
  campaignEndDate: end,
  displayInfo: { title: 'Refer and earn', description: 'Invite friends to join.', referrerReward: '₹200 rewards', refereeReward },
});

describe('offersReferralClaim', () => {
  it.each<[string, Partial<CodeDetails>, string | null, boolean]>([
    ['a referral code', {}, null, true],
    ['a referral code this tab said Not now to', {}, 'AARAV3210', false],
    ['another referral code than the one dismissed', { code: 'DIYA3211' }, 'AARAV3210', true],
    ['a gift code', { type: 'GC' }, null, false],
    ['a promo code', { type: 'PROMO' }, null, false],
  ])('%s: %s', (_case, overrides, dismissed, offered) => {
    expect(offersReferralClaim(referral(overrides), dismissed)).toBe(offered);
  });
});

describe('runningCampaign', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('takes the earliest started campaign running now', () => {
    const campaigns = [
      campaign('LATER', '2026-11-01T00:00:00Z', '2027-01-01T00:00:00Z'),
      campaign('EARLIER', '2026-10-01T00:00:00Z', '2027-01-01T00:00:00Z'),
      campaign('OVER', '2026-01-01T00:00:00Z', '2026-11-22T10:00:00Z'),
      campaign('NOT_YET', '2026-11-23T00:00:00Z', '2027-01-01T00:00:00Z'),
    ];
    expect(runningCampaign(campaigns, now)?.campaignId).toBe('EARLIER');
  });
  it('is null when none runs', () => {
    expect(runningCampaign([campaign('OVER', '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z')], now)).toBeNull();
    expect(runningCampaign([], now)).toBeNull();
  });
});

describe('referralClaimCopy', () => {
  const running = campaign('REFER', '2026-10-01T00:00:00Z', '2027-01-01T00:00:00Z');
  it.each<[string, Partial<CodeDetails>, ReferralCampaign | null, { title: string; reward: string }]>([
    ['named referrer, running campaign', {}, running, { title: 'Aarav invited you to Prime Rewards', reward: '₹200 off the membership' }],
    ['no campaign: the code’s own saving', {}, null, { title: 'Aarav invited you to Prime Rewards', reward: 'You save ₹200 on your membership' }],
    ['a blank campaign reward: the code’s own saving', {}, campaign('BLANK', '2026-10-01T00:00:00Z', '2027-01-01T00:00:00Z', ' '), { title: 'Aarav invited you to Prime Rewards', reward: 'You save ₹200 on your membership' }],
    ['no referrer name', { referrerName: null }, running, { title: "You're invited to Prime Rewards", reward: '₹200 off the membership' }],
  ])('%s', (_case, overrides, withCampaign, expected) => {
    expect(referralClaimCopy(english, referral(overrides), withCampaign, 'Prime Rewards')).toMatchObject(expected);
  });
});

describe('the dismissed referral of this tab', () => {
  it('is remembered and read back', () => {
    const values = new Map<string, string>();
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
    expect(readDismissedReferral(storage)).toBeNull();
    rememberDismissedReferral('AARAV3210', storage);
    expect(readDismissedReferral(storage)).toBe('AARAV3210');
  });
  it('blocked storage is no answer, and no crash', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(() => rememberDismissedReferral('AARAV3210', blocked)).not.toThrow();
    expect(readDismissedReferral(blocked)).toBeNull();
  });
});
