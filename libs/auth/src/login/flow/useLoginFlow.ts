import { isPartnerChannel, type LoginResult } from '@rewards/api-contract';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useReducer, type ReactNode } from 'react';
import { useCaptcha } from '../../captcha/useCaptcha';
import { authCatalogue } from '../../i18n/catalogue';
import { checkLoginEmail } from '../../rules/email';
import { canSubmitMobile, emailLoginAllowed, enterMobileAction, type EnterMobileAction, type LoginVariant } from '../../rules/enterMobileAction';
import type { LoginPreference } from '../../rules/guestCheckout';
import type { LoginEntryOrigin } from '../../rules/loginOrigin';
import { validateMobile, type MobileCheck } from '../../rules/mobile';
import type { NextStep } from '../../rules/nextStep';
import { readSsoData, useSessionStore } from '../../session';
import { useLatestFlow, usePendingLogin, useResendCountdown, useStaleAnswerGuard, type FlowSteps } from './flowPlumbing';
import { initialLoginFlowState, loginFlowReducer, type LoginFlowInit, type LoginFlowState, type LoginIdentifierType } from './loginFlowState';
import { useContactSteps } from './useContactSteps';
import { useEnterMobileStep } from './useEnterMobileStep';
import { useNextActionStep } from './useNextActionStep';
import { useVerifyCodeStep } from './useVerifyCodeStep';

/** What `onLoggedIn` receives: the login answer, the code the member typed (for the payment flow to apply) and where the flow goes next. */
export interface LoggedIn {
  result: LoginResult;
  code: string | undefined;
  next: NextStep;
}

export interface LoginFlowOptions extends LoginFlowInit {
  origin?: LoginEntryOrigin;
  /**
   * Login preferences (spec §3): GUEST for guest checkout (the join block), where a mobile without a
   * verified account gets a GUEST session that may pay without logging in; the ordinary login otherwise.
   */
  loginType?: LoginPreference;
  variant?: LoginVariant;
  /** After the session is started, before the flow moves on. */
  onLoggedIn?: (loggedIn: LoggedIn) => void;
  /** The flow left for a page (the popup closes itself). */
  onFinished?: () => void;
  /** Replace the history entry when leaving (the /login page, so Back does not return to it). */
  replace?: boolean;
  /**
   * Stay on this page instead of going to the partner's home once logged in (the co-brand landings
   * show the outcome themselves, then move on). Screens the server asks for still come first.
   */
  stayOnPage?: boolean;
  /**
   * Where the member was going when they were sent to log in (a protected page): after login
   * they go there instead of the partner's home. Screens the server asks for still come first.
   */
  returnTo?: string;
}

export interface LoginFlow {
  state: LoginFlowState;
  variant: LoginVariant;
  /** The identifier typed: the mobile's check, or for an email its lower-cased value and validity (its message shows on submit). */
  mobile: MobileCheck;
  /** 'Use email instead' is offered (the core site's plain login). */
  emailLoginAllowed: boolean;
  setIdentifierType(value: LoginIdentifierType): void;
  /** The ENTER_MOBILE button's text, and whether it needs a code. */
  action: EnterMobileAction;
  canSubmitMobile: boolean;
  setMobile(value: string): void;
  revealCode(): void;
  setCode(value: string): void;
  /** JOIN NOW / CONFIRM AND PROCEED: check the user, then register (new) or send a code (existing). */
  submitMobile(): Promise<void>;
  setOtp(value: string): void;
  /** Checks the code (runs by itself on the sixth digit). */
  verifyOtp(otp?: string): Promise<void>;
  /** VERIFY OTP: checks the code, or when it is verified starts the session and moves on. */
  pressVerify(): Promise<void>;
  resendOtp(): Promise<void>;
  /** Back to ENTER_MOBILE with the number kept and the code data reset. */
  editMobile(): void;
  setEmail(value: string): void;
  submitEmail(): Promise<void>;
  /** ADD_MOBILE: the mobile an account without one adds. */
  setNewMobile(value: string): void;
  /** Sends the code of ADD_MOBILE's mobile or of the email step's address (again, from a code screen). */
  sendContactCode(): Promise<void>;
  verifyContactCode(otp?: string): Promise<void>;
  pressContactVerify(): Promise<void>;
  /** Back from a contact's code to the mobile or email. */
  editContact(): void;
  /** 'Skip for now' on the email and mobile steps. */
  skipContact(): void;
  /** CONTINUE on the payment's success screen. */
  continueFromSuccess(): void;
  /** From the error screen: start again. */
  restart(): void;
  /** The captcha dialog; render it inside the screens' tree. */
  captchaDialog: ReactNode;
}

/**
 * The login flow (spec §4 "Login popup"): mobile → user-exists check → register (new user) or
 * send a code (existing user), both captcha-protected → code screen with a 30 s resend countdown →
 * verify (automatically on the sixth digit) → ticket exchange → session → the next step the server
 * asks for. Used by the popup and the /login page alike.
 */
export function useLoginFlow(options: LoginFlowOptions = {}): LoginFlow {
  const store = useSessionStore();
  const captcha = useCaptcha();
  const t = useT(authCatalogue);
  const variant = options.variant ?? {};
  const [state, dispatch] = useReducer(
    loginFlowReducer,
    {
      ...options,
      // The device remembers the last verified mobile: a returning visitor confirms it instead of typing it.
      ssoMobile: options.ssoMobile ?? (options.mobile ? undefined : readSsoData()?.mobile),
      retailVariant: options.retailVariant ?? variant.retail ?? false,
    },
    initialLoginFlowState,
  );
  const steps: FlowSteps = { latest: useLatestFlow(state, options), dispatch, guard: useStaleAnswerGuard(), login: usePendingLogin(store), captcha, t };
  useResendCountdown(state, dispatch);

  const partner = usePartner();
  const email = state.identifierType === 'email' ? checkLoginEmail(state.identifierValue) : undefined;
  const mobile: MobileCheck = email ? { value: email.value, valid: email.valid, error: undefined } : validateMobile(t, state.identifierValue);
  const action = enterMobileAction(variant);
  const { submitMobile } = useEnterMobileStep(steps, action);
  const { verifyOtp, resendOtp, editMobile } = useVerifyCodeStep(steps);
  const { startSession, submitEmail, finish, continueFromSuccess } = useNextActionStep(steps);
  const contact = useContactSteps(steps, finish);

  return {
    state,
    variant,
    mobile,
    emailLoginAllowed: emailLoginAllowed(isPartnerChannel(partner.channel), variant),
    setIdentifierType: (value) => {
      steps.guard.invalidate();
      dispatch({ type: 'identifierTypeChanged', value });
    },
    action,
    // An email's button is enabled once something is typed, so the member learns why an address is refused.
    canSubmitMobile: canSubmitMobile(email ? email.value !== '' : mobile.valid, state.code, action),
    setMobile: (value) => dispatch({ type: 'mobileChanged', value }),
    revealCode: () => dispatch({ type: 'codeRevealed' }),
    setCode: (value) => dispatch({ type: 'codeChanged', value }),
    submitMobile,
    setOtp: (value) => dispatch({ type: 'otpChanged', value }),
    verifyOtp,
    pressVerify: async () => {
      if (steps.latest.current.state.otpVerified) await startSession();
      else await verifyOtp();
    },
    resendOtp,
    editMobile,
    setEmail: (value) => dispatch({ type: 'emailChanged', value }),
    submitEmail,
    ...contact,
    continueFromSuccess,
    restart: () => {
      steps.guard.invalidate();
      dispatch({ type: 'restart' });
    },
    captchaDialog: captcha.dialog,
  };
}
