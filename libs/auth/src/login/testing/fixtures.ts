// Contract-typed answers for the login flow's tests and stories, so a contract change breaks them at typecheck.
import type { AuthApi } from '@rewards/api-client';
import type { ClientNextAction, LoginResult, OtpNature, OtpSent, User } from '@rewards/api-contract';
import { OTP_LENGTH, OTP_RESEND_SECONDS, OTP_VALIDITY_SECONDS } from '@rewards/api-contract';

export const TEST_MOBILE = '9876543210';
export const TEST_SSO_ID = 'sso-123';
export const TEST_TICKET = 'ticket-abc';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    ssoId: TEST_SSO_ID,
    primeId: null,
    firstName: 'Asha',
    lastName: 'Rao',
    email: null,
    emailVerified: false,
    mobile: TEST_MOBILE,
    mobileVerified: true,
    city: null,
    gender: null,
    dob: null,
    dp: null,
    primeProfile: 0,
    primeUser: false,
    variantName: null,
    corporate: false,
    business: false,
    businessLogo: null,
    superUser: false,
    loginType: 'SSO',
    clientNextAction: 'SHOW_HOME',
    startDate: null,
    endDate: null,
    lastEndDate: null,
    orderId: null,
    autoRenewal: false,
    showRenewal: false,
    paymentRequired: true,
    totalSavings: 0,
    averageSavings: 0,
    ...overrides,
  };
}

export function otpSent(otpNature: OtpNature, ssoId?: string): OtpSent {
  return {
    otpSent: true,
    otpNature,
    ...(ssoId ? { ssoId } : {}),
    resendAfterSeconds: OTP_RESEND_SECONDS,
    expiresInSeconds: OTP_VALIDITY_SECONDS,
    otpLength: OTP_LENGTH,
  };
}

export function loginResult(action: ClientNextAction = 'SHOW_HOME', user: Partial<User> = {}): LoginResult {
  const actionType = action.startsWith('SHOW_')
    ? 'NAVIGATE'
    : action.includes('CONFIRM') && !action.endsWith('CONFIRMED')
      ? 'COLLECT'
      : action === 'PROVIDE_TRIAL_SUBSCRIPTION_TO_USER' || action === 'INITIATE_PAYMENT'
        ? 'SUBSCRIBE'
        : 'DONE';
  return {
    accessToken: 'access-token',
    tokenType: 'Bearer',
    expiresIn: 900,
    loginType: 'SSO',
    user: testUser({ clientNextAction: action, ...user }),
    action,
    actionType,
  };
}

/**
 * An AuthApi whose calls succeed with canned answers: an existing user (212) who gets a LOG_IN
 * code, verifies and is sent home; captcha off. Override any call; tests wrap them in `vi.fn`,
 * stories in `fn` so the actions panel shows them.
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
    currentUser: async () => testUser(),
    updateUser: async (fields) => testUser({ email: fields.email ?? null }),
    cities: async () => ({ cities: [], states: [] }),
    ...overrides,
  };
}

/** A promise that never settles: a call caught in flight (pending buttons in stories). */
export function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}
