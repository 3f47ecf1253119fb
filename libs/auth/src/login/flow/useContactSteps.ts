import { useAuthApi, useQueries } from '@rewards/api-client';
import type { User } from '@rewards/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { CaptchaError } from '../../captcha/CaptchaError';
import { withCaptcha } from '../../captcha/withCaptcha';
import { emailErrorMessage, errorCodeOf, errorFieldFor, errorMessageFor } from '../../rules/errors';
import { validateMobile } from '../../rules/mobile';
import { useSessionStore } from '../../session';
import { captchaHooksFor, type FlowSteps } from './flowPlumbing';

/**
 * The screens a logged-in member is asked for after login (spec §4): a mobile for an account that
 * has none (GET_AND_CONFIRM_MOBILE_FROM_USER, the sign-up screen), proved by a code sent to it, and
 * the code of the email given on the email step. `finish` goes on where the login was going.
 */
export function useContactSteps({ latest, dispatch, guard, captcha, t }: FlowSteps, finish: () => void) {
  const authApi = useAuthApi();
  const queries = useQueries();
  const queryClient = useQueryClient();
  const store = useSessionStore();

  const keep = (user: User) => {
    store.setUser(user);
    queryClient.setQueryData(queries.user.current().queryKey, user);
  };

  const isMobileStep = () => {
    const { screen } = latest.current.state;
    return screen === 'ADD_MOBILE' || screen === 'ADD_MOBILE_OTP';
  };
  const messageFor = (error: unknown) => (isMobileStep() ? errorMessageFor(error, t) : emailErrorMessage(error, t));

  /** Sends (or sends again) the code of the step on screen. */
  const sendCode = async () => {
    const { state: now } = latest.current;
    if (now.pending) return;
    const mobileStep = isMobileStep();
    const mobile = validateMobile(t, now.newMobile);
    if (mobileStep && !mobile.valid) {
      dispatch({ type: 'contactFailed', field: 'contact', message: mobile.error ?? t('mobile.invalid') });
      return;
    }
    const resending = now.screen === 'ADD_MOBILE_OTP' || now.screen === 'VERIFY_EMAIL';
    const started = guard.start();
    dispatch({ type: 'contactSendStarted' });
    try {
      const sent = await withCaptcha(
        captcha,
        resending ? 'resendOtp' : 'sendOtp',
        (token) => (mobileStep ? authApi.sendMobileCode({ mobile: mobile.value, ...token }) : authApi.sendEmailCode(token)),
        captchaHooksFor(dispatch),
      );
      if (!guard.current(started)) return;
      dispatch({ type: 'contactCodeSent', screen: mobileStep ? 'ADD_MOBILE_OTP' : 'VERIFY_EMAIL', resendAfterSeconds: sent.resendAfterSeconds, now: Date.now() });
    } catch (error) {
      if (!guard.current(started)) return;
      if (error instanceof CaptchaError) dispatch({ type: 'cancelled' });
      else dispatch({ type: 'contactFailed', field: 'contact', message: messageFor(error) });
    }
  };

  /** Checks the code (on its sixth digit, or VERIFY OTP before the tick). */
  const verifyCode = async (typed?: string) => {
    const { state: now } = latest.current;
    const otp = typed ?? now.otp;
    if (now.pending || now.otpVerified || otp.length === 0) return;
    const mobileStep = isMobileStep();
    const started = guard.start();
    dispatch({ type: 'verifyStarted' });
    try {
      const user = mobileStep ? await authApi.verifyMobileCode({ mobile: now.newMobile, otp }) : await authApi.verifyEmailCode(otp);
      keep(user);
      if (guard.current(started)) dispatch({ type: 'contactVerified' });
    } catch (error) {
      if (!guard.current(started)) return;
      // A refusal of the mobile or email itself (in use, blocked) shows under it; the code's under the code.
      const field = errorFieldFor(errorCodeOf(error), 'verify') === 'mobile' ? 'contact' : 'otp';
      dispatch({ type: 'contactFailed', field, message: messageFor(error) });
    }
  };

  return {
    setNewMobile: (value: string) => dispatch({ type: 'newMobileChanged', value }),
    sendContactCode: sendCode,
    verifyContactCode: verifyCode,
    /** VERIFY OTP on a contact's code: checks it, or once verified goes on. */
    pressContactVerify: async () => {
      if (latest.current.state.otpVerified) finish();
      else await verifyCode();
    },
    editContact: () => {
      guard.invalidate();
      dispatch({ type: 'editContact' });
    },
    /** 'Skip for now': the step is left for another time (the server asks again at the next login). */
    skipContact: () => {
      guard.invalidate();
      finish();
    },
  };
}
