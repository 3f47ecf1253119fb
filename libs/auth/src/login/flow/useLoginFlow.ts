import { useAuthApi, useQueries } from '@rewards/api-client';
import { AUTH_MESSAGES, type LoginResult } from '@rewards/api-contract';
import { isPathAllowed, usePartner } from '@rewards/partner';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CaptchaError } from '../../captcha/CaptchaError';
import { useCaptcha } from '../../captcha/useCaptcha';
import { withCaptcha, type CaptchaHooks } from '../../captcha/withCaptcha';
import { normaliseCode } from '../../rules/code';
import { emailStepNeedsVerification, validateEmail } from '../../rules/email';
import { canSubmitMobile, enterMobileAction, type EnterMobileAction, type LoginVariant } from '../../rules/enterMobileAction';
import { errorCodeOf, errorFieldFor, errorMessageFor, type CodeStage } from '../../rules/errors';
import { exchangeOrigin, type LoginEntryOrigin } from '../../rules/loginOrigin';
import { validateMobile, type MobileCheck } from '../../rules/mobile';
import { nextStepAfterLogin, PAYMENT_PATH, TRIAL_PATH, type NextStep } from '../../rules/nextStep';
import { isCompleteOtp } from '../../rules/otp';
import { isNewUserStatus } from '../../rules/userStatus';
import { readSsoData, saveSsoData, useSessionStore } from '../../session';
import { saveLoginHandover } from '../handover/loginHandover';
import { initialLoginFlowState, loginFlowReducer, type LoginFlowEvent, type LoginFlowInit, type LoginFlowState } from './loginFlowState';

/** What `onLoggedIn` receives: the login answer, the code the member typed (for the payment flow to apply) and where the flow goes next. */
export interface LoggedIn {
  result: LoginResult;
  code: string | undefined;
  next: NextStep;
}

export interface LoginFlowOptions extends LoginFlowInit {
  origin?: LoginEntryOrigin;
  variant?: LoginVariant;
  /** After the session is started, before the flow moves on. */
  onLoggedIn?: (loggedIn: LoggedIn) => void;
  /** The flow left for a page (the popup closes itself). */
  onFinished?: () => void;
  /** Replace the history entry when leaving (the /login page, so Back does not return to it). */
  replace?: boolean;
  /**
   * Where the member was going when they were sent to log in (a protected page): after login
   * they go there instead of the partner's home. Screens the server asks for still come first.
   */
  returnTo?: string;
}

export interface LoginFlow {
  state: LoginFlowState;
  variant: LoginVariant;
  mobile: MobileCheck;
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
  const authApi = useAuthApi();
  const queries = useQueries();
  const queryClient = useQueryClient();
  const store = useSessionStore();
  const partner = usePartner();
  const navigate = useNavigate();
  const captcha = useCaptcha();
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

  // The latest state and options for the async steps, which outlive the render that started them.
  const latest = useRef({ state, options });
  useEffect(() => {
    latest.current = { state, options };
  });

