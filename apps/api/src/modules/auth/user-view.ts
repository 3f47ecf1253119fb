// The contract's User from an account row and the session it is seen through.
import type { ClientNextAction, LoginType, PrimeProfile, User } from '@rewards/api-contract';
import type { UserRow } from './repository';

export const BLOCKED_PROFILE = 9;
/** A trial or a paid membership is running. */
const ACTIVE_PROFILES: readonly number[] = [1, 5];

export function isBlocked(user: Pick<UserRow, 'primeProfile'>): boolean {
  return user.primeProfile === BLOCKED_PROFILE;
}

export function toUser(row: UserRow, loginType: LoginType, clientNextAction: ClientNextAction): User {
  const active = ACTIVE_PROFILES.includes(row.primeProfile);
  return {
    ssoId: row.ssoId,
    primeId: row.primeId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerified,
    mobile: row.mobile,
    mobileVerified: row.mobileVerified,
    city: row.city,
    gender: row.gender as User['gender'],
    dob: row.dob,
    dp: row.dp,
    primeProfile: row.primeProfile as PrimeProfile,
    primeUser: active,
    variantName: row.variantName,
    corporate: row.corporate,
    business: row.business,
    businessLogo: row.businessLogo,
    superUser: row.superUser,
    loginType,
    clientNextAction,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    lastEndDate: row.lastEndDate?.toISOString() ?? null,
    orderId: row.orderId,
    autoRenewal: row.autoRenewal,
    showRenewal: row.showRenewal,
    paymentRequired: !active,
    totalSavings: row.totalSavings,
    averageSavings: row.averageSavings,
  };
}
