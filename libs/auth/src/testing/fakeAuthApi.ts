// A fake of the account calls for tests and stories: every call answers at once, no network.
import type { AuthApi } from '@rewards/api-client';
import { loginResult, makeUser, otpSent, TEST_SSO_ID, TEST_TICKET } from './user';

/**
 * An AuthApi whose calls succeed with canned answers: an existing user (212) who gets a LOG_IN
 * code, verifies and is sent home; captcha off; `currentUser` is `makeUser()`. Override any call;
 * tests wrap them in `vi.fn`, stories in `fn` so the actions panel shows them.
 */
export function fakeAuthApi(overrides: Partial<AuthApi> = {}): AuthApi {
  return {
    checkUserExist: async () => ({ statusCode: 212, newUser: false }),
    preLogin: async (mobile) => ({ loginAllowed: true, mobile, message: '', loginType: 'SSO' }),
    captchaChallenge: async () => ({ provider: 'none' }),
    register: async () => otpSent('SIGN_UP', TEST_SSO_ID),
    sendOtp: async () => otpSent('LOG_IN'),
    resendOtp: async (body) => otpSent(body.otpNature),
    verifyOtp: async () => ({ verified: true, ticketId: TEST_TICKET, ssoId: TEST_SSO_ID, newUser: false }),
    exchangeTicket: async () => loginResult('SHOW_HOME'),
    newToken: async () => loginResult('SHOW_HOME'),
    logout: async () => undefined,
    currentUser: async () => makeUser(),
    updateUser: async (fields) => makeUser({ email: fields.email ?? null }),
    sendMobileCode: async () => otpSent('SIGN_UP'),
    verifyMobileCode: async (body) => makeUser({ mobile: body.mobile, mobileVerified: true }),
    sendEmailCode: async () => ({ ...otpSent('SIGN_UP'), email: makeUser().email ?? 'member@example.com' }),
    verifyEmailCode: async () => makeUser({ emailVerified: true }),
    cities: async () => ({ cities: [], states: [] }),
    ...overrides,
  };
}
