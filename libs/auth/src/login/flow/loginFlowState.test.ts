import { OTP_RESEND_SECONDS } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { loginResult } from '../../testing';
import { initialLoginFlowState, loginFlowReducer, type LoginFlowEvent, type LoginFlowState } from './loginFlowState';

const T0 = 1_800_000_000_000;
const run = (events: LoginFlowEvent[], state: LoginFlowState = initialLoginFlowState()) => events.reduce(loginFlowReducer, state);

const onCodeScreen = () =>
  run([
    { type: 'mobileChanged', value: '9876543210' },
    { type: 'sendStarted' },
    { type: 'userChecked', statusCode: 205, newUser: true },
    { type: 'codeSent', otpType: 'SIGN_UP', ssoId: 'sso-1', resendAfterSeconds: 30, now: T0 },
  ]);

describe('initialLoginFlowState', () => {
  it.each([
    ['nothing known', {}, 'ENTER_MOBILE', ''],
    ['a prefilled mobile', { mobile: '+91 98765 43210' }, 'ENTER_MOBILE', '9876543210'],
    ['an sso mobile', { ssoMobile: '9876543210' }, 'CONFIRM_MOBILE', '9876543210'],
    ['an sso mobile on a retail variant', { ssoMobile: '9876543210', retailVariant: true }, 'ENTER_MOBILE', '9876543210'],
  ])('%s', (_name, init, screen, mobile) => {
    const state = initialLoginFlowState(init);
    expect(state.screen).toBe(screen);
    expect(state.identifierValue).toBe(mobile);
    expect(state.otpSent).toBe(false);
  });

  it('starts with a given code revealed and normalised', () => {
    expect(initialLoginFlowState({ code: ' welcome50 ' })).toMatchObject({ code: 'WELCOME50', codeRevealed: true });
  });
});

