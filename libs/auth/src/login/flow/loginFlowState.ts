// The login popup's state (the spec's "login OTP data") and how each event changes it. Pure: the
// calls live in useLoginFlow, which dispatches these events.
import { OTP_RESEND_SECONDS, type LoginResult, type LoginType, type OtpNature } from '@rewards/api-contract';
import type { CaptchaSource } from '../../captcha/withCaptcha';
import { normaliseCode } from '../../rules/code';
import type { ErrorField } from '../../rules/errors';
import { initialScreen } from '../../rules/initialScreen';
import { sanitiseMobile } from '../../rules/mobile';
import type { LoginScreen } from '../../rules/nextStep';
import { sanitiseOtp } from '../../rules/otp';

export const loginIdentifierTypes = ['mobile', 'email'] as const;
export type LoginIdentifierType = (typeof loginIdentifierTypes)[number];

/** The call a submit button is waiting for. */
export type PendingAction = 'send' | 'verify' | 'resend' | 'continue' | 'email';

export interface LoginFlowState {
  screen: LoginScreen;
  /** The mobile typed after +91 (digits only), or the email when `identifierType` is email. */
  identifierValue: string;
  /** What the member logs in with: a mobile (the default) or an email (core site only). */
  identifierType: LoginIdentifierType;
  /** The referral, gift or coupon code, normalised; handed to `onLoggedIn`, never checked here. */
  code: string;
  /** The 'Have a referral/gift code?' field is showing. */
  codeRevealed: boolean;
  otp: string;
  otpSent: boolean;
  otpVerified: boolean;
  /** SIGN_UP for a new user (register), LOG_IN for an existing one. */
  otpType: OtpNature | undefined;
  /** Shown under the code boxes. */
  otpError: string | undefined;
  /** Shown under the mobile (or under the number on the code screen). */
  mobileError: string | undefined;
  email: string;
  emailError: string | undefined;
  /** The mobile a logged-in account without one adds (ADD_MOBILE), digits after +91. */
  newMobile: string;
  /** Under that mobile: invalid, in use (auth 429), a blocked number (auth 432), limits. */
  newMobileError: string | undefined;
  /** A call is in flight; its submit button is pending. */
  showLoader: boolean;
  pending: PendingAction | undefined;
  /** Where the invisible captcha was refused (413), so the visible one retries that call. */
  v3CaptchaFailsFromWhere: CaptchaSource | undefined;
  /** The visible captcha was refused too. */
  isV2CaptchaFails: boolean;
  /** The new account's id from register; sent with verify and resend. */
  ssoId: string | undefined;
  userType: 'NEW' | 'EXISTING' | undefined;
  checkUserExistsStatusCode: number | undefined;
  /** Seconds before 'Resend OTP' is enabled. */
  resendSecondsLeft: number;
  /** When resending becomes possible (ms since the epoch): the countdown is worked out from it, so a throttled background tab stays right. */
  resendAvailableAt: number | undefined;
  /** From a verified code, exchanged for the session by VERIFY OTP. */
  ticketId: string | undefined;
  /**
   * The session the verified code starts: GUEST when the member chose guest checkout and pre-login
   * found no verified account for the mobile (spec §3 pre-login details), else SSO.
   */
  loginType: LoginType;
  loginResult: LoginResult | undefined;
}

export type LoginFlowEvent =
  | { type: 'mobileChanged'; value: string }
  /** 'Use email instead' / 'Use mobile number instead': the other field, empty, and no message. */
  | { type: 'identifierTypeChanged'; value: LoginIdentifierType }
  | { type: 'codeRevealed' }
  | { type: 'codeChanged'; value: string }
  | { type: 'sendStarted' }
  | { type: 'userChecked'; statusCode: number; newUser: boolean }
  /** A guest checkout's pre-login answered for `mobile`: which session its code will start. */
  | { type: 'preLoggedIn'; mobile: string; loginType: LoginType }
  | { type: 'codeSent'; otpType: OtpNature; ssoId: string | undefined; resendAfterSeconds: number | undefined; now: number }
  | { type: 'failed'; field: Exclude<ErrorField, 'captcha'>; message: string }
  | { type: 'captchaRefused'; from: CaptchaSource }
  | { type: 'visibleCaptchaRefused' }
  | { type: 'cancelled' }
  | { type: 'otpChanged'; value: string }
  | { type: 'verifyStarted' }
  | { type: 'verified'; ticketId: string; ssoId: string }
  | { type: 'resendStarted' }
  | { type: 'resent'; resendAfterSeconds: number | undefined; now: number }
  | { type: 'tick'; now: number }
  | { type: 'editMobile' }
  | { type: 'continueStarted' }
  | { type: 'loggedIn'; result: LoginResult }
  | { type: 'loginFailed'; message: string }
  | { type: 'showScreen'; screen: LoginScreen }
  | { type: 'emailChanged'; value: string }
  | { type: 'emailStarted' }
  | { type: 'emailFailed'; message: string }
  | { type: 'emailSaved' }
  /** The mobile typed on ADD_MOBILE. */
  | { type: 'newMobileChanged'; value: string }
  /** A code to the member's new mobile or to their email is on its way (or being sent again). */
  | { type: 'contactSendStarted' }
  | { type: 'contactCodeSent'; screen: 'ADD_MOBILE_OTP' | 'VERIFY_EMAIL'; resendAfterSeconds: number | undefined; now: number }
  /** A contact step failed: under the mobile or email ('contact') or under the code ('otp'). */
  | { type: 'contactFailed'; field: 'contact' | 'otp'; message: string }
  /** The contact's code checked out: the tick shows, VERIFY OTP continues. */
  | { type: 'contactVerified' }
  /** Back from a contact's code to its mobile or email, the code data reset. */
  | { type: 'editContact' }
  | { type: 'restart' };

