import { giftCode } from '@rewards/api-client/testing';
import { makeUser } from '@rewards/auth/testing';
import { describe, expect, it, vi } from 'vitest';
import { fakePaymentApi, refusal } from '../testing/fixtures';
import { applyLoginCode, checkCode } from './checkCode';

const referral = (code: string) => giftCode({ code, type: 'REFERRAL', referrerName: 'Ravi', offerText: '₹150 off from Ravi' });

describe('checkCode', () => {
  it('asks about the code normalised, with the options given', async () => {
    const codeDetails = vi.fn(async (code: string) => giftCode({ code }));

    expect(await checkCode(fakePaymentApi({ codeDetails }), ' welcome100 ', { verificationToken: 'tok' })).toMatchObject({ code: 'WELCOME100' });
    expect(codeDetails).toHaveBeenCalledTimes(1);
    expect(codeDetails).toHaveBeenCalledWith('WELCOME100', { verificationToken: 'tok' });
  });

  it('revalidates a referral answer that names a different code of its own, with that code', async () => {
    const codeDetails = vi.fn(async (code: string) => referral(code === 'RAVIVIP' ? 'RAVI150' : code));

    expect(await checkCode(fakePaymentApi({ codeDetails }), 'ravivip')).toMatchObject({ code: 'RAVI150', type: 'REFERRAL' });
    expect(codeDetails.mock.calls).toEqual([
      ['RAVIVIP', {}],
      ['RAVI150', { isReferral: true }],
    ]);
  });

  it('rejects with the server’s refusal', async () => {
    const api = fakePaymentApi({ codeDetails: () => Promise.reject(refusal(400, 'TP-CODE-EXPIRED', 'This code has expired')) });
    await expect(checkCode(api, 'OLD')).rejects.toMatchObject({ userMessage: 'This code has expired' });
  });
});

describe('applyLoginCode', () => {
  it('links a referral code to its referrer with the member, and has nothing to say when that works', async () => {
    const linkReferral = vi.fn(async () => ({ linked: true as const, referrarCode: 'RAVI150', referrerName: 'Ravi', campaignId: null }));
    const api = fakePaymentApi({ codeDetails: async (code) => referral(code), linkReferral });

    expect(await applyLoginCode(api, { code: 'RAVI150', announceRefusal: true }, makeUser({ firstName: null }))).toBeNull();
    expect(linkReferral).toHaveBeenCalledWith({
      referrarCode: 'RAVI150',
      user: { ssoId: 'sso-123', firstName: 'Guest', lastName: 'Rao', mobile: '9876543210', email: null, city: null },
    });
  });

  it('asks for the toast with the server’s words when linking fails', async () => {
    const api = fakePaymentApi({
      codeDetails: async (code) => referral(code),
      linkReferral: () => Promise.reject(refusal(409, 'TP-REFERRAL-LINKED', 'You have already been referred by another member')),
    });

    expect(await applyLoginCode(api, { code: 'RAVI150', announceRefusal: false }, makeUser())).toEqual({ text: 'You have already been referred by another member' });
  });

  it('asks for the toast with the default text when linking fails without words (network)', async () => {
    const api = fakePaymentApi({ codeDetails: async (code) => referral(code), linkReferral: () => Promise.reject(new TypeError('Failed to fetch')) });

    expect(await applyLoginCode(api, { code: 'RAVI150', announceRefusal: false }, makeUser())).toEqual({ text: null });
  });

  it('leaves a gift code to the payment page (no link, nothing to say)', async () => {
    const linkReferral = vi.fn();
    expect(await applyLoginCode(fakePaymentApi({ linkReferral }), { code: 'WELCOME100', announceRefusal: true }, makeUser())).toBeNull();
    expect(linkReferral).not.toHaveBeenCalled();
  });

  it.each([
    [true, { text: 'You cannot use your own referral code' }],
    [false, null],
  ])('a refused code with announceRefusal %s asks for %j', async (announceRefusal, expected) => {
    const api = fakePaymentApi({ codeDetails: () => Promise.reject(refusal(400, 'TP-REFERRAL-SELF', 'You cannot use your own referral code')) });

    expect(await applyLoginCode(api, { code: 'ASHA1', announceRefusal }, makeUser())).toEqual(expected);
  });
});
