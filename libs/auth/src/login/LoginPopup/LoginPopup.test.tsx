import { ApiError, type AuthApi } from '@rewards/api-client';
import { AUTH_MESSAGES, DEFAULT_ERROR_MESSAGE, EMAIL_IN_USE_MESSAGE, INVALID_MOBILE_MESSAGE, type ErrorBody } from '@rewards/api-contract';
import { examplePartners } from '@rewards/partner/examples';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginVariant } from '../../rules/enterMobileAction';
import { altchaChallenge, FAKE_VISIBLE_PAYLOAD, FAKE_WIDGET_LABEL, fakeAuthApi, fakeCaptchaServices, loginResult, otpSent, renderWithSession, TEST_MOBILE, TEST_SSO_ID, TEST_TICKET } from '../../testing';
import { readLoginHandover } from '../handover/loginHandover';
import { readPaidOrder, rememberPaidOrder } from '../../session';
import type { LoggedIn } from '../flow/useLoginFlow';
import { useLoginPopup, LoginPopupProvider } from './LoginPopupProvider';
import type { LoginPopupOptions } from './LoginPopup';

beforeAll(() => {
  // input-otp probes for password-manager badges with elementFromPoint, which jsdom lacks.
  document.elementFromPoint ??= () => null;
  // Testing Library waits with Jest's timer API; this lets it drive Vitest's fake timers.
  Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
});

afterEach(() => {
  vi.useRealTimers();
  // A login remembers its mobile on the device (single sign-on data).
  localStorage.clear();
  sessionStorage.clear();
});

const authError = (status: number, code: string, userMessage = 'server text') =>
  new ApiError(status, { success: false, responseMessage: code, userMessage, systemErrorCode: code } satisfies ErrorBody);

function SignIn({ options }: { options?: LoginPopupOptions | undefined }) {
  const popup = useLoginPopup();
  return (
    <>
      <button type="button" onClick={() => popup.open(options)}>
        sign in
      </button>
      <output aria-label="Login screen state">{popup.screen}</output>
    </>
  );
}

interface Setup {
  api?: Partial<AuthApi>;
  options?: LoginPopupOptions;
  variant?: LoginVariant;
  onLoggedIn?: (loggedIn: LoggedIn) => void;
  captchaServices?: Parameters<typeof fakeCaptchaServices>[0];
}

/** The header's 'sign in' opening the popup, on the core site's home page. */
async function openPopup({ api = {}, options, variant, onLoggedIn, captchaServices }: Setup = {}) {
  const authApi = fakeAuthApi(api);
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const rendered = renderWithSession(
    <LoginPopupProvider {...(variant ? { variant } : {})} {...(onLoggedIn ? { onLoggedIn } : {})}>
      <SignIn options={options} />
    </LoginPopupProvider>,
    { authApi, path: '*', captchaServices: fakeCaptchaServices(captchaServices) },
  );
  await user.click(screen.getByRole('button', { name: 'sign in' }));
  // The popup's screens load lazily on the first opening (a cold module graph in the test runner).
  const dialog = await screen.findByRole('dialog', { name: 'Login' }, { timeout: 10_000 });
  return { ...rendered, authApi, user, dialog };
}

const mobileField = () => screen.getByRole('textbox', { name: 'Mobile number' });
const otpField = () => screen.getByRole('textbox', { name: 'Enter OTP' });
const location = () => screen.getByTestId('location');

async function sendCodeTo(user: ReturnType<typeof userEvent.setup>, mobile = TEST_MOBILE) {
  await user.type(mobileField(), mobile);
  await user.click(screen.getByRole('button', { name: 'JOIN NOW' }));
  await screen.findByRole('heading', { name: 'Enter OTP' });
}