export interface LoginFlowInit {
  /** A number to prefill. */
  mobile?: string | undefined;
  /** The mobile single sign-on data holds: starts at CONFIRM_MOBILE unless a retail variant. */
  ssoMobile?: string | undefined;
  retailVariant?: boolean;
  /** A code to start with (e.g. a coupon in the URL). */
  code?: string | undefined;
}

/** Everything about the code sent so far, as when no code was sent (spec: "resets OTP data"). */
const noCodeSent = {
  otp: '',
  otpSent: false,
  otpVerified: false,
  otpType: undefined,
  otpError: undefined,
  mobileError: undefined,
  showLoader: false,
  pending: undefined,
  v3CaptchaFailsFromWhere: undefined,
  isV2CaptchaFails: false,
  ssoId: undefined,
  userType: undefined,
  checkUserExistsStatusCode: undefined,
  resendSecondsLeft: 0,
  resendAvailableAt: undefined,
  ticketId: undefined,
  loginType: 'SSO',
} satisfies Partial<LoginFlowState>;

export function initialLoginFlowState(init: LoginFlowInit = {}): LoginFlowState {
  const start = initialScreen({ ssoMobile: init.ssoMobile, retailVariant: init.retailVariant ?? false, prefill: init.mobile });
  const code = normaliseCode(init.code ?? '');
  return {
    ...noCodeSent,
    screen: start.screen,
    identifierValue: start.mobile,
    identifierType: 'mobile',
    code,
    codeRevealed: code !== '',
    email: '',
    emailError: undefined,
    newMobile: '',
    newMobileError: undefined,
    loginResult: undefined,
  };
}

/** The code screens of the contact steps after login, and the screens they come back to. */
const CONTACT_ENTRY = { ADD_MOBILE_OTP: 'ADD_MOBILE', VERIFY_EMAIL: 'COMPLETE_EMAIL' } as const;
const isMobileContact = (screen: LoginScreen) => screen === 'ADD_MOBILE' || screen === 'ADD_MOBILE_OTP';

const waitingFor = (pending: PendingAction | undefined) => ({ pending, showLoader: pending !== undefined });
const resendDelay = (seconds: number | undefined) => (seconds && seconds > 0 ? seconds : OTP_RESEND_SECONDS);
/** The countdown from now: the full delay, shown as whole seconds. */
const countdownFrom = (seconds: number | undefined, now: number) => {
  const delay = resendDelay(seconds);
  return { resendSecondsLeft: delay, resendAvailableAt: now + delay * 1000 };
};

