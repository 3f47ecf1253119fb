import { ApiError } from '@rewards/api-client';
import { giftCode } from '@rewards/api-client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakePaymentApi } from '../testing/fixtures';
import { renderPayment } from '../testing/renderPayment';
import { GiftCodeStrip } from './GiftCodeStrip';

describe('GiftCodeStrip', () => {
  it('checks the URL code with the captcha token and shows its offer', async () => {
    const codeDetails = vi.fn(async (code: string) => giftCode({ code }));
    const onApplied = vi.fn();
    renderPayment(<GiftCodeStrip code=" gift50 " getVerificationToken={async () => 'captcha-token'} onApplied={onApplied} />, { paymentApi: fakePaymentApi({ codeDetails }) });

    expect(await screen.findByText('Code GIFT50 applied: ₹100 off your membership')).toBeInTheDocument();
    expect(codeDetails).toHaveBeenCalledWith('GIFT50', { verificationToken: 'captcha-token' });
    expect(onApplied).toHaveBeenCalledWith(expect.objectContaining({ code: 'GIFT50' }));
  });

  it("shows a referral code's saving in words, the referral having no offer text of its own", async () => {
    const referral = giftCode({ code: 'KABIR3212', type: 'REFERRAL', offerText: null, discount: 200, referrerName: 'Kabir' });
    const codeDetails = vi.fn(async () => referral);
    renderPayment(<GiftCodeStrip code="kabir-3212" />, { paymentApi: fakePaymentApi({ codeDetails }) });

    expect(await screen.findByText('Code KABIR3212 applied: You save ₹200 on your membership')).toBeInTheDocument();
  });

  it('reloads without the promo when the countdown reaches zero', async () => {
    const onExpired = vi.fn();
    const endTime = new Date(Date.now() + 1500).toISOString();
    renderPayment(<GiftCodeStrip code="SOON" onExpired={onExpired} />, { paymentApi: fakePaymentApi({ codeDetails: async (code) => giftCode({ code, endTime }) }) });

    expect(await screen.findByText(/^valid till 00:00:0\d$/)).toBeInTheDocument();
    await vi.waitFor(() => expect(onExpired).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('shows a refused code its own message', async () => {
    const refusal = new ApiError(400, { success: false, systemErrorCode: 'TP-CODE-NOT-STARTED', responseMessage: 'x', userMessage: 'This code is not active yet. Please try again later' });
    renderPayment(<GiftCodeStrip code="LATER" />, { paymentApi: fakePaymentApi({ codeDetails: () => Promise.reject(refusal) }) });

    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not active yet. Please try again later');
  });

  it('shows nothing without a code', () => {
    const { container } = renderPayment(<GiftCodeStrip code={undefined} />, { paymentApi: fakePaymentApi() });
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});