describe('Login popup: entering the mobile', () => {
  it('shows the ENTER_MOBILE screen: +91, the field, the code link, JOIN NOW and the terms', async () => {
    const { dialog } = await openPopup();
    const popup = within(dialog);
    expect(popup.getByText('+91')).toBeInTheDocument();
    expect(mobileField()).toHaveAttribute('placeholder', 'Enter your mobile number');
    expect(mobileField()).toHaveAttribute('inputmode', 'numeric');
    expect(popup.getByRole('button', { name: 'Have a referral/gift code?' })).toBeInTheDocument();
    expect(popup.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(popup.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(popup.getByText(/By continuing, you agree to our/)).toHaveTextContent('By continuing, you agree to our Terms & Conditions & Privacy Policy');
    await waitFor(() => expect(mobileField()).toHaveFocus());
  });

  it('keeps JOIN NOW disabled until the number is valid, and strips non-digits', async () => {
    const { user } = await openPopup();
    const join = screen.getByRole('button', { name: 'JOIN NOW' });
    expect(join).toBeDisabled();
    await user.type(mobileField(), '98a765-4321');
    expect(mobileField()).toHaveValue('987654321');
    expect(join).toBeDisabled();
    await user.type(mobileField(), '0');
    expect(mobileField()).toHaveValue('9876543210');
    expect(join).toBeEnabled();
    await user.type(mobileField(), '5');
    expect(mobileField()).toHaveValue('9876543210');
  });

  it('says "Please enter valid 10 digit mobile number" only once 10 rejected digits are typed', async () => {
    const { user } = await openPopup();
    await user.type(mobileField(), '512345678');
    expect(mobileField()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(INVALID_MOBILE_MESSAGE)).not.toBeInTheDocument();
    await user.type(mobileField(), '9');
    expect(mobileField()).toHaveAttribute('aria-invalid', 'true');
    expect(mobileField()).toHaveAccessibleDescription(INVALID_MOBILE_MESSAGE);
    expect(screen.getByRole('button', { name: 'JOIN NOW' })).toBeDisabled();
  });

  it('reveals the referral/gift code field from its link', async () => {
    const { user } = await openPopup();
    await user.click(screen.getByRole('button', { name: 'Have a referral/gift code?' }));
    const code = screen.getByRole('textbox', { name: 'Referral or gift code' });
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, 'welcome50');
    expect(code).toHaveValue('WELCOME50');
    expect(screen.queryByRole('button', { name: 'Have a referral/gift code?' })).not.toBeInTheDocument();
  });
});

describe('Login popup: the flow', () => {
  it('registers a new user, verifies the code and takes them to the partner’s home', async () => {
    const checkUserExist = vi.fn(async () => ({ statusCode: 205 as const, newUser: true }));
    const register = vi.fn(async () => otpSent('SIGN_UP', TEST_SSO_ID));
    const sendOtp = vi.fn(async () => otpSent('LOG_IN'));
    const verifyOtp = vi.fn(async () => ({ verified: true as const, ticketId: TEST_TICKET, ssoId: TEST_SSO_ID, newUser: true }));
    const exchangeTicket = vi.fn(async () => loginResult('SHOW_HOME'));
    const onLoggedIn = vi.fn();
    const { user, store } = await openPopup({ api: { checkUserExist, register, sendOtp, verifyOtp, exchangeTicket }, onLoggedIn });

    await sendCodeTo(user);
    expect(checkUserExist).toHaveBeenCalledWith(TEST_MOBILE);
    // No firstName is sent; captcha is off, so no token either.
    expect(register).toHaveBeenCalledWith({ mobile: TEST_MOBILE });
    expect(sendOtp).not.toHaveBeenCalled();
    expect(screen.getByText(`+91 ${TEST_MOBILE}`)).toBeInTheDocument();
    await waitFor(() => expect(otpField()).toHaveFocus());

    await user.type(otpField(), '482913');
    // The sixth digit verifies by itself; a new user's code is checked with the account's ssoId.
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(verifyOtp).toHaveBeenCalledWith({ mobile: TEST_MOBILE, otp: '482913', ssoId: TEST_SSO_ID });
    expect(store.getState().status).toBe('loggingIn');
    expect(exchangeTicket).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'VERIFY OTP' }));
    await waitFor(() => expect(location()).toHaveTextContent('/userfeed'));
    expect(exchangeTicket).toHaveBeenCalledWith({ origin: 'LOGIN', channel: 'TIMES_PRIME', ticketId: TEST_TICKET });
    expect(store.getState()).toMatchObject({ status: 'loggedIn', accessToken: 'access-token' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ code: undefined, next: { kind: 'navigate', to: '/userfeed' } }));
  });

  it('sends an existing user (212) a LOG_IN code and verifies by mobile only', async () => {
    const register = vi.fn();
    const sendOtp = vi.fn(async () => otpSent('LOG_IN'));
    const verifyOtp = vi.fn(async () => ({ verified: true as const, ticketId: TEST_TICKET, ssoId: TEST_SSO_ID, newUser: false }));
    const { user } = await openPopup({ api: { register, sendOtp, verifyOtp } });
    await sendCodeTo(user);
    expect(sendOtp).toHaveBeenCalledWith({ identifier: TEST_MOBILE });
    expect(register).not.toHaveBeenCalled();
    await user.type(otpField(), '482913');
    await screen.findByText('Verified');
    expect(verifyOtp).toHaveBeenCalledWith({ mobile: TEST_MOBILE, otp: '482913' });
  });

  it('shows a wrong code’s message under the code boxes and lets the member fix it', async () => {
    const verifyOtp = vi.fn().mockRejectedValueOnce(authError(400, '425')).mockResolvedValueOnce({ verified: true, ticketId: TEST_TICKET, ssoId: TEST_SSO_ID, newUser: false });
    const { user, store } = await openPopup({ api: { verifyOtp } });
    await sendCodeTo(user);
    await user.type(otpField(), '111111');
    await waitFor(() => expect(otpField()).toHaveAccessibleDescription('Please enter a valid OTP'));
    expect(otpField()).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().status).toBe('loggedOut');
    await user.clear(otpField());
    expect(otpField()).not.toHaveAttribute('aria-invalid');
    await user.type(otpField(), '482913');
    expect(await screen.findByText('Verified')).toBeInTheDocument();
  });

  it('shows 416’s text under the code boxes', async () => {
    const { user } = await openPopup({ api: { verifyOtp: vi.fn().mockRejectedValue(authError(429, '416')) } });
    await sendCodeTo(user);
    await user.type(otpField(), '482913');
    await waitFor(() => expect(otpField()).toHaveAccessibleDescription(AUTH_MESSAGES['416']));
  });

  it('shows 416’s text under the mobile when it answers the send', async () => {
    const { user } = await openPopup({ api: { sendOtp: vi.fn().mockRejectedValue(authError(429, '416')) } });
    await user.type(mobileField(), TEST_MOBILE);
    await user.click(screen.getByRole('button', { name: 'JOIN NOW' }));
    await waitFor(() => expect(mobileField()).toHaveAccessibleDescription(AUTH_MESSAGES['416']));
    expect(screen.getByRole('button', { name: 'JOIN NOW' })).toBeEnabled();
  });

  it('keeps JOIN NOW pending (aria-disabled, busy, still focused; a second press sends nothing) while the code is being sent', async () => {
    let answer: (value: Awaited<ReturnType<AuthApi['sendOtp']>>) => void = () => undefined;
    const sendOtp = vi.fn(() => new Promise<Awaited<ReturnType<AuthApi['sendOtp']>>>((resolve) => (answer = resolve)));
    const { user } = await openPopup({ api: { sendOtp } });
    await user.type(mobileField(), TEST_MOBILE);
    await user.click(screen.getByRole('button', { name: 'JOIN NOW' }));
    const join = screen.getByRole('button', { name: 'JOIN NOW' });
    await waitFor(() => expect(join).toHaveAttribute('aria-busy', 'true'));
    // Focusable while pending, so focus does not fall to the body (issue 33); the form ignores a second press.
    expect(join).toHaveAttribute('aria-disabled', 'true');
    expect(join).toHaveFocus();
    await user.click(join);
    expect(sendOtp).toHaveBeenCalledTimes(1);
    await act(async () => answer(otpSent('LOG_IN')));
    await screen.findByRole('heading', { name: 'Enter OTP' });
  });

  it('keeps Resend OTP disabled for 30 s, then resends with the same nature and clears the boxes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const resendOtp = vi.fn(async () => otpSent('SIGN_UP'));
    const { user } = await openPopup({ api: { checkUserExist: async () => ({ statusCode: 214 as const, newUser: true }), resendOtp, verifyOtp: vi.fn().mockRejectedValue(authError(400, '425')) } });
    await sendCodeTo(user);
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('00:30');

    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:29');
    await user.type(otpField(), '1234');
    await act(async () => vi.advanceTimersByTime(28_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    expect(resend).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(resend).toBeEnabled();

    await user.click(resend);
    await waitFor(() => expect(resendOtp).toHaveBeenCalledTimes(1));
    expect(resendOtp).toHaveBeenCalledWith({ identifier: TEST_MOBILE, ssoId: TEST_SSO_ID, identifierType: 'mobile', otpNature: 'SIGN_UP' });
    expect(otpField()).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('00:30'));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  });

  it('resends a LOG_IN code to an existing user', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const resendOtp = vi.fn(async () => otpSent('LOG_IN'));
    const { user } = await openPopup({ api: { resendOtp } });
    await sendCodeTo(user);
    await act(async () => vi.advanceTimersByTime(30_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(resendOtp).toHaveBeenCalledWith({ identifier: TEST_MOBILE, identifierType: 'mobile', otpNature: 'LOG_IN' }));
  });

  it('edits the number: back to ENTER_MOBILE with the number kept and the code reset', async () => {
    const sendOtp = vi.fn(async () => otpSent('LOG_IN'));
    const { user } = await openPopup({ api: { sendOtp, verifyOtp: vi.fn().mockRejectedValue(authError(400, '425')) } });
    await sendCodeTo(user);
    await user.type(otpField(), '111111');
    await waitFor(() => expect(otpField()).toHaveAccessibleDescription('Please enter a valid OTP'));

    await user.click(screen.getByRole('button', { name: 'Edit mobile number' }));
    expect(screen.queryByRole('heading', { name: 'Enter OTP' })).not.toBeInTheDocument();
    expect(mobileField()).toHaveValue(TEST_MOBILE);
    await waitFor(() => expect(mobileField()).toHaveFocus());

    await user.clear(mobileField());
    await user.type(mobileField(), '9123456789');
    await user.click(screen.getByRole('button', { name: 'JOIN NOW' }));
    await screen.findByRole('heading', { name: 'Enter OTP' });
    expect(sendOtp).toHaveBeenLastCalledWith({ identifier: '9123456789' });
    expect(otpField()).toHaveValue('');
    expect(otpField()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('timer')).toHaveTextContent('00:30');
  });

  it('on 413 opens the Captcha dialog and retries the send with the visible token', async () => {
    const sendOtp = vi.fn().mockRejectedValueOnce(authError(400, '413')).mockResolvedValueOnce(otpSent('LOG_IN'));
    const { user } = await openPopup({ api: { sendOtp, captchaChallenge: async () => altchaChallenge() } });
    await user.type(mobileField(), TEST_MOBILE);
    await user.click(screen.getByRole('button', { name: 'JOIN NOW' }));

    const captcha = await screen.findByRole('dialog', { name: 'Captcha' });
    expect(sendOtp).toHaveBeenNthCalledWith(1, { identifier: TEST_MOBILE, verificationToken: 'invisible-payload', isV3captchasecret: true });
    await user.click(await within(captcha).findByRole('checkbox', { name: FAKE_WIDGET_LABEL }));

    await screen.findByRole('heading', { name: 'Enter OTP' });
    expect(sendOtp).toHaveBeenNthCalledWith(2, { identifier: TEST_MOBILE, verificationToken: FAKE_VISIBLE_PAYLOAD, isV3captchasecret: false });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Captcha' })).not.toBeInTheDocument());
  });

  it('when the visible captcha is refused too, says to reload the page', async () => {
    const sendOtp = vi.fn().mockRejectedValue(authError(400, '413'));
    const { user } = await openPopup({ api: { sendOtp, captchaChallenge: async () => altchaChallenge() } });
    await user.type(mobileField(), TEST_MOBILE);
    await user.click(screen.getByRole('button', { name: 'JOIN NOW' }));
    await user.click(await screen.findByRole('checkbox', { name: FAKE_WIDGET_LABEL }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error).toHaveAccessibleDescription('Something went wrong, Please reload the page');
    expect(sendOtp).toHaveBeenCalledTimes(2);
  });

  it('closing the Captcha dialog leaves the form usable', async () => {
    const sendOtp = vi.fn().mockRejectedValueOnce(authError(400, '413'));
    const { user } = await openPopup({ api: { sendOtp, captchaChallenge: async () => altchaChallenge() } });
    await user.type(mobileField(), TEST_MOBILE);
    await user.click(screen.getByRole('button', { name: 'JOIN NOW' }));
    const captcha = await screen.findByRole('dialog', { name: 'Captcha' });
    await user.click(within(captcha).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Captcha' })).not.toBeInTheDocument());
    // The login popup is still open, with JOIN NOW usable again.
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'JOIN NOW' })).toBeEnabled();
  });

  it('hands the typed code to onLoggedIn, normalised', async () => {
    const onLoggedIn = vi.fn();
    const { user } = await openPopup({ options: { onLoggedIn } });
    await user.click(screen.getByRole('button', { name: 'Have a referral/gift code?' }));
    await user.type(screen.getByRole('textbox', { name: 'Referral or gift code' }), 'gift100');
    await sendCodeTo(user);
    await user.type(otpField(), '482913');
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'VERIFY OTP' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ code: 'GIFT100' })));
    // ... and the member is taken to the payment page, where the code is checked and applied.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment?promo=GIFT100'));
    // The code is also handed over to be validated (and linked, if it is a referral code); the
    // payment page shows a refusal itself, so no toast is asked for.
    expect(readLoginHandover('loginCode')).toEqual({ code: 'GIFT100', announceRefusal: false });
  });

  it('asks for a toast about a refused code when the member does not land on the payment page with it', async () => {
    const exchangeTicket = vi.fn(async () => loginResult('SHOW_BENEFITS'));
    const { user } = await openPopup({ api: { exchangeTicket } });
    await user.click(screen.getByRole('button', { name: 'Have a referral/gift code?' }));
    await user.type(screen.getByRole('textbox', { name: 'Referral or gift code' }), ' asha-1 ');
    await sendCodeTo(user);
    await user.type(otpField(), '482913');
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'VERIFY OTP' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/categories'));
    expect(readLoginHandover('loginCode')).toEqual({ code: 'ASHA-1', announceRefusal: true });
  });

  it('hands no code over when none was typed', async () => {
    const { user } = await openPopup();
    await sendCodeTo(user);
    await user.type(otpField(), '482913');
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'VERIFY OTP' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/userfeed'));
    expect(readLoginHandover('loginCode')).toBeUndefined();
  });
});