  // Answers that arrive after the member edited the number, or after the screens went away, are dropped.
  const generation = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      generation.current += 1;
    };
  }, []);
  const current = (started: number) => mounted.current && started === generation.current;

  // The flow put the session into "logging in" while verifying; if it never finishes, undo that.
  const beganLogin = useRef(false);
  const beginLogin = useCallback(() => {
    if (store.getState().status === 'loggedOut') {
      store.beginLogin();
      beganLogin.current = true;
    }
  }, [store]);
  const abandonLogin = useCallback(() => {
    if (beganLogin.current && store.getState().status === 'loggingIn') store.clear();
    beganLogin.current = false;
  }, [store]);
  useEffect(() => () => abandonLogin(), [abandonLogin]);

  // The resend countdown, updated every second while the code screen shows.
  const counting = state.screen === 'OTP_SCREEN' && state.resendSecondsLeft > 0;
  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), 1000);
    return () => clearInterval(timer);
  }, [counting, state.resendAvailableAt]);

  const failure = (error: unknown, stage: CodeStage): LoginFlowEvent => {
    // The captcha dialog already says what went wrong (or the member closed it).
    if (error instanceof CaptchaError) return { type: 'cancelled' };
    const field = errorFieldFor(errorCodeOf(error), stage);
    return { type: 'failed', field: field === 'captcha' ? (stage === 'send' ? 'mobile' : 'otp') : field, message: errorMessageFor(error) };
  };

  const captchaHooks: CaptchaHooks = {
    onInvisibleRefused: (from) => dispatch({ type: 'captchaRefused', from }),
    onVisibleRefused: () => dispatch({ type: 'visibleCaptchaRefused' }),
  };

  const mobile = validateMobile(state.identifierValue);
  const action = enterMobileAction(variant);

  const submitMobile = async () => {
    const { state: now } = latest.current;
    const check = validateMobile(now.identifierValue);
    if (!check.valid) {
      dispatch({ type: 'failed', field: 'mobile', message: check.error ?? AUTH_MESSAGES['402'] });
      return;
    }
    if (!canSubmitMobile(check.valid, now.code, action) || now.pending) return;
    const started = generation.current;
    const number = check.value;
    dispatch({ type: 'sendStarted' });
    try {
      const { statusCode } = await authApi.checkUserExist(number);
      if (!current(started)) return;
      const newUser = isNewUserStatus(statusCode);
      dispatch({ type: 'userChecked', statusCode, newUser });
      const sent = await withCaptcha(
        captcha,
        'sendOtp',
        (token) => (newUser ? authApi.register({ mobile: number, ...token }) : authApi.sendOtp({ identifier: number, ...token })),
        captchaHooks,
      );
      if (!current(started)) return;
      dispatch({ type: 'codeSent', otpType: newUser ? 'SIGN_UP' : sent.otpNature, ssoId: sent.ssoId, resendAfterSeconds: sent.resendAfterSeconds, now: Date.now() });
    } catch (error) {
      if (current(started)) dispatch(failure(error, 'send'));
    }
  };

  const verifyOtp = async (otp?: string) => {
    const { state: now } = latest.current;
    const code = otp ?? now.otp;
    if (now.pending || now.otpVerified) return;
    if (!isCompleteOtp(code)) {
      dispatch({ type: 'failed', field: 'otp', message: AUTH_MESSAGES['424'] });
      return;
    }
    const started = generation.current;
    dispatch({ type: 'verifyStarted' });
    beginLogin();
    try {
      // A new user's code is checked against the account register created; an existing user's by mobile.
      const verified = await authApi.verifyOtp({ mobile: now.identifierValue, otp: code, ...(now.otpType === 'SIGN_UP' && now.ssoId ? { ssoId: now.ssoId } : {}) });
      if (!current(started)) return;
      dispatch({ type: 'verified', ticketId: verified.ticketId, ssoId: verified.ssoId });
    } catch (error) {
      abandonLogin();
      if (current(started)) dispatch(failure(error, 'verify'));
    }
  };

  const leaveFor = (to: string, routeState?: unknown, primeProfile?: number) => {
    const { options: now } = latest.current;
    // A free-trial login that does not end on the trial step (the server did not offer the
    // member a trial) still owes them the spec's toast by primeProfile: the page it lands on
    // shows it (@rewards/payment's PendingToasts).
    if (now.origin === 'TRIAL' && to !== TRIAL_PATH && primeProfile !== undefined) saveLoginHandover('trialToast', { primeProfile });
    navigate(to, { replace: now.replace ?? false, ...(routeState ? { state: routeState } : {}) });
    now.onFinished?.();
  };

  /** Where a step leaves the login for (undefined: it stays in the flow), and the promo link a typed code goes to. */
  const destinationOf = (step: NextStep): { to: string | undefined; withCode: string | undefined } => {
    const { returnTo } = latest.current.options;
    // A code typed at login is applied on the payment page (where it is checked), when this
    // site has one; otherwise the member goes where they were going, or home.
    const { code } = latest.current.state;
    const servesPayment = isPathAllowed(PAYMENT_PATH, partner.allowedPaths);
    const withCode = code && servesPayment ? `${PAYMENT_PATH}?promo=${encodeURIComponent(code)}` : undefined;
    // A login for a payment (the buy button) goes on to the payment page.
    const payment = latest.current.options.origin === 'PAYMENT' && servesPayment ? PAYMENT_PATH : undefined;
    // A free-trial login goes to the trial step only when the server offers the trial
    // (PROVIDE_TRIAL_SUBSCRIPTION_TO_USER); a member it refuses lands like any other login and
    // is told why by the toast `leaveFor` hands over.
    const homeOr = (to: string) => (to === partner.home ? (withCode ?? payment ?? returnTo ?? to) : to);
    switch (step.kind) {
      case 'navigate':
      case 'done':
        return { to: homeOr(step.to), withCode };
      case 'trial':
        return { to: TRIAL_PATH, withCode };
      default:
        return { to: undefined, withCode };
    }
  };

  const proceed = (step: NextStep, primeProfile: number) => {
    const { to } = destinationOf(step);
    switch (step.kind) {
      case 'navigate':
        leaveFor(to ?? step.to, step.state, primeProfile);
        return;
      case 'done':
      case 'trial':
        leaveFor(to ?? partner.home, undefined, primeProfile);
        return;
      case 'screen':
        dispatch({ type: 'showScreen', screen: step.screen });
        return;
      case 'error':
        dispatch({ type: 'showScreen', screen: 'ERROR' });
    }
  };

  const startSession = async () => {
    const { state: now, options: opts } = latest.current;
    if (!now.ticketId || now.pending) return;
    const started = generation.current;
    dispatch({ type: 'continueStarted' });
    beginLogin();
    try {
      const result = await authApi.exchangeTicket({ origin: exchangeOrigin(opts.origin), channel: partner.channel, ticketId: now.ticketId });
      store.completeLogin(result);
      beganLogin.current = false;
      if (result.loginType === 'SSO') saveSsoData({ mobile: result.user.mobile });
      queryClient.setQueryData(queries.user.current().queryKey, result.user);
      if (!current(started)) return;
      dispatch({ type: 'loggedIn', result });
      const next = nextStepAfterLogin(result.action, partner);
      const code = normaliseCode(now.code);
      opts.onLoggedIn?.({ result, code: code || undefined, next });
      if (code) {
        // The code is validated (and a referral code linked to its referrer) once the member is
        // in, by @rewards/payment's PendingToasts; a refusal is told in a toast unless the
        // member lands on the payment page with the code, which shows it there.
        const { to, withCode } = destinationOf(next);
        saveLoginHandover('loginCode', { code, announceRefusal: to === undefined || to !== withCode });
      }
      proceed(next, result.user.primeProfile);
    } catch (error) {
      abandonLogin();
      if (current(started)) dispatch({ type: 'loginFailed', message: errorMessageFor(error) });
    }
  };

  const pressVerify = async () => {
    if (latest.current.state.otpVerified) await startSession();
    else await verifyOtp();
  };

  const resendOtp = async () => {
    const { state: now } = latest.current;
    if (now.resendSecondsLeft > 0 || now.pending) return;
    const started = generation.current;
    dispatch({ type: 'resendStarted' });
    try {
      const sent = await withCaptcha(
        captcha,
        'resendOtp',
        (token) =>
          authApi.resendOtp({
            identifier: now.identifierValue,
            ...(now.ssoId ? { ssoId: now.ssoId } : {}),
            identifierType: 'mobile',
            otpNature: now.otpType ?? 'LOG_IN',
            ...token,
          }),
        captchaHooks,
      );
      if (current(started)) dispatch({ type: 'resent', resendAfterSeconds: sent.resendAfterSeconds, now: Date.now() });
    } catch (error) {
      if (current(started)) dispatch(failure(error, 'send'));
    }
  };

  const editMobile = () => {
    generation.current += 1;
    abandonLogin();
    dispatch({ type: 'editMobile' });
  };

  const submitEmail = async () => {
    const { state: now } = latest.current;
    if (now.pending) return;
    const email = now.email.trim();
    if (!validateEmail(email)) {
      dispatch({ type: 'emailFailed', message: AUTH_MESSAGES['403'] });
      return;
    }
    const user = now.loginResult?.user;
    const confirmedEmail = user?.emailVerified ? user.email : null;
    if (emailStepNeedsVerification(email, confirmedEmail)) {
      const started = generation.current;
      dispatch({ type: 'emailStarted' });
      try {
        const updated = await authApi.updateUser({ email });
        store.setUser(updated);
        queryClient.setQueryData(queries.user.current().queryKey, updated);
        if (!current(started)) return;
        dispatch({ type: 'emailSaved' });
      } catch (error) {
        if (current(started)) dispatch({ type: 'emailFailed', message: errorMessageFor(error) });
        return;
      }
    }
    leaveFor(partner.home, undefined, now.loginResult?.user.primeProfile);
  };

  return {
    state,
    variant,
    mobile,
    action,
    canSubmitMobile: canSubmitMobile(mobile.valid, state.code, action),
    setMobile: (value) => dispatch({ type: 'mobileChanged', value }),
    revealCode: () => dispatch({ type: 'codeRevealed' }),
    setCode: (value) => dispatch({ type: 'codeChanged', value }),
    submitMobile,
    setOtp: (value) => dispatch({ type: 'otpChanged', value }),
    verifyOtp,
    pressVerify,
    resendOtp,
    editMobile,
    setEmail: (value) => dispatch({ type: 'emailChanged', value }),
    submitEmail,
    restart: () => {
      generation.current += 1;
      dispatch({ type: 'restart' });
    },
    captchaDialog: captcha.dialog,
  };
}