describe('loginFlowReducer', () => {
  it('keeps the mobile to 10 digits', () => {
    expect(run([{ type: 'mobileChanged', value: '98a765-432109' }]).identifierValue).toBe('9876543210');
  });

  it('records a new user and moves to the code screen with the countdown', () => {
    const state = onCodeScreen();
    expect(state).toMatchObject({
      screen: 'OTP_SCREEN',
      otpSent: true,
      otpType: 'SIGN_UP',
      ssoId: 'sso-1',
      userType: 'NEW',
      checkUserExistsStatusCode: 205,
      resendSecondsLeft: 30,
      showLoader: false,
      pending: undefined,
    });
  });

  it('falls back to the spec countdown when the server gives none', () => {
    const state = run([{ type: 'codeSent', otpType: 'LOG_IN', ssoId: undefined, resendAfterSeconds: 0, now: T0 }]);
    expect(state.resendSecondsLeft).toBe(OTP_RESEND_SECONDS);
  });

  it.each([
    [0, 30],
    [1, 30],
    [999, 30],
    [1000, 29],
    [29_001, 1],
    [30_000, 0],
    [95_000, 0],
  ])('counts down from the send: %i ms later shows %i s', (elapsed, left) => {
    expect(loginFlowReducer(onCodeScreen(), { type: 'tick', now: T0 + elapsed }).resendSecondsLeft).toBe(left);
  });

  it.each<[string, LoginFlowEvent, Partial<LoginFlowState>]>([
    ['a send failure under the mobile', { type: 'failed', field: 'mobile', message: 'M' }, { mobileError: 'M', otpError: undefined }],
    ['a verify failure under the code', { type: 'failed', field: 'otp', message: 'O' }, { otpError: 'O', mobileError: undefined }],
  ])('shows %s and releases the button', (_name, event, expected) => {
    const state = run([{ type: 'sendStarted' }, event]);
    expect(state).toMatchObject({ ...expected, pending: undefined, showLoader: false });
  });

  it('remembers where the invisible captcha failed and that the visible one failed', () => {
    const state = run([{ type: 'sendStarted' }, { type: 'captchaRefused', from: 'sendOtp' }, { type: 'visibleCaptchaRefused' }]);
    expect(state).toMatchObject({ v3CaptchaFailsFromWhere: 'sendOtp', isV2CaptchaFails: true });
    expect(run([{ type: 'sendStarted' }], state)).toMatchObject({ v3CaptchaFailsFromWhere: undefined, isV2CaptchaFails: false });
  });

  it('editing the mobile returns to ENTER_MOBILE and forgets the code sent', () => {
    const state = run([{ type: 'otpChanged', value: '123' }, { type: 'failed', field: 'otp', message: 'x' }, { type: 'editMobile' }], onCodeScreen());
    expect(state).toMatchObject({
      screen: 'ENTER_MOBILE',
      identifierValue: '9876543210',
      otp: '',
      otpSent: false,
      otpType: undefined,
      otpError: undefined,
      ssoId: undefined,
      userType: undefined,
      checkUserExistsStatusCode: undefined,
      resendSecondsLeft: 0,
    });
  });

  it('resending clears the code boxes and restarts the countdown when sent', () => {
    const typed = run([{ type: 'otpChanged', value: '482' }], onCodeScreen());
    const resending = loginFlowReducer(typed, { type: 'resendStarted' });
    expect(resending).toMatchObject({ otp: '', pending: 'resend' });
    expect(loginFlowReducer(resending, { type: 'resent', resendAfterSeconds: 30, now: T0 + 40_000 })).toMatchObject({ resendSecondsLeft: 30, resendAvailableAt: T0 + 70_000 });
  });

  it('a verified code cannot be edited until it is resent', () => {
    const verified = run([{ type: 'otpChanged', value: '482913' }, { type: 'verifyStarted' }, { type: 'verified', ticketId: 't', ssoId: 's' }], onCodeScreen());
    expect(verified).toMatchObject({ otpVerified: true, ticketId: 't', pending: undefined });
    expect(loginFlowReducer(verified, { type: 'otpChanged', value: '1' }).otp).toBe('482913');
  });

  it('a failed ticket exchange asks for a code again', () => {
    const state = run(
      [{ type: 'otpChanged', value: '482913' }, { type: 'verified', ticketId: 't', ssoId: 's' }, { type: 'continueStarted' }, { type: 'loginFailed', message: 'E' }],
      onCodeScreen(),
    );
    expect(state).toMatchObject({ otp: '', otpVerified: false, ticketId: undefined, otpError: 'E', pending: undefined });
  });

  it('keeps the login answer and the member’s email for the email step', () => {
    const state = run([{ type: 'loggedIn', result: loginResult('GET_AND_CONFIRM_EMAIL_FROM_USER', { email: 'asha@example.com' }) }, { type: 'showScreen', screen: 'COMPLETE_EMAIL' }]);
    expect(state).toMatchObject({ screen: 'COMPLETE_EMAIL', email: 'asha@example.com' });
  });

  it('restart keeps the mobile and the code', () => {
    const state = run([{ type: 'codeRevealed' }, { type: 'codeChanged', value: 'gift1' }, { type: 'showScreen', screen: 'ERROR' }, { type: 'restart' }], onCodeScreen());
    expect(state).toMatchObject({ screen: 'ENTER_MOBILE', identifierValue: '9876543210', code: 'GIFT1', codeRevealed: true, otpSent: false });
  });
});

describe('logging in with an email', () => {
  it('switching to email empties the field and forgets any code sent; switching back does the same', () => {
    const email = run([{ type: 'identifierTypeChanged', value: 'email' }], onCodeScreen());
    expect(email).toMatchObject({ identifierType: 'email', identifierValue: '', otpSent: false, ssoId: undefined });
    const typed = run([{ type: 'mobileChanged', value: 'Ananya@Mail.example.in' }], email);
    // An email is kept as typed (it is checked and lower-cased when sent), not cut to 10 digits.
    expect(typed.identifierValue).toBe('Ananya@Mail.example.in');
    expect(run([{ type: 'identifierTypeChanged', value: 'email' }], typed)).toBe(typed);
    expect(run([{ type: 'identifierTypeChanged', value: 'mobile' }], typed)).toMatchObject({ identifierType: 'mobile', identifierValue: '' });
  });

  it('restart keeps the email', () => {
    const state = run([{ type: 'identifierTypeChanged', value: 'email' }, { type: 'mobileChanged', value: 'a@b.in' }, { type: 'restart' }]);
    expect(state).toMatchObject({ screen: 'ENTER_MOBILE', identifierType: 'email', identifierValue: 'a@b.in' });
  });
});