describe('Login popup: after login', () => {
  async function logInWith(action: Parameters<typeof loginResult>[0], api: Partial<AuthApi> = {}, user = {}) {
    const exchangeTicket = vi.fn(async () => loginResult(action, user));
    const rendered = await openPopup({ api: { exchangeTicket, ...api } });
    await sendCodeTo(rendered.user);
    await rendered.user.type(otpField(), '482913');
    await screen.findByText('Verified');
    await rendered.user.click(screen.getByRole('button', { name: 'VERIFY OTP' }));
    return rendered;
  }

  it.each([
    ['SHOW_BENEFITS', '/categories'],
    ['SHOW_PAYMENT', '/payment'],
    ['INITIATE_PAYMENT', '/payment'],
    ['PROVIDE_TRIAL_SUBSCRIPTION_TO_USER', '/payment?flow=trial'],
    ['ADD_MOBILE', '/userfeed'],
    ['SHOW_VALUE_PROP', '/'],
  ] as const)('%s goes to %s', async (action, path) => {
    await logInWith(action);
    await waitFor(() => expect(location()).toHaveTextContent(path, { normalizeWhitespace: true }));
    expect(location().textContent).toBe(path);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('GET_AND_CONFIRM_EMAIL_FROM_USER asks for an email, saves it, verifies it with its code and goes home', async () => {
    const updateUser = vi.fn(async () => loginResult('SHOW_HOME', { email: 'asha@example.com' }).user);
    const sendEmailCode = vi.fn(async () => ({ ...otpSent('SIGN_UP'), email: 'asha@example.com' }));
    const verifyEmailCode = vi.fn(async () => loginResult('SHOW_HOME', { email: 'asha@example.com', emailVerified: true }).user);
    const { user, store } = await logInWith('GET_AND_CONFIRM_EMAIL_FROM_USER', { updateUser, sendEmailCode, verifyEmailCode });
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'asha@example');
    await user.click(screen.getByRole('button', { name: 'SAVE AND CONTINUE' }));
    expect(email).toHaveAccessibleDescription(AUTH_MESSAGES['403']);
    expect(updateUser).not.toHaveBeenCalled();
    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'SAVE AND CONTINUE' }));
    expect(await screen.findByRole('heading', { name: 'Enter OTP' })).toBeInTheDocument();
    expect(updateUser).toHaveBeenCalledWith({ email: 'asha@example.com' });
    expect(sendEmailCode).toHaveBeenCalledTimes(1);
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    await user.type(otpField(), '551234');
    await screen.findByText('Verified');
    expect(verifyEmailCode).toHaveBeenCalledWith('551234');
    await user.click(screen.getByRole('button', { name: 'VERIFY OTP' }));
    await waitFor(() => expect(location()).toHaveTextContent('/userfeed'));
    expect(store.getState().user).toMatchObject({ email: 'asha@example.com', emailVerified: true });
  });

  it('the email step may be skipped', async () => {
    const updateUser = vi.fn();
    const { user } = await logInWith('GET_AND_CONFIRM_EMAIL_FROM_USER', { updateUser });
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(location()).toHaveTextContent('/userfeed'));
    expect(updateUser).not.toHaveBeenCalled();
  });

  it('an email another member holds verified is refused in the email’s words (auth 429)', async () => {
    const updateUser = vi.fn().mockRejectedValue(authError(409, '429'));
    const { user } = await logInWith('GET_AND_CONFIRM_EMAIL_FROM_USER', { updateUser });
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await user.type(email, 'aarav@example.com');
    await user.click(screen.getByRole('button', { name: 'SAVE AND CONTINUE' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(EMAIL_IN_USE_MESSAGE));
  });

  describe('GET_AND_CONFIRM_MOBILE_FROM_USER: an account without a mobile adds one with its code', () => {
    const emailOnly = { mobile: null, mobileVerified: false, email: 'asha@example.com', emailVerified: true };

    it('sends a code to the mobile, verifies it, and goes home', async () => {
      const sendMobileCode = vi.fn(async () => otpSent('SIGN_UP'));
      const verifyMobileCode = vi.fn(async () => loginResult('SHOW_HOME', { ...emailOnly, mobile: '9123456780', mobileVerified: true }).user);
      const { user, store } = await logInWith('GET_AND_CONFIRM_MOBILE_FROM_USER', { sendMobileCode, verifyMobileCode }, emailOnly);
      expect(await screen.findByRole('heading', { name: 'Add your mobile number' })).toBeInTheDocument();
      const field = screen.getByRole('textbox', { name: 'Mobile number' });
      const getOtp = screen.getByRole('button', { name: 'GET OTP' });
      expect(getOtp).toBeDisabled();
      await user.type(field, '9123456780');
      await user.click(getOtp);
      expect(await screen.findByRole('heading', { name: 'Enter OTP' })).toBeInTheDocument();
      expect(sendMobileCode).toHaveBeenCalledWith(expect.objectContaining({ mobile: '9123456780' }));
      expect(screen.getByText('+91 9123456780')).toBeInTheDocument();
      await user.type(otpField(), '661234');
      await screen.findByText('Verified');
      expect(verifyMobileCode).toHaveBeenCalledWith({ mobile: '9123456780', otp: '661234' });
      await user.click(screen.getByRole('button', { name: 'VERIFY OTP' }));
      await waitFor(() => expect(location()).toHaveTextContent('/userfeed'));
      expect(store.getState().user).toMatchObject({ mobile: '9123456780', mobileVerified: true });
    });

    it.each([
      ['a number in use (auth 429)', authError(409, '429'), AUTH_MESSAGES['429']],
      ['a blocked number (auth 432)', authError(403, '432'), AUTH_MESSAGES['432']],
      ['a code asked again too soon (auth 405): the default message', authError(429, '405', 'Please wait 12 seconds before requesting a new OTP'), DEFAULT_ERROR_MESSAGE],
    ])('refuses %s under the mobile', async (_label, error, message) => {
      const sendMobileCode = vi.fn().mockRejectedValue(error);
      const { user } = await logInWith('GET_AND_CONFIRM_MOBILE_FROM_USER', { sendMobileCode }, emailOnly);
      const field = await screen.findByRole('textbox', { name: 'Mobile number' });
      await user.type(field, '9876543219');
      await user.click(screen.getByRole('button', { name: 'GET OTP' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription(message));
      expect(screen.queryByRole('heading', { name: 'Enter OTP' })).not.toBeInTheDocument();
    });

    it('a wrong code shows under the code boxes', async () => {
      const verifyMobileCode = vi.fn().mockRejectedValue(authError(400, '425'));
      const { user } = await logInWith('GET_AND_CONFIRM_MOBILE_FROM_USER', { verifyMobileCode }, emailOnly);
      await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '9123456780');
      await user.click(screen.getByRole('button', { name: 'GET OTP' }));
      await screen.findByRole('heading', { name: 'Enter OTP' });
      await user.type(otpField(), '000000');
      await waitFor(() => expect(otpField()).toHaveAccessibleDescription(AUTH_MESSAGES['425']));
    });

    it('may be skipped: the member goes home', async () => {
      const sendMobileCode = vi.fn();
      const { user } = await logInWith('GET_AND_CONFIRM_MOBILE_FROM_USER', { sendMobileCode }, emailOnly);
      await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
      await waitFor(() => expect(location()).toHaveTextContent('/userfeed'));
      expect(sendMobileCode).not.toHaveBeenCalled();
    });
  });

  describe('after user data loads (spec §4): the success screen or done', () => {
    it('a paid member whose order this tab paid sees the success screen, then goes home', async () => {
      rememberPaidOrder('ord_123');
      const { user } = await logInWith('SHOW_HOME', {}, { primeProfile: 5, orderId: 'ord_123' });
      expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
      expect(location()).not.toHaveTextContent('/userfeed');
      await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
      await waitFor(() => expect(location()).toHaveTextContent('/userfeed'));
      expect(readPaidOrder()).toBeUndefined();
    });

    it.each([
      ['another order', { primeProfile: 5, orderId: 'ord_999' }],
      ['a member not paid', { primeProfile: 1, orderId: 'ord_123' }],
    ])('%s is simply done', async (_label, member) => {
      rememberPaidOrder('ord_123');
      await logInWith('SHOW_HOME', {}, member);
      await waitFor(() => expect(location()).toHaveTextContent('/userfeed'));
      expect(screen.queryByRole('heading', { name: 'Payment successful' })).not.toBeInTheDocument();
    });
  });

  it('shows the server’s 403 text under the email', async () => {
    const updateUser = vi.fn().mockRejectedValue(authError(400, '403'));
    const { user } = await logInWith('GET_AND_CONFIRM_EMAIL_FROM_USER', { updateUser });
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await user.type(email, 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'SAVE AND CONTINUE' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(AUTH_MESSAGES['403']));
  });

  it('an email equal to the confirmed one skips the update', async () => {
    const updateUser = vi.fn();
    const { user } = await logInWith('CONFIRM_EMAIL_FROM_USER', { updateUser }, { email: 'asha@example.com', emailVerified: true });
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveValue('asha@example.com');
    await user.clear(email);
    await user.type(email, 'ASHA@example.com');
    await user.click(screen.getByRole('button', { name: 'CONFIRM AND PROCEED' }));
    await waitFor(() => expect(location()).toHaveTextContent('/userfeed'));
    expect(updateUser).not.toHaveBeenCalled();
  });

  it('CONFIRM_MOBILE_FROM_USER shows the number to confirm', async () => {
    await logInWith('CONFIRM_MOBILE_FROM_USER');
    expect(await screen.findByRole('button', { name: 'CONFIRM AND PROCEED' })).toBeInTheDocument();
    expect(screen.getByText(`+91 ${TEST_MOBILE}`)).toBeInTheDocument();
  });

  it('an action the site does not know leads to the error screen, and TRY AGAIN starts over', async () => {
    const exchangeTicket = vi.fn(async () => ({ ...loginResult('SHOW_HOME'), action: 'SOMETHING_NEW' as never }));
    const { user } = await openPopup({ api: { exchangeTicket } });
    await sendCodeTo(user);
    await user.type(otpField(), '482913');
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'VERIFY OTP' }));
    expect(await screen.findByText('Something went wrong! Please try again later')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(mobileField()).toHaveValue(TEST_MOBILE);
  });

  it('the login screen state stays ERROR once a flow that failed is closed (the shopper landing opens sign-in again on it)', async () => {
    const exchangeTicket = vi.fn(async () => ({ ...loginResult('SHOW_HOME'), action: 'SOMETHING_NEW' as never }));
    const { user } = await openPopup({ api: { exchangeTicket } });
    const state = () => screen.getByRole('status', { name: 'Login screen state', hidden: true });
    await sendCodeTo(user);
    expect(state()).toHaveTextContent('OTP_SCREEN');
    await user.type(otpField(), '482913');
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'VERIFY OTP' }));
    await screen.findByText('Something went wrong! Please try again later');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state()).toHaveTextContent('ERROR');
    // a new opening starts over (at CONFIRM_MOBILE here: the number the failed login used is remembered)
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(state()).toHaveTextContent('CONFIRM_MOBILE'));
  });

  it('a failed ticket exchange asks for the code again and leaves the session logged out', async () => {
    const exchangeTicket = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, store } = await openPopup({ api: { exchangeTicket } });
    await sendCodeTo(user);
    await user.type(otpField(), '482913');
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'VERIFY OTP' }));
    await waitFor(() => expect(otpField()).toHaveAccessibleDescription('Something went wrong! Please try again later'));
    expect(otpField()).toHaveValue('');
    expect(store.getState().status).toBe('loggedOut');
  });
});

