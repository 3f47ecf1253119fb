// The one User factory for every lib's tests and stories, and the login answers built on it.
import type { ClientNextAction, LoginResult, OtpNature, OtpSent, User } from '@rewards/api-contract';
import { OTP_LENGTH, OTP_RESEND_SECONDS, OTP_VALIDITY_SECONDS } from '@rewards/api-contract';

export const TEST_MOBILE = '9876543210';
export const TEST_SSO_ID = 'sso-123';
export const TEST_TICKET = 'ticket-abc';

/**
 * An account that has just logged in and is not a member yet (contract-typed, so a contract change
 * breaks it at typecheck). Pass what a test relies on: `makeUser({ ...paidMembership, city: 'Pune' })`.
 */
export function makeUser(overrides: Partial<User> = {}): User {
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
    cardNetwork: null,
    scheduledStartDate: null,
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

/** The fields that make `makeUser()` a paying member. */
export const paidMembership = { primeProfile: 5, primeUser: true, paymentRequired: false } satisfies Partial<User>;

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

/** A login answer sending the user to `action`; `user` is a whole User or the fields to change. */
export function loginResult(action: ClientNextAction = 'SHOW_HOME', user: Partial<User> = {}): LoginResult {
  const actionType = action.startsWith('SHOW_')
    ? 'NAVIGATE'
    : action.includes('CONFIRM') && !action.endsWith('CONFIRMED')
      ? 'COLLECT'
      : action === 'PROVIDE_TRIAL_SUBSCRIPTION_TO_USER' || action === 'INITIATE_PAYMENT'
        ? 'SUBSCRIBE'
        : 'DONE';
  const loggedIn = makeUser({ clientNextAction: action, ...user });
  return {
    accessToken: 'access-token',
    tokenType: 'Bearer',
    expiresIn: 900,
    loginType: loggedIn.loginType,
    user: loggedIn,
    action,
    actionType,
  };
}
