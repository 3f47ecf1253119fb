import { useAuthApi, useQueries } from '@rewards/api-client';
import { takesPayments, usePartner } from '@rewards/partner';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { CaptchaError } from '../../captcha/CaptchaError';
import { withCaptcha } from '../../captcha/withCaptcha';
import { normaliseCode } from '../../rules/code';
import { emailStepNeedsVerification, validateEmail } from '../../rules/email';
import { emailErrorMessage, errorMessageFor } from '../../rules/errors';
import { guestDestination } from '../../rules/guestCheckout';
import { exchangeOrigin } from '../../rules/loginOrigin';
import { nextStepAfterLogin, PAYMENT_PATH, showsPaymentSuccess, TRIAL_PATH, type NextStep } from '../../rules/nextStep';
import { forgetPaidOrder, readPaidOrder, saveSsoData, useSessionStore } from '../../session';
import { saveLoginHandover } from '../handover/loginHandover';
import { captchaHooksFor, type FlowSteps } from './flowPlumbing';

/**
 * After a verified code: VERIFY OTP exchanges the ticket for the session, then the flow goes where
 * the server's next action says (a page, the trial, or a screen such as the email step), carrying a
 * code typed at login to the payment page.
 */
export function useNextActionStep({ latest, dispatch, guard, login, captcha, t }: FlowSteps) {
  const authApi = useAuthApi();
  const queries = useQueries();
  const queryClient = useQueryClient();
  const store = useSessionStore();
  const partner = usePartner();
  const navigate = useNavigate();

  const leaveFor = (to: string, routeState?: unknown, primeProfile?: number) => {
    const { options: now } = latest.current;
    // A free-trial login that does not end on the trial step (the server did not offer the
    // member a trial) still owes them the spec's toast by primeProfile: the page it lands on
    // shows it (@rewards/membership's PendingToasts).
    if (now.origin === 'TRIAL' && to !== TRIAL_PATH && primeProfile !== undefined) saveLoginHandover('trialToast', { primeProfile });
    // A page that shows the outcome itself (a co-brand landing) keeps the member; anywhere else it asked for still happens.
    if (!(now.stayOnPage && to === partner.home)) navigate(to, { replace: now.replace ?? false, ...(routeState ? { state: routeState } : {}) });
    now.onFinished?.();
  };

  /** Where a step leaves the login for (undefined: it stays in the flow), and the promo link a typed code goes to. */
  const destinationOf = (step: NextStep): { to: string | undefined; withCode: string | undefined } => {
    const { returnTo } = latest.current.options;
    // A code typed at login is applied on the payment page (where it is checked), when this
    // site has one; otherwise the member goes where they were going, or home.
    const { code } = latest.current.state;
    const servesPayment = takesPayments(partner);
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

  /** Where the member goes once the success screen is read. */
  const afterSuccess = useRef<NextStep | undefined>(undefined);

  const proceed = (step: NextStep, primeProfile: number) => {
    const { to } = destinationOf(step);
    // Spec §4: a paid member whose order this tab just paid sees the payment's success first.
    const user = store.getState().user ?? latest.current.state.loginResult?.user;
    if ((step.kind === 'navigate' || step.kind === 'done') && showsPaymentSuccess(user, readPaidOrder())) {
      afterSuccess.current = step;
      dispatch({ type: 'showScreen', screen: 'SUCCESS' });
      return;
    }
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

  /**
   * Guest checkout: the verified code starts a captcha-protected GUEST session (spec §4, §7), which
   * is never 'logged in' (the store keeps the status logged out) and goes straight to payment. The
   * device remembers no single sign-on mobile for it, and a typed code rides along as the promo.
   */
  const startGuestSession = async (ticketId: string) => {
    const { state: now, options: opts } = latest.current;
    const started = guard.start();
    dispatch({ type: 'continueStarted' });
    login.begin();
    try {
      const result = await withCaptcha(
        captcha,
        'guestLogin',
        (token) =>
          authApi.newToken({ channel: partner.channel, country: 'IN', platform: 'WEB', origin: exchangeOrigin(opts.origin), loginType: 'GUEST', sessionId: ticketId, ...token }),
        captchaHooksFor(dispatch),
      );
      store.completeLogin(result);
      login.complete();
      queryClient.setQueryData(queries.user.current().queryKey, result.user);
      if (!guard.current(started)) return;
      dispatch({ type: 'loggedIn', result });
      const code = normaliseCode(now.code) || undefined;
      const to = guestDestination(code, opts.returnTo);
      opts.onLoggedIn?.({ result, code, next: { kind: 'navigate', to } });
      leaveFor(to);
    } catch (error) {
      login.abandon();
      if (!guard.current(started)) return;
      // The server checks the captcha before it spends the ticket: VERIFY OTP may try again with it.
      if (error instanceof CaptchaError) dispatch({ type: 'cancelled' });
      else dispatch({ type: 'loginFailed', message: errorMessageFor(error, t) });
    }
  };

  const startSession = async () => {
    const { state: now, options: opts } = latest.current;
    if (!now.ticketId || now.pending) return;
    if (now.loginType === 'GUEST') {
      await startGuestSession(now.ticketId);
      return;
    }
    const started = guard.start();
    dispatch({ type: 'continueStarted' });
    login.begin();
    try {
      const result = await authApi.exchangeTicket({ origin: exchangeOrigin(opts.origin), channel: partner.channel, ticketId: now.ticketId });
      store.completeLogin(result);
      login.complete();
      // The device remembers a verified mobile for CONFIRM_MOBILE; an email-only account has none.
      if (result.loginType === 'SSO' && result.user.mobile) saveSsoData({ mobile: result.user.mobile });
      queryClient.setQueryData(queries.user.current().queryKey, result.user);
      if (!guard.current(started)) return;
      dispatch({ type: 'loggedIn', result });
      const next = nextStepAfterLogin(result.action, partner);
      const code = normaliseCode(now.code);
      opts.onLoggedIn?.({ result, code: code || undefined, next });
      // A store code (the grocery register mode's Coupon Code) is claimed by the page that opened the
      // login, not applied as a referral or gift code.
      if (code && !opts.variant?.couponField) {
        // The code is validated (and a referral code linked to its referrer) once the member is
        // in, by @rewards/membership's PendingToasts; a refusal is told in a toast unless the
        // member lands on the payment page with the code, which shows it there.
        const { to, withCode } = destinationOf(next);
        saveLoginHandover('loginCode', { code, announceRefusal: to === undefined || to !== withCode });
      }
      proceed(next, result.user.primeProfile);
    } catch (error) {
      login.abandon();
      if (guard.current(started)) dispatch({ type: 'loginFailed', message: errorMessageFor(error, t) });
    }
  };

  /** A screen the server asked for is done (or skipped): the member goes where the login was going. */
  const finish = () => {
    proceed({ kind: 'done', to: partner.home }, latest.current.state.loginResult?.user.primeProfile ?? 0);
  };

  /** CONTINUE on the success screen: the order's success is not shown again. */
  const continueFromSuccess = () => {
    forgetPaidOrder();
    const step = afterSuccess.current ?? { kind: 'done', to: partner.home };
    afterSuccess.current = undefined;
    const { to } = destinationOf(step);
    const primeProfile = latest.current.state.loginResult?.user.primeProfile;
    leaveFor(to ?? partner.home, step.kind === 'navigate' ? step.state : undefined, primeProfile);
  };

  /** The email screen: a new or changed address is saved, and a code goes to it, before the member moves on. */
  const submitEmail = async () => {
    const { state: now } = latest.current;
    if (now.pending) return;
    const email = now.email.trim();
    if (!validateEmail(email)) {
      dispatch({ type: 'emailFailed', message: t('error.invalidEmail') });
      return;
    }
    const user = now.loginResult?.user;
    const confirmedEmail = user?.emailVerified ? user.email : null;
    if (emailStepNeedsVerification(email, confirmedEmail)) {
      const started = guard.start();
      dispatch({ type: 'emailStarted' });
      try {
        const updated = await authApi.updateUser({ email });
        store.setUser(updated);
        queryClient.setQueryData(queries.user.current().queryKey, updated);
        if (!guard.current(started)) return;
        dispatch({ type: 'emailSaved' });
        if (!updated.emailVerified) {
          // "Get and confirm": the address is proved by a code sent to it (spec §4).
          const sent = await withCaptcha(captcha, 'sendOtp', (token) => authApi.sendEmailCode(token), captchaHooksFor(dispatch));
          if (guard.current(started)) dispatch({ type: 'contactCodeSent', screen: 'VERIFY_EMAIL', resendAfterSeconds: sent.resendAfterSeconds, now: Date.now() });
          return;
        }
      } catch (error) {
        if (!guard.current(started)) return;
        if (error instanceof CaptchaError) dispatch({ type: 'cancelled' });
        else dispatch({ type: 'emailFailed', message: emailErrorMessage(error, t) });
        return;
      }
    }
    finish();
  };

  return { startSession, submitEmail, finish, continueFromSuccess };
}
