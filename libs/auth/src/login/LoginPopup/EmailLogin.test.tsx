import { ApiError, type AuthApi } from '@rewards/api-client';
import { AUTH_MESSAGES, type ErrorBody } from '@rewards/api-contract';
import type { PartnerConfig } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginVariant } from '../../rules/enterMobileAction';
import { readSsoData } from '../../session';
import { fakeAuthApi, fakeCaptchaServices, loginResult, otpSent, renderWithSession, TEST_SSO_ID, TEST_TICKET } from '../../testing';
import { LoginPopupProvider, useLoginPopup } from './LoginPopupProvider';

beforeAll(() => {
  // input-otp probes for password-manager badges with elementFromPoint, which jsdom lacks.
  document.elementFromPoint ??= () => null;
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const EMAIL = 'ananya@mail.example.in';
const authError = (status: number, code: string) =>
  new ApiError(status, { success: false, responseMessage: code, userMessage: 'server text', systemErrorCode: code } satisfies ErrorBody);

function SignIn() {
  const popup = useLoginPopup();
  return (
    <button type="button" onClick={() => popup.open({ origin: 'LOGIN' })}>
      sign in
    </button>
  );
}

async function openPopup({ api = {}, partner, variant }: { api?: Partial<AuthApi>; partner?: PartnerConfig; variant?: LoginVariant } = {}) {
  const authApi = fakeAuthApi(api);
  const user = userEvent.setup();
  const rendered = renderWithSession(
    <LoginPopupProvider {...(variant ? { variant } : {})}>
      <SignIn />
    </LoginPopupProvider>,
    { authApi, path: '*', captchaServices: fakeCaptchaServices(), ...(partner ? { partner } : {}) },
  );
  await user.click(screen.getByRole('button', { name: 'sign in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Login' }, { timeout: 10_000 });
  return { ...rendered, user, dialog: within(dialog) };
}

describe('Login popup: logging in with an email', () => {
  it('switches to an email field and back; the mobile stays the default', async () => {
    const { user, dialog } = await openPopup();
    expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Use email instead' }));
    const field = dialog.getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveAttribute('type', 'email');
    await waitFor(() => expect(field).toHaveFocus());
    expect(dialog.queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Use mobile number instead' }));
    expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('');
  });

  it('says an address without a dotted domain is not valid, under the field, before calling the server', async () => {
    const checkUserExist = vi.fn(async () => ({ statusCode: 206 as const, newUser: true }));
    const { user, dialog } = await openPopup({ api: { checkUserExist } });
    await user.click(dialog.getByRole('button', { name: 'Use email instead' }));
    await user.type(dialog.getByRole('textbox', { name: 'Email address' }), 'ananya@mail');
    await user.click(dialog.getByRole('button', { name: 'JOIN NOW' }));
    expect(await dialog.findByText(AUTH_MESSAGES['403'])).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(AUTH_MESSAGES['403']);
    expect(checkUserExist).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a disposable address (auth 427) under the field', async () => {
    const { user, dialog } = await openPopup({ api: { checkUserExist: vi.fn().mockRejectedValue(authError(400, '427')) } });
    await user.click(dialog.getByRole('button', { name: 'Use email instead' }));
    await user.type(dialog.getByRole('textbox', { name: 'Email address' }), 'someone@mailinator.com');
    await user.click(dialog.getByRole('button', { name: 'JOIN NOW' }));
    expect(await dialog.findByText(AUTH_MESSAGES['427'])).toBeInTheDocument();
  });

  it('registers a new email, says where the code went, and verifies by email', async () => {
    const checkUserExist = vi.fn(async () => ({ statusCode: 206 as const, newUser: true }));
    const register = vi.fn(async () => otpSent('SIGN_UP', TEST_SSO_ID));
    const verifyOtp = vi.fn(async () => ({ verified: true as const, ticketId: TEST_TICKET, ssoId: TEST_SSO_ID, newUser: true }));
    const exchangeTicket = vi.fn(async () => loginResult('SHOW_HOME', { mobile: null, mobileVerified: false, email: EMAIL, emailVerified: true }));
    const { user, dialog, store } = await openPopup({ api: { checkUserExist, register, verifyOtp, exchangeTicket } });

    await user.click(dialog.getByRole('button', { name: 'Use email instead' }));
    await user.type(dialog.getByRole('textbox', { name: 'Email address' }), ' Ananya@Mail.example.in');
    await user.click(dialog.getByRole('button', { name: 'JOIN NOW' }));
    await dialog.findByRole('heading', { name: 'Enter OTP' });
    expect(checkUserExist).toHaveBeenCalledWith(EMAIL, 'email');
    expect(register).toHaveBeenCalledWith({ email: EMAIL });
    expect(dialog.getByText('OTP sent by email to')).toBeInTheDocument();
    expect(dialog.getByText(EMAIL)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Edit email address' })).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: 'Enter OTP' }), '482913');
    expect(await dialog.findByText('Verified')).toBeInTheDocument();
    expect(verifyOtp).toHaveBeenCalledWith({ email: EMAIL, otp: '482913', ssoId: TEST_SSO_ID });
    await user.click(dialog.getByRole('button', { name: 'VERIFY OTP' }));
    await waitFor(() => expect(store.getState().status).toBe('loggedIn'));
    // An email-only account leaves no mobile on the device for CONFIRM_MOBILE.
    expect(readSsoData()).toBeUndefined();
  });

  it('sends a verified email (212) a LOG_IN code, resends it by email, and edits back to the email field', async () => {
    const sendOtp = vi.fn(async () => ({ ...otpSent('LOG_IN'), resendAfterSeconds: 1 }));
    const resendOtp = vi.fn(async () => otpSent('LOG_IN'));
    const { user, dialog } = await openPopup({ api: { checkUserExist: async () => ({ statusCode: 212 as const, newUser: false }), sendOtp, resendOtp } });
    await user.click(dialog.getByRole('button', { name: 'Use email instead' }));
    await user.type(dialog.getByRole('textbox', { name: 'Email address' }), EMAIL);
    await user.click(dialog.getByRole('button', { name: 'JOIN NOW' }));
    await dialog.findByRole('heading', { name: 'Enter OTP' });
    expect(sendOtp).toHaveBeenCalledWith({ identifier: EMAIL, identifierType: 'email' });

    await waitFor(() => expect(dialog.getByRole('button', { name: 'Resend OTP' })).toBeEnabled(), { timeout: 3_000 });
    await user.click(dialog.getByRole('button', { name: 'Resend OTP' }));
    expect(resendOtp).toHaveBeenCalledWith({ identifier: EMAIL, identifierType: 'email', otpNature: 'LOG_IN' });

    await user.click(dialog.getByRole('button', { name: 'Edit email address' }));
    expect(dialog.getByRole('textbox', { name: 'Email address' })).toHaveValue(EMAIL);
  });

  it.each([
    ['a co-brand site', { partner: examplePartners.shopper }],
    ['the card-network modal', { variant: { cardNetworkModal: true } }],
  ])('keeps mobile-only login on %s', async (_label, setup) => {
    const { dialog } = await openPopup(setup);
    expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Use email instead' })).not.toBeInTheDocument();
  });
});
