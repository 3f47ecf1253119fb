// Guest checkout through the login popup (spec §3 login preferences, §4): the join block opens it
// with loginType GUEST; pre-login decides between a GUEST session (no verified account for the
// mobile) and the ordinary login, and a guest lands on /payment without ever being logged in.
import { ApiError, type AuthApi } from '@rewards/api-client';
import { AUTH_MESSAGES, type ErrorBody } from '@rewards/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readPreLoginDetails } from '../../session/deviceMemory';
import { readSsoData } from '../../session';
import { altchaChallenge, FAKE_VISIBLE_PAYLOAD, FAKE_WIDGET_LABEL, fakeAuthApi, fakeCaptchaServices, loginResult, otpSent, renderWithSession, TEST_MOBILE, TEST_SSO_ID, TEST_TICKET, testSessionStore } from '../../testing';
import { readLoginHandover } from '../handover/loginHandover';
import { useLoginPopup, LoginPopupProvider } from './LoginPopupProvider';
import type { LoginPopupOptions } from './LoginPopup';

beforeAll(() => {
  // input-otp probes for password-manager badges with elementFromPoint, which jsdom lacks.
  document.elementFromPoint ??= () => null;
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const authError = (status: number, code: string, userMessage = 'server text') =>
  new ApiError(status, { success: false, responseMessage: code, userMessage, systemErrorCode: code } satisfies ErrorBody);

const guestLogin = () => loginResult('SHOW_HOME', { loginType: 'GUEST', mobileVerified: false });

function Join({ options }: { options: LoginPopupOptions }) {
  const popup = useLoginPopup();
  return (
    <button type="button" onClick={() => popup.open(options)}>
      PAY ₹999
    </button>
  );
}

/** The join block's buy button opening the popup for a guest checkout, on the core site's home. */
async function openGuestCheckout(api: Partial<AuthApi>, options: LoginPopupOptions = {}, store = testSessionStore(null)) {
  const authApi = fakeAuthApi({ captchaChallenge: async () => altchaChallenge(), ...api });
  const user = userEvent.setup();
  const rendered = renderWithSession(
    <LoginPopupProvider>
      <Join options={{ origin: 'PAYMENT', loginType: 'GUEST', ...options }} />
    </LoginPopupProvider>,
    { authApi, path: '*', captchaServices: fakeCaptchaServices(), store },
  );
  await user.click(screen.getByRole('button', { name: 'PAY ₹999' }));
  await screen.findByRole('dialog', { name: 'Login' }, { timeout: 10_000 });
  return { ...rendered, authApi, user };
}

const mobileField = () => screen.getByRole('textbox', { name: 'Mobile number' });
const otpField = () => screen.getByRole('textbox', { name: 'Enter OTP' });

async function verifyCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(mobileField(), TEST_MOBILE);
  await user.click(screen.getByRole('button', { name: 'JOIN NOW' }));
  await screen.findByRole('heading', { name: 'Enter OTP' });
  await user.type(otpField(), '123456');
  await screen.findByText('Verified');
  await user.click(screen.getByRole('button', { name: 'VERIFY OTP' }));
}

/** A new mobile: pre-login GUEST, no account yet, a SIGN_UP code. */
const newGuest = (overrides: Partial<AuthApi> = {}): Partial<AuthApi> => ({
  preLogin: vi.fn(async (mobile: string) => ({ loginAllowed: true, mobile, message: '', loginType: 'GUEST' as const })),
  checkUserExist: async () => ({ statusCode: 205, newUser: true }),
  register: vi.fn(async () => otpSent('SIGN_UP', TEST_SSO_ID)),
  newToken: vi.fn(async () => guestLogin()),
  exchangeTicket: vi.fn(async () => loginResult('SHOW_HOME')),
  ...overrides,
});

describe('Guest checkout', () => {
  it('a mobile without a verified account gets a captcha-protected GUEST session and lands on /payment, not logged in', async () => {
    const api = newGuest();
    const { user, store } = await openGuestCheckout(api);
    await verifyCode(user);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment'));
    expect(api.preLogin).toHaveBeenCalledWith(TEST_MOBILE, {});
    expect(api.register).toHaveBeenCalledWith({ mobile: TEST_MOBILE, verificationToken: 'invisible-payload', isV3captchasecret: true });
    expect(api.newToken).toHaveBeenCalledExactlyOnceWith({
      channel: 'TIMES_PRIME',
      country: 'IN',
      platform: 'WEB',
      origin: 'LOGIN',
      loginType: 'GUEST',
      sessionId: TEST_TICKET,
      verificationToken: 'invisible-payload',
      isV3captchasecret: true,
    });
    expect(api.exchangeTicket).not.toHaveBeenCalled();
    // GUEST does not set the logged-in flag (spec §4)
    expect(store.getState()).toMatchObject({ status: 'loggedOut', loginType: 'GUEST', accessToken: 'access-token' });
    // pre-login details are kept for the logo rule; no single sign-on mobile is remembered
    expect(readPreLoginDetails()).toMatchObject({ mobile: TEST_MOBILE, loginType: 'GUEST' });
    expect(readSsoData()).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument());
  });

  it('carries a code typed at login to the payment page as its promo, without a toast note', async () => {
    const { user } = await openGuestCheckout(newGuest());
    await user.click(screen.getByRole('button', { name: 'Have a referral/gift code?' }));
    await user.type(screen.getByRole('textbox', { name: 'Referral or gift code' }), 'welcome100');
    await verifyCode(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment?promo=WELCOME100'));
    expect(readLoginHandover('loginCode')).toBeUndefined();
  });

  it('a verified member is answered SSO by pre-login and logs in as usual', async () => {
    const api = newGuest({
      preLogin: vi.fn(async (mobile: string) => ({ loginAllowed: true, mobile, message: '', loginType: 'SSO' as const })),
      checkUserExist: async () => ({ statusCode: 212, newUser: false }),
    });
    const { user, store } = await openGuestCheckout(api);
    await verifyCode(user);
    await waitFor(() => expect(store.getState().status).toBe('loggedIn'));
    expect(api.exchangeTicket).toHaveBeenCalledWith({ origin: 'LOGIN', channel: 'TIMES_PRIME', ticketId: TEST_TICKET });
    expect(api.newToken).not.toHaveBeenCalled();
    // a login for a payment goes on to the payment page
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment'));
  });

  it('a mobile pre-login refuses shows the server message under the field and sends no code', async () => {
    const api = newGuest({ preLogin: async (mobile) => ({ loginAllowed: false, mobile, message: AUTH_MESSAGES['401'], loginType: 'SSO' }) });
    const { user } = await openGuestCheckout(api);
    await user.type(mobileField(), TEST_MOBILE);
    await user.click(screen.getByRole('button', { name: 'JOIN NOW' }));
    await waitFor(() => expect(mobileField()).toHaveAccessibleDescription(AUTH_MESSAGES['401']));
    expect(api.register).not.toHaveBeenCalled();
  });

  it('keeps JOIN NOW pending and disabled while the captcha-protected calls run', async () => {
    let release: () => void = () => undefined;
    const register = vi.fn(() => new Promise<ReturnType<typeof otpSent>>((resolve) => (release = () => resolve(otpSent('SIGN_UP', TEST_SSO_ID)))));
    const { user } = await openGuestCheckout(newGuest({ register }));
    await user.type(mobileField(), TEST_MOBILE);
    await user.click(screen.getByRole('button', { name: 'JOIN NOW' }));
    await waitFor(() => expect(register).toHaveBeenCalled());
    const join = screen.getByRole('button', { name: /JOIN NOW/ });
    expect(join).toHaveAttribute('aria-disabled', 'true');
    expect(join).toHaveAttribute('aria-busy', 'true');
    release();
    await screen.findByRole('heading', { name: 'Enter OTP' });
  });

  it('on a refused invisible captcha opens the Captcha dialog and starts the guest session with the visible answer', async () => {
    const newToken = vi.fn().mockRejectedValueOnce(authError(400, '413')).mockResolvedValueOnce(guestLogin());
    const { user } = await openGuestCheckout(newGuest({ newToken }));
    await verifyCode(user);
    const captcha = await screen.findByRole('dialog', { name: 'Captcha' });
    await user.click(await within(captcha).findByRole('checkbox', { name: FAKE_WIDGET_LABEL }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment'));
    expect(newToken).toHaveBeenNthCalledWith(2, expect.objectContaining({ loginType: 'GUEST', sessionId: TEST_TICKET, verificationToken: FAKE_VISIBLE_PAYLOAD, isV3captchasecret: false }));
  });

  it('a failed guest session asks for a code again and leaves the visitor logged out', async () => {
    const { user, store } = await openGuestCheckout(newGuest({ newToken: async () => Promise.reject(authError(401, 'TPJWT400', 'Your session has ended. Please log in again')) }));
    await verifyCode(user);
    await waitFor(() => expect(otpField()).toHaveAccessibleDescription(/./));
    expect(store.getState()).toMatchObject({ status: 'loggedOut', loginType: undefined });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('an ordinary login started over a GUEST session (after paying) and abandoned keeps the guest session', async () => {
    const store = testSessionStore(null);
    store.completeLogin(guestLogin());
    const verifyOtp = vi.fn(async () => Promise.reject(authError(400, '425', AUTH_MESSAGES['425'])));
    const { user } = await openGuestCheckout({ checkUserExist: async () => ({ statusCode: 214, newUser: true }), verifyOtp }, { loginType: 'login' }, store);
    await user.type(mobileField(), TEST_MOBILE);
    await user.click(screen.getByRole('button', { name: 'JOIN NOW' }));
    await screen.findByRole('heading', { name: 'Enter OTP' });
    // while the code is checked the guest is not put into 'logging in' (the payment page stays)
    await user.type(otpField(), '123456');
    await waitFor(() => expect(verifyOtp).toHaveBeenCalled());
    await waitFor(() => expect(otpField()).toHaveAccessibleDescription(AUTH_MESSAGES['425']));
    expect(store.getState()).toMatchObject({ status: 'loggedOut', loginType: 'GUEST', accessToken: 'access-token' });
  });
});
