import { useAuthApi } from '@rewards/api-client';
import { AUTH_MESSAGES, isPartnerChannel, REGISTER_USER_ACTION } from '@rewards/api-contract';
import { usePartner } from '@rewards/partner';
import { withCaptcha } from '../../captcha/withCaptcha';
import { canSubmitMobile, type EnterMobileAction } from '../../rules/enterMobileAction';
import { validateMobile } from '../../rules/mobile';
import { isNewUserStatus } from '../../rules/userStatus';
import { captchaHooksFor, failureEvent, type FlowSteps } from './flowPlumbing';

/**
 * ENTER_MOBILE: JOIN NOW / CONFIRM AND PROCEED checks the number, asks whether the user exists, then
 * registers a new user or sends an existing one a code (both captcha-protected).
 */
export function useEnterMobileStep({ latest, dispatch, guard, captcha }: FlowSteps, action: EnterMobileAction) {
  const authApi = useAuthApi();
  const partner = usePartner();

  const submitMobile = async () => {
    const { state: now } = latest.current;
    const check = validateMobile(now.identifierValue);
    if (!check.valid) {
      dispatch({ type: 'failed', field: 'mobile', message: check.error ?? AUTH_MESSAGES['402'] });
      return;
    }
    if (!canSubmitMobile(check.valid, now.code, action) || now.pending) return;
    const started = guard.start();
    const number = check.value;
    dispatch({ type: 'sendStarted' });
    try {
      // A co-brand admits only the numbers its partner enrolled (or, registering, any number with a
      // store code): the server says so before any code is sent, in its own words under the field.
      if (isPartnerChannel(partner.channel)) {
        const details = await authApi.preLogin(number, action.codeRequired ? { userAction: REGISTER_USER_ACTION } : {});
        if (!guard.current(started)) return;
        if (!details.loginAllowed) {
          dispatch({ type: 'failed', field: 'mobile', message: details.message ?? AUTH_MESSAGES['404'] });
          return;
        }
      }
      const { statusCode } = await authApi.checkUserExist(number);
      if (!guard.current(started)) return;
      const newUser = isNewUserStatus(statusCode);
      dispatch({ type: 'userChecked', statusCode, newUser });
      const sent = await withCaptcha(
        captcha,
        'sendOtp',
        (token) => (newUser ? authApi.register({ mobile: number, ...token }) : authApi.sendOtp({ identifier: number, ...token })),
        captchaHooksFor(dispatch),
      );
      if (!guard.current(started)) return;
      dispatch({ type: 'codeSent', otpType: newUser ? 'SIGN_UP' : sent.otpNature, ssoId: sent.ssoId, resendAfterSeconds: sent.resendAfterSeconds, now: Date.now() });
    } catch (error) {
      if (guard.current(started)) dispatch(failureEvent(error, 'send'));
    }
  };

  return { submitMobile };
}