describe('Login popup: opening and variants', () => {
  it('starts at CONFIRM_MOBILE with a single sign-on mobile, and CONFIRM AND PROCEED sends the code', async () => {
    const sendOtp = vi.fn(async () => otpSent('LOG_IN'));
    const { user } = await openPopup({ api: { sendOtp }, options: { ssoMobile: TEST_MOBILE } });
    expect(screen.getByText(`+91 ${TEST_MOBILE}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CONFIRM AND PROCEED' }));
    await screen.findByRole('heading', { name: 'Enter OTP' });
    expect(sendOtp).toHaveBeenCalledWith({ identifier: TEST_MOBILE });
  });

  it('a returning visitor confirms the mobile of the last login on this device', async () => {
    const { user } = await openPopup();
    await sendCodeTo(user);
    await user.type(otpField(), '482913');
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'VERIFY OTP' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    await screen.findByRole('dialog', { name: 'Login' });
    expect(screen.getByRole('button', { name: 'CONFIRM AND PROCEED' })).toBeInTheDocument();
    expect(screen.getByText(`+91 ${TEST_MOBILE}`)).toBeInTheDocument();
  });

  it('the edit icon on CONFIRM_MOBILE goes to ENTER_MOBILE with the number', async () => {
    const { user } = await openPopup({ options: { ssoMobile: TEST_MOBILE } });
    await user.click(screen.getByRole('button', { name: 'Edit mobile number' }));
    expect(mobileField()).toHaveValue(TEST_MOBILE);
  });

  it('a retail variant prefills the sso mobile instead, with its helper text', async () => {
    const helperText = 'Enter the mobile number you registered with at enrolment';
    await openPopup({ options: { ssoMobile: TEST_MOBILE }, variant: { retail: true, helperText } });
    expect(mobileField()).toHaveValue(TEST_MOBILE);
    expect(screen.getByText(helperText)).toBeInTheDocument();
  });

  it('the Register coupon variant needs a code for CLAIM OFFER', async () => {
    const { user } = await openPopup({ variant: { couponField: { buttonTag: 'Register' } } });
    await user.type(mobileField(), TEST_MOBILE);
    const claim = screen.getByRole('button', { name: 'CLAIM OFFER' });
    expect(claim).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Have a referral/gift code?' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Coupon Code' }), 'ss100');
    expect(claim).toBeEnabled();
  });

  it('the card-network variant asks for the number to proceed with Continue', async () => {
    const { user } = await openPopup({ variant: { cardNetworkModal: true } });
    expect(screen.getByText('We need your mobile number to proceed')).toBeInTheDocument();
    await user.type(mobileField(), TEST_MOBILE);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('closes with Escape and opens fresh the next time', async () => {
    const { user } = await openPopup();
    await user.type(mobileField(), '98765');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    await screen.findByRole('dialog', { name: 'Login' });
    expect(mobileField()).toHaveValue('');
  });

  it('prefills a number given to open()', async () => {
    await openPopup({ options: { mobile: '+91 98765 43210' } });
    expect(mobileField()).toHaveValue(TEST_MOBILE);
    expect(screen.getByRole('button', { name: 'JOIN NOW' })).toBeEnabled();
  });

  it('uses the partner’s channel for the ticket exchange', async () => {
    const exchangeTicket = vi.fn(async () => loginResult('SHOW_HOME'));
    const authApi = fakeAuthApi({ exchangeTicket });
    const user = userEvent.setup();
    renderWithSession(
      <LoginPopupProvider>
        <SignIn options={{ origin: 'TRIAL' }} />
      </LoginPopupProvider>,
      { authApi, path: '*', partner: examplePartners.shopper },
    );
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    await screen.findByRole('dialog', { name: 'Login' });
    await sendCodeTo(user);
    await user.type(otpField(), '482913');
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'VERIFY OTP' }));
    await waitFor(() => expect(location()).toHaveTextContent('/user-shopper-stop'));
    expect(exchangeTicket).toHaveBeenCalledWith({ origin: 'TRIAL', channel: 'SHOPPERS_STOP', ticketId: TEST_TICKET });
    // A new member (primeProfile 0) the server sent home gets no 'expired' toast: the host ignores 0.
    expect(readLoginHandover('trialToast')).toEqual({ primeProfile: 0 });
  });
});
