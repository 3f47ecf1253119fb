// What every step of the login flow shares: the latest state for calls that outlive a render, the
// guard that drops stale answers, the session's "logging in" mark and how a failure becomes an event.
import { trackEvent } from '@rewards/analytics';
import type { Translate } from '@rewards/i18n';
import { useCallback, useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { CaptchaError } from '../../captcha/CaptchaError';
import type { Captcha } from '../../captcha/useCaptcha';
import type { CaptchaHooks } from '../../captcha/withCaptcha';
import { errorCodeOf, errorFieldFor, errorMessageFor, type CodeStage } from '../../rules/errors';
import type { SessionStore } from '../../session/sessionStore';
import type { LoginFlowEvent, LoginFlowState } from './loginFlowState';
import type { LoginFlowOptions } from './useLoginFlow';

/** The latest state and options, for the async steps, which outlive the render that started them. */
export type LatestFlow = RefObject<{ state: LoginFlowState; options: LoginFlowOptions }>;

export function useLatestFlow(state: LoginFlowState, options: LoginFlowOptions): LatestFlow {
  const latest = useRef({ state, options });
  useEffect(() => {
    latest.current = { state, options };
  });
  return latest;
}

/** Answers that arrive after the member edited the number, or after the screens went away, are dropped. */
export interface StaleAnswerGuard {
  /** Stamps a call as it starts. */
  start(): number;
  /** Whether a call stamped `started` may still change the flow. */
  current(started: number): boolean;
  /** Drops every answer still on its way. */
  invalidate(): void;
}

export function useStaleAnswerGuard(): StaleAnswerGuard {
  const generation = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      generation.current += 1;
    };
  }, []);
  return {
    start: () => generation.current,
    current: (started) => mounted.current && started === generation.current,
    invalidate: () => {
      generation.current += 1;
    },
  };
}

/** The flow puts the session into "logging in" while verifying; if it never finishes, it undoes that. */
export interface PendingLogin {
  begin(): void;
  /** The session started: nothing to undo. */
  complete(): void;
  abandon(): void;
}

export function usePendingLogin(store: SessionStore): PendingLogin {
  const beganLogin = useRef(false);
  const begin = useCallback(() => {
    // A GUEST session is logged out but holds a token (it may pay): a login started over it (after
    // paying, say) leaves it as it is, so abandoning that login cannot take the guest's session.
    const { status, accessToken } = store.getState();
    if (status === 'loggedOut' && !accessToken) {
      store.beginLogin();
      beganLogin.current = true;
    }
  }, [store]);
  const abandon = useCallback(() => {
    if (beganLogin.current && store.getState().status === 'loggingIn') store.clear();
    beganLogin.current = false;
  }, [store]);
  useEffect(() => () => abandon(), [abandon]);
  return {
    begin,
    complete: () => {
      beganLogin.current = false;
    },
    abandon,
  };
}

/** The resend countdown, updated every second while the code screen shows. */
export function useResendCountdown(state: LoginFlowState, dispatch: Dispatch<LoginFlowEvent>) {
  const codeScreen = state.screen === 'OTP_SCREEN' || state.screen === 'ADD_MOBILE_OTP' || state.screen === 'VERIFY_EMAIL';
  const counting = codeScreen && state.resendSecondsLeft > 0;
  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), 1000);
    return () => clearInterval(timer);
  }, [counting, state.resendAvailableAt, dispatch]);
}

/** A failed send or verify, as the event that shows its message (in the page's language) under the right field. */
export function failureEvent(error: unknown, stage: CodeStage, t: Translate): LoginFlowEvent {
  // The captcha dialog already says what went wrong (or the member closed it).
  if (error instanceof CaptchaError) return { type: 'cancelled' };
  // The spec's login failure event: the step and the server's code, never what was typed.
  trackEvent('login_failed', { step: stage, reason: errorCodeOf(error) ?? 'unknown' });
  const field = errorFieldFor(errorCodeOf(error), stage);
  return { type: 'failed', field: field === 'captcha' ? (stage === 'send' ? 'mobile' : 'otp') : field, message: errorMessageFor(error, t) };
}

/** The captcha's refusals move the flow on to the visible challenge, or to the failure. */
export function captchaHooksFor(dispatch: Dispatch<LoginFlowEvent>): CaptchaHooks {
  return {
    onInvisibleRefused: (from) => dispatch({ type: 'captchaRefused', from }),
    onVisibleRefused: () => dispatch({ type: 'visibleCaptchaRefused' }),
  };
}

/** What the step hooks are given. */
export interface FlowSteps {
  latest: LatestFlow;
  dispatch: Dispatch<LoginFlowEvent>;
  guard: StaleAnswerGuard;
  login: PendingLogin;
  captcha: Captcha;
  /** The auth catalogue in the page's language: the messages the steps put in the flow's state. */
  t: Translate;
}
