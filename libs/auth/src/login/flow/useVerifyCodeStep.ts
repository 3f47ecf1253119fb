import { useAuthApi } from '@rewards/api-client';
import { withCaptcha } from '../../captcha/withCaptcha';
import { isCompleteOtp } from '../../rules/otp';
import { captchaHooksFor, failureEvent, type FlowSteps } from './flowPlumbing';

/**
 * OTP_SCREEN: the code is checked (by itself on the sixth digit), resent once the 30 s countdown
 * ends, or the member goes back to edit the number.
 */
export function useVerifyCodeStep({ latest, dispatch, guard, login, captcha, t }: FlowSteps) {
  const authApi = useAuthApi();

  const verifyOtp = async (otp?: string) => {
    const { state: now } = latest.current;
    const code = otp ?? now.otp;
    if (now.pending || now.otpVerified) return;
    if (!isCompleteOtp(code)) {
      dispatch({ type: 'failed', field: 'otp', message: t('error.invalidOtp') });
      return;
    }
    const started = guard.start();
    dispatch({ type: 'verifyStarted' });
    login.begin();
    try {
      // A new user's code is checked against the account register created; an existing user's by mobile (or email).
      const identifier = now.identifierType === 'email' ? { email: now.identifierValue.trim().toLowerCase() } : { mobile: now.identifierValue };
      const verified = await authApi.verifyOtp({ ...identifier, otp: code, ...(now.otpType === 'SIGN_UP' && now.ssoId ? { ssoId: now.ssoId } : {}) });
      if (!guard.current(started)) return;
      dispatch({ type: 'verified', ticketId: verified.ticketId, ssoId: verified.ssoId });
    } catch (error) {
      login.abandon();
      if (guard.current(started)) dispatch(failureEvent(error, 'verify', t));
    }
  };

  const resendOtp = async () => {
    const { state: now } = latest.current;
    if (now.resendSecondsLeft > 0 || now.pending) return;
    const started = guard.start();
    dispatch({ type: 'resendStarted' });
    try {
      const sent = await withCaptcha(
        captcha,
        'resendOtp',
        (token) =>
          authApi.resendOtp({
            identifier: now.identifierType === 'email' ? now.identifierValue.trim().toLowerCase() : now.identifierValue,
            ...(now.ssoId ? { ssoId: now.ssoId } : {}),
            identifierType: now.identifierType,
            otpNature: now.otpType ?? 'LOG_IN',
            ...token,
          }),
        captchaHooksFor(dispatch),
      );
      if (guard.current(started)) dispatch({ type: 'resent', resendAfterSeconds: sent.resendAfterSeconds, now: Date.now() });
    } catch (error) {
      if (guard.current(started)) dispatch(failureEvent(error, 'send', t));
    }
  };

  const editMobile = () => {
    guard.invalidate();
    login.abandon();
    dispatch({ type: 'editMobile' });
  };

  return { verifyOtp, resendOtp, editMobile };
}