export function loginFlowReducer(state: LoginFlowState, event: LoginFlowEvent): LoginFlowState {
  switch (event.type) {
    case 'mobileChanged':
      return { ...state, identifierValue: state.identifierType === 'email' ? event.value : sanitiseMobile(event.value), mobileError: undefined };
    case 'identifierTypeChanged':
      return event.value === state.identifierType ? state : { ...state, ...noCodeSent, identifierType: event.value, identifierValue: '' };
    case 'codeRevealed':
      return { ...state, codeRevealed: true };
    case 'codeChanged':
      // Uppercased as typed; trimmed when it is used.
      return { ...state, code: event.value.toUpperCase() };
    case 'sendStarted':
      return { ...state, ...waitingFor('send'), mobileError: undefined, v3CaptchaFailsFromWhere: undefined, isV2CaptchaFails: false };
    case 'userChecked':
      return { ...state, checkUserExistsStatusCode: event.statusCode, userType: event.newUser ? 'NEW' : 'EXISTING' };
    case 'preLoggedIn':
      // An answer for a number the member has since changed is dropped.
      return event.mobile === state.identifierValue ? { ...state, loginType: event.loginType } : state;
    case 'codeSent':
      return {
        ...state,
        ...waitingFor(undefined),
        screen: 'OTP_SCREEN',
        otp: '',
        otpSent: true,
        otpVerified: false,
        otpError: undefined,
        mobileError: undefined,
        otpType: event.otpType,
        ssoId: event.ssoId,
        ticketId: undefined,
        ...countdownFrom(event.resendAfterSeconds, event.now),
      };
    case 'failed':
      return event.field === 'otp'
        ? { ...state, ...waitingFor(undefined), otpError: event.message }
        : { ...state, ...waitingFor(undefined), mobileError: event.message };
    case 'captchaRefused':
      return { ...state, v3CaptchaFailsFromWhere: event.from };
    case 'visibleCaptchaRefused':
      return { ...state, isV2CaptchaFails: true };
    case 'cancelled':
      return { ...state, ...waitingFor(undefined) };
    case 'otpChanged':
      return state.otpVerified ? state : { ...state, otp: sanitiseOtp(event.value), otpError: undefined };
    case 'verifyStarted':
      return { ...state, ...waitingFor('verify'), otpError: undefined, mobileError: undefined };
    case 'verified':
      return { ...state, ...waitingFor(undefined), otpVerified: true, ticketId: event.ticketId, ssoId: state.ssoId ?? event.ssoId };
    case 'resendStarted':
      return { ...state, ...waitingFor('resend'), otp: '', otpError: undefined, mobileError: undefined, otpVerified: false, ticketId: undefined };
    case 'resent':
      return { ...state, ...waitingFor(undefined), ...countdownFrom(event.resendAfterSeconds, event.now) };
    case 'tick': {
      if (state.resendAvailableAt === undefined) return state;
      const left = Math.max(0, Math.ceil((state.resendAvailableAt - event.now) / 1000));
      return left === state.resendSecondsLeft ? state : { ...state, resendSecondsLeft: left };
    }
    case 'editMobile':
      return { ...state, ...noCodeSent, screen: 'ENTER_MOBILE' };
    case 'continueStarted':
      return { ...state, ...waitingFor('continue'), otpError: undefined };
    case 'loggedIn':
      return { ...state, ...waitingFor(undefined), loginResult: event.result, email: event.result.user.email ?? '' };
    case 'loginFailed':
      // The ticket is single-use: the member verifies a code again.
      return { ...state, ...waitingFor(undefined), otp: '', otpVerified: false, ticketId: undefined, otpError: event.message };
    case 'showScreen':
      if (event.screen === 'ENTER_MOBILE' || event.screen === 'CONFIRM_MOBILE') return { ...state, ...noCodeSent, screen: event.screen };
      if (event.screen === 'ADD_MOBILE') return { ...state, ...waitingFor(undefined), screen: event.screen, newMobile: '', newMobileError: undefined };
      return { ...state, ...waitingFor(undefined), screen: event.screen, emailError: undefined };
    case 'emailChanged':
      return { ...state, email: event.value, emailError: undefined };
    case 'emailStarted':
      return { ...state, ...waitingFor('email'), emailError: undefined };
    case 'emailFailed':
      return { ...state, ...waitingFor(undefined), emailError: event.message };
    case 'emailSaved':
      return { ...state, ...waitingFor(undefined) };
    case 'newMobileChanged':
      return { ...state, newMobile: sanitiseMobile(event.value), newMobileError: undefined };
    case 'contactSendStarted':
      return { ...state, ...waitingFor(state.screen === 'ADD_MOBILE' || state.screen === 'COMPLETE_EMAIL' || state.screen === 'CONFIRM_EMAIL' ? 'send' : 'resend'), newMobileError: undefined, emailError: undefined, otpError: undefined, mobileError: undefined };
    case 'contactCodeSent':
      return {
        ...state,
        ...waitingFor(undefined),
        screen: event.screen,
        otp: '',
        otpVerified: false,
        otpError: undefined,
        mobileError: undefined,
        ...countdownFrom(event.resendAfterSeconds, event.now),
      };
    case 'contactFailed':
      if (event.field === 'otp') return { ...state, ...waitingFor(undefined), otpError: event.message };
      // On a code screen the mobile's or email's refusal shows under the line that names it.
      if (state.screen === 'ADD_MOBILE_OTP' || state.screen === 'VERIFY_EMAIL') return { ...state, ...waitingFor(undefined), mobileError: event.message };
      return isMobileContact(state.screen) ? { ...state, ...waitingFor(undefined), newMobileError: event.message } : { ...state, ...waitingFor(undefined), emailError: event.message };
    case 'contactVerified':
      return { ...state, ...waitingFor(undefined), otpVerified: true, otpError: undefined };
    case 'editContact':
      return state.screen === 'ADD_MOBILE_OTP' || state.screen === 'VERIFY_EMAIL'
        ? { ...state, ...waitingFor(undefined), screen: CONTACT_ENTRY[state.screen], otp: '', otpVerified: false, otpError: undefined, mobileError: undefined, resendSecondsLeft: 0, resendAvailableAt: undefined }
        : state;
    case 'restart':
      return state.identifierType === 'email'
        ? { ...initialLoginFlowState(), identifierType: 'email', identifierValue: state.identifierValue, code: state.code, codeRevealed: state.codeRevealed }
        : { ...initialLoginFlowState({ mobile: state.identifierValue }), code: state.code, codeRevealed: state.codeRevealed };
  }
}
