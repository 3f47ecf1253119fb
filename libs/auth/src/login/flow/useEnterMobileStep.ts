import { ApiError, useAuthApi, useQueries, type CheckUserExistResult } from '@rewards/api-client';
import { isPartnerChannel, REGISTER_USER_ACTION, type OtpSent } from '@rewards/api-contract';
import { usePartner } from '@rewards/partner';
import { withCaptcha, type CaptchaToken } from '../../captcha/withCaptcha';
import { checkLoginEmail } from '../../rules/email';
import { sessionLoginType } from '../../rules/guestCheckout';
import { savePreLoginDetails } from '../../session/deviceMemory';
import { canSubmitMobile, type EnterMobileAction } from '../../rules/enterMobileAction';
import { validateMobile } from '../../rules/mobile';
import { isNewUserStatus } from '../../rules/userStatus';
import { captchaHooksFor, failureEvent, type FlowSteps } from './flowPlumbing';

/** The calls of one identifier (a mobile, or an email on the core site) up to its first code. */
interface FirstCodeCalls {
  /** Co-brands ask the server whether this mobile may log in here, before anything else. */
  admit?: () => Promise<string | undefined>;
  check: () => Promise<CheckUserExistResult>;
  register: (token: CaptchaToken) => Promise<OtpSent>;
  send: (token: CaptchaToken) => Promise<OtpSent>;
}

/**
 * ENTER_MOBILE: JOIN NOW / CONFIRM AND PROCEED checks the number (or the email), asks whether the
 * user exists, then registers a new user or sends an existing one a code (both captcha-protected).
 */
export function useEnterMobileStep({ latest, dispatch, guard, captcha, t }: FlowSteps, action: EnterMobileAction) {
  const authApi = useAuthApi();
  const partnerCalls = useQueries().calls.partner;
  const partner = usePartner();

  /**
   * A co-brand's register path (more-rewards: Coupon Code and CLAIM OFFER) claims with a store code
   * once signed in. The code is checked first (spec §4: the code, then pre-login), so a bad one is
   * told under the field and no login code is sent: nobody is left signed in without a membership.
   * Answers the refusal's text, or undefined when the code would claim.
   */
  const storeCodeRefusal = async (channel: string, storeCode: string): Promise<string | undefined> => {
    if (!isPartnerChannel(channel)) return undefined;
    try {
      await partnerCalls.checkStoreCode({ channel, storeCode });
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.body) return error.userMessage;
      throw error;
    }
  };

  const firstCode = async (calls: FirstCodeCalls) => {
    const started = guard.start();
    dispatch({ type: 'sendStarted' });
    try {
      if (calls.admit) {
        const refused = await calls.admit();
        if (!guard.current(started)) return;
        if (refused !== undefined) {
          dispatch({ type: 'failed', field: 'mobile', message: refused });
          return;
        }
      }
      const { statusCode } = await calls.check();
      if (!guard.current(started)) return;
      const newUser = isNewUserStatus(statusCode);
      dispatch({ type: 'userChecked', statusCode, newUser });
      const sent = await withCaptcha(captcha, 'sendOtp', (token) => (newUser ? calls.register(token) : calls.send(token)), captchaHooksFor(dispatch));
      if (!guard.current(started)) return;
      dispatch({ type: 'codeSent', otpType: newUser ? 'SIGN_UP' : sent.otpNature, ssoId: sent.ssoId, resendAfterSeconds: sent.resendAfterSeconds, now: Date.now() });
    } catch (error) {
      if (guard.current(started)) dispatch(failureEvent(error, 'send', t));
    }
  };

  const submitMobile = async () => {
    const { state: now } = latest.current;
    if (now.identifierType === 'email') {
      const email = checkLoginEmail(now.identifierValue);
      if (!email.valid) {
        dispatch({ type: 'failed', field: 'mobile', message: t('error.invalidEmail') });
        return;
      }
      if (!canSubmitMobile(true, now.code, action) || now.pending) return;
      await firstCode({
        check: () => authApi.checkUserExist(email.value, 'email'),
        register: (token) => authApi.register({ email: email.value, ...token }),
        send: (token) => authApi.sendOtp({ identifier: email.value, identifierType: 'email', ...token }),
      });
      return;
    }
    const check = validateMobile(t, now.identifierValue);
    if (!check.valid) {
      dispatch({ type: 'failed', field: 'mobile', message: check.error ?? t('error.invalidMobile') });
      return;
    }
    if (!canSubmitMobile(check.valid, now.code, action) || now.pending) return;
    const number = check.value;
    // Guest checkout (the join block): pre-login decides whether the code starts a GUEST session
    // (no verified account for this mobile) or the ordinary login, and is kept for the logo rule.
    const guestCheckout = latest.current.options.loginType === 'GUEST';
    await firstCode({
      // A co-brand admits only the numbers its partner enrolled (or, registering, any number with a
      // store code): the server says so before any code is sent, in its own words under the field.
      ...(isPartnerChannel(partner.channel) || guestCheckout
        ? {
            admit: async () => {
              if (action.codeRequired) {
                const refused = await storeCodeRefusal(partner.channel, now.code.trim());
                if (refused !== undefined) return refused;
              }
              const details = await authApi.preLogin(number, action.codeRequired ? { userAction: REGISTER_USER_ACTION } : {});
              if (!details.loginAllowed) return details.message ?? t('error.serviceIssue');
              if (guestCheckout) {
                savePreLoginDetails(details);
                dispatch({ type: 'preLoggedIn', mobile: number, loginType: sessionLoginType('GUEST', details) });
              }
              return undefined;
            },
          }
        : {}),
      check: () => authApi.checkUserExist(number),
      register: (token) => authApi.register({ mobile: number, ...token }),
      send: (token) => authApi.sendOtp({ identifier: number, ...token }),
    });
  };

  return { submitMobile };
}