describe('guest checkout (pre-login decides the session)', () => {
  const typed = () => run([{ type: 'mobileChanged', value: '9876543210' }, { type: 'sendStarted' }]);

  it('starts as the ordinary login', () => {
    expect(initialLoginFlowState().loginType).toBe('SSO');
  });

  it.each([
    ['a GUEST answer for the typed mobile makes the code start a GUEST session', '9876543210', 'GUEST', 'GUEST'],
    ['an SSO answer keeps the ordinary login', '9876543210', 'SSO', 'SSO'],
    ['an answer for a number since changed is dropped', '9876543211', 'GUEST', 'SSO'],
  ] as const)('%s', (_name, mobile, loginType, expected) => {
    expect(run([{ type: 'preLoggedIn', mobile, loginType }], typed()).loginType).toBe(expected);
  });

  it('editing the mobile forgets the answer', () => {
    const state = run([{ type: 'preLoggedIn', mobile: '9876543210', loginType: 'GUEST' }, { type: 'editMobile' }], typed());
    expect(state.loginType).toBe('SSO');
  });
});

describe('the contact steps after login (issue 34)', () => {
  const loggedIn = () => run([{ type: 'verified', ticketId: 't', ssoId: 's' }, { type: 'loggedIn', result: loginResult('GET_AND_CONFIRM_MOBILE_FROM_USER', { mobile: null }) }], onCodeScreen());

  it('ADD_MOBILE starts empty, keeps 10 digits, and shows a refusal under the new mobile', () => {
    const state = run([{ type: 'showScreen', screen: 'ADD_MOBILE' }, { type: 'newMobileChanged', value: '91234-a56780' }], loggedIn());
    expect(state).toMatchObject({ screen: 'ADD_MOBILE', newMobile: '9123456780' });
    const refused = run([{ type: 'contactSendStarted' }, { type: 'contactFailed', field: 'contact', message: 'blocked' }], state);
    expect(refused).toMatchObject({ screen: 'ADD_MOBILE', newMobileError: 'blocked', pending: undefined, emailError: undefined });
  });

  it('its code screen starts a fresh code (not the login’s verified one) with the countdown, and comes back to the mobile', () => {
    const sent = run(
      [{ type: 'showScreen', screen: 'ADD_MOBILE' }, { type: 'newMobileChanged', value: '9123456780' }, { type: 'contactSendStarted' }, { type: 'contactCodeSent', screen: 'ADD_MOBILE_OTP', resendAfterSeconds: 30, now: T0 }],
      loggedIn(),
    );
    expect(sent).toMatchObject({ screen: 'ADD_MOBILE_OTP', otp: '', otpVerified: false, resendSecondsLeft: OTP_RESEND_SECONDS, pending: undefined });
    const typed = run([{ type: 'otpChanged', value: '12a3456' }, { type: 'verifyStarted' }, { type: 'contactVerified' }], sent);
    expect(typed).toMatchObject({ otp: '123456', otpVerified: true, pending: undefined });
    const back = run([{ type: 'editContact' }], sent);
    expect(back).toMatchObject({ screen: 'ADD_MOBILE', newMobile: '9123456780', otp: '', resendAvailableAt: undefined });
  });

  it('a refusal of the code shows under the code; of the contact on the code screen, under its line', () => {
    const sent = run([{ type: 'showScreen', screen: 'ADD_MOBILE' }, { type: 'contactCodeSent', screen: 'ADD_MOBILE_OTP', resendAfterSeconds: 30, now: T0 }], loggedIn());
    expect(run([{ type: 'contactFailed', field: 'otp', message: 'wrong' }], sent)).toMatchObject({ otpError: 'wrong' });
    expect(run([{ type: 'contactFailed', field: 'contact', message: 'in use' }], sent)).toMatchObject({ mobileError: 'in use', newMobileError: undefined });
  });

  it('the email step’s code comes back to the email', () => {
    const sent = run([{ type: 'showScreen', screen: 'COMPLETE_EMAIL' }, { type: 'contactCodeSent', screen: 'VERIFY_EMAIL', resendAfterSeconds: 30, now: T0 }], loggedIn());
    expect(sent.screen).toBe('VERIFY_EMAIL');
    expect(run([{ type: 'editContact' }], sent).screen).toBe('COMPLETE_EMAIL');
    expect(run([{ type: 'showScreen', screen: 'COMPLETE_EMAIL' }, { type: 'contactFailed', field: 'contact', message: 'in use' }], loggedIn())).toMatchObject({ emailError: 'in use' });
  });
});
