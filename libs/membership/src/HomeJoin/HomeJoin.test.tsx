import type { AuthApi } from '@rewards/api-client';
import { offline, planCta, testApi } from '@rewards/api-client/testing';
import { LoginPopupProvider } from '@rewards/auth';
import { fakeAuthApi, renderWithSession, TEST_MOBILE, testSessionStore } from '@rewards/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_CODE_KEY } from '../BuyButton';
import { CAMPAIGN_PAYMENT_DATA_KEY } from '../rules/campaign';
import { fakePaymentApi } from '../testing/fixtures';
import { HomeJoin } from './HomeJoin';

beforeAll(() => {
  // input-otp probes for password-manager badges with elementFromPoint, which jsdom lacks.
  document.elementFromPoint ??= () => null;
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** The join block on the logged-out home, for a visitor. */
function renderJoin({ route = '/', paymentApi = fakePaymentApi(), authApi = {} }: { route?: string; paymentApi?: ReturnType<typeof fakePaymentApi>; authApi?: Partial<AuthApi> } = {}) {
  const auth = fakeAuthApi({ preLogin: vi.fn(async (mobile: string) => ({ loginAllowed: true, mobile, message: '', loginType: 'GUEST' as const })), ...authApi });
  const api = testApi(offline, { authApi: auth, calls: { payment: paymentApi } });
  const view = renderWithSession(
    <LoginPopupProvider>
      <HomeJoin />
    </LoginPopupProvider>,
    { api, store: testSessionStore(null), route, path: '/' },
  );
  return { ...view, auth, paymentApi, user: userEvent.setup() };
}

const block = () => screen.getByRole('region', { name: 'Join the membership' });

describe('HomeJoin (the join block)', () => {
  it("shows the plan's cashback label and 'Already a member? Login' under the buy button", async () => {
    renderJoin();
    expect(await within(block()).findByRole('button', { name: 'PAY ₹999 instead of ₹1,199' })).toBeEnabled();
    expect(await within(block()).findByText('Flat ₹25 cashback on UPI')).toBeInTheDocument();
    expect(within(block()).getByText(/Already a member\?/)).toBeInTheDocument();
    expect(within(block()).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows no cashback line when the plan has none', async () => {
    renderJoin({ paymentApi: fakePaymentApi({ planCta: async () => ({ ...planCta, cashbackLabel: null }) }) });
    await within(block()).findByRole('button', { name: 'PAY ₹999 instead of ₹1,199' });
    expect(within(block()).queryByText(/cashback/)).not.toBeInTheDocument();
  });

  it("a visitor's buy button (GUEST_CHECKOUT) starts a guest checkout: pre-login decides the session", async () => {
    const { auth, user } = renderJoin();
    await user.click(await within(block()).findByRole('button', { name: 'PAY ₹999 instead of ₹1,199' }));
    const popup = await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5_000 });
    await user.type(within(popup).getByRole('textbox', { name: 'Mobile number' }), TEST_MOBILE);
    await user.click(within(popup).getByRole('button', { name: 'JOIN NOW' }));
    await waitFor(() => expect(auth.preLogin).toHaveBeenCalledWith(TEST_MOBILE, {}));
  });

  it("'Already a member? Login' opens the ordinary sign-in and clears the coupon code", async () => {
    sessionStorage.setItem(CAMPAIGN_CODE_KEY, 'CAMP50');
    sessionStorage.setItem(CAMPAIGN_PAYMENT_DATA_KEY, JSON.stringify({ orderAmount: 799.2, gc: 'FESTIVE20', variantId: 1, variantName: 'PRIME_ANNUAL' }));
    const planCtaCall = vi.fn(async (promo?: string) => ({ ...planCta, pgAmount: promo ? 899 : 999 }));
    const { auth, user } = renderJoin({ route: '/?promo=WELCOME100&utm_source=mail', paymentApi: fakePaymentApi({ planCta: planCtaCall }) });
    expect(await within(block()).findByText('Code WELCOME100 applied: ₹100 off your membership')).toBeInTheDocument();
    expect(await within(block()).findByRole('button', { name: 'PAY ₹899 instead of ₹1,199' })).toBeEnabled();

    const joinBlock = block();
    await user.click(within(joinBlock).getByRole('button', { name: 'Login' }));

    const popup = await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5_000 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?utm_source=mail$/));
    // (the page behind the modal popup is hidden from the accessibility tree)
    expect(within(joinBlock).queryByText(/Code WELCOME100 applied/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(CAMPAIGN_CODE_KEY)).toBeNull();
    expect(sessionStorage.getItem(CAMPAIGN_PAYMENT_DATA_KEY)).toBeNull();
    expect(await within(joinBlock).findByRole('button', { name: 'PAY ₹999 instead of ₹1,199', hidden: true })).toBeInTheDocument();
    // the ordinary login: no code in the popup, no guest pre-login on the core site
    expect(within(popup).queryByRole('textbox', { name: 'Referral or gift code' })).not.toBeInTheDocument();
    await user.type(within(popup).getByRole('textbox', { name: 'Mobile number' }), TEST_MOBILE);
    await user.click(within(popup).getByRole('button', { name: 'JOIN NOW' }));
    await within(popup).findByRole('heading', { name: 'Enter OTP' });
    expect(auth.preLogin).not.toHaveBeenCalled();
  });
});
