import type { PaymentApi } from '@rewards/api-client';
import { giftCode } from '@rewards/api-client/testing';
import type { User } from '@rewards/api-contract';
import { LoginPopupProvider } from '@rewards/auth';
import { makeUser, testSessionStore } from '@rewards/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakePaymentApi, refusal } from '../testing/fixtures';
import { renderPayment } from '../testing/renderPayment';
import { DiscountBanner } from './DiscountBanner';

const showing = { showDiscountBanner: true, bannerText: 'Flat ₹200 off on the annual membership', code: 'FLAT200' };

function renderBanner({ paymentApi, user = null, getVerificationToken }: { paymentApi: PaymentApi; user?: User | null; getVerificationToken?: () => Promise<string | undefined> }) {
  renderPayment(
    <LoginPopupProvider>
      <DiscountBanner {...(getVerificationToken ? { getVerificationToken } : {})} />
    </LoginPopupProvider>,
    { paymentApi, store: testSessionStore(user), route: '/categories?utm_source=mail', path: '*' },
  );
}

const bannerButton = () => screen.findByRole('button', { name: /Flat ₹200 off on the annual membership/ });

describe('DiscountBanner', () => {
  it('shows a visitor the banner’s text and code', async () => {
    renderBanner({ paymentApi: fakePaymentApi({ discountBanner: async () => showing }) });

    const button = await bannerButton();
    expect(button).toHaveTextContent('Flat ₹200 off on the annual membershipFLAT200');
    expect(screen.getByRole('region', { name: 'Discount offer' })).toBeInTheDocument();
  });

  it('validates the code on click (with the captcha token) and shows it applied, carrying it as promo', async () => {
    const codeDetails = vi.fn(async (code: string) => giftCode({ code, offerText: '₹200 off your membership' }));
    renderBanner({ paymentApi: fakePaymentApi({ discountBanner: async () => showing, codeDetails }), getVerificationToken: async () => 'captcha-token' });

    await userEvent.click(await bannerButton());

    expect(await screen.findByText('Code FLAT200 applied: ₹200 off your membership')).toBeInTheDocument();
    expect(codeDetails).toHaveBeenCalledWith('FLAT200', { verificationToken: 'captcha-token' });
    // the promo joins the URL in the navigation that follows the message (a later render under load)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/categories?utm_source=mail&promo=FLAT200'));
    // The code_applied sheet says so too, with the way to join with the code; OKAY closes it.
    const sheet = await screen.findByRole('dialog', { name: 'Code applied' });
    expect(sheet).toHaveAccessibleDescription('₹200 off your membership');
    expect(within(sheet).getByText('FLAT200')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: /JOIN NOW|PAY/ })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'OKAY' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A second click does not check the applied code again.
    await userEvent.click(await bannerButton());
    expect(codeDetails).toHaveBeenCalledTimes(1);
  });

  it("the sheet's join button opens sign-in for payment with the code", async () => {
    renderBanner({ paymentApi: fakePaymentApi({ discountBanner: async () => showing, codeDetails: async (code: string) => giftCode({ code }) }) });

    await userEvent.click(await bannerButton());
    const sheet = await screen.findByRole('dialog', { name: 'Code applied' });
    const join = within(sheet).getByRole('button', { name: /JOIN NOW|PAY/ });
    await waitFor(() => expect(join).toBeEnabled());
    await userEvent.click(join);
    // sign-in takes the sheet's place: one overlay at a time
    expect(await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Referral or gift code' })).toHaveValue('FLAT200');
    expect(screen.queryByRole('dialog', { name: 'Code applied' })).not.toBeInTheDocument();
  });

  it('shows the code’s own refusal', async () => {
    renderBanner({
      paymentApi: fakePaymentApi({ discountBanner: async () => showing, codeDetails: () => Promise.reject(refusal(400, 'TP-CODE-LIMIT', 'This code has reached its usage limit')) }),
    });

    await userEvent.click(await bannerButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('This code has reached its usage limit');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/categories\?utm_source=mail$/);
  });

  it('shows nothing when the server says not to', async () => {
    const discountBanner = vi.fn(async () => ({ ...showing, showDiscountBanner: false }));
    renderBanner({ paymentApi: fakePaymentApi({ discountBanner }) });

    await vi.waitFor(() => expect(discountBanner).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Discount offer' })).not.toBeInTheDocument();
  });

  it('is not shown to members (and not even asked for)', async () => {
    const discountBanner = vi.fn(async () => showing);
    renderBanner({ paymentApi: fakePaymentApi({ discountBanner }), user: makeUser({ primeProfile: 5 }) });

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(discountBanner).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
