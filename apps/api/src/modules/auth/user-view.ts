// The contract's User from an account row and the session it is seen through.
import { isPartnerChannel, UNCLAIMED_PROFILE, type ClientNextAction, type LoginOrigin, type LoginType, type PrimeProfile, type User } from '@rewards/api-contract';
import { nextActionFor } from './next-action';
import type { PartnerEnrolments } from './partner-enrolments';
import type { UserRow } from './repository';

export const BLOCKED_PROFILE = 9;
/** A trial or a paid membership is running. */
const ACTIVE_PROFILES: readonly number[] = [1, 5];

/**
 * Blocked by support (`blocked_at`, set and cleared in the console), or an account stored as
 * primeProfile 9 before the console existed. A console block leaves primeProfile as it is: it is the
 * membership, which counts again once the block is lifted.
 */
export function isBlocked(user: Pick<UserRow, 'primeProfile' | 'blockedAt'>): boolean {
  return user.blockedAt !== null || user.primeProfile === BLOCKED_PROFILE;
}

/**
 * The primeProfile a member reads on a channel: 10 (unclaimed) when they are on that co-brand
 * partner's enrolment list, unclaimed, and hold no other running membership; otherwise the stored one.
 * A blocked member stays blocked.
 */
export function viewedProfile(user: Pick<UserRow, 'primeProfile' | 'endDate' | 'blockedAt'>, unclaimedEnrolment: boolean, now: Date): number {
  if (isBlocked(user)) return BLOCKED_PROFILE;
  if (!unclaimedEnrolment) return user.primeProfile;
  const running = ACTIVE_PROFILES.includes(user.primeProfile) && (user.endDate === null || user.endDate.getTime() > now.getTime());
  return running ? user.primeProfile : UNCLAIMED_PROFILE;
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
    cardNetwork: row.cardNetwork === 'VISA' ? 'VISA' : null,
    scheduledStartDate: row.membershipScheduledAt?.toISOString() ?? null,
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
    language: memberLanguage(row.language),
  };
}

/** The member's choice of language for the sites, or null until they make one. */
function memberLanguage(language: string | null): User['language'] {
  return language === 'en' || language === 'hi' ? language : null;
}

export interface ViewContext {
  loginType: LoginType;
  /** The channel the session was started on (`TIMES_PRIME`, a co-brand partner, ...). */
  channel: string | null | undefined;
  origin: LoginOrigin;
  partners: PartnerEnrolments;
  now: Date;
}

/**
 * The member as seen through a session: on a co-brand channel the enrolment list may make them
 * unclaimed (10), and the next action follows the profile they see. Core channels ask nothing more.
 */
export async function viewAs(row: UserRow, context: ViewContext): Promise<{ user: User; action: ClientNextAction }> {
  // Enrolment lists hold mobiles: an account registered with an email alone is on none.
  const unclaimed = isPartnerChannel(context.channel) && row.mobile !== null ? await context.partners.isUnclaimed(context.channel, row.mobile) : false;
  const primeProfile = viewedProfile(row, unclaimed, context.now);
  const action = nextActionFor({
    stored: row.clientNextAction,
    primeProfile,
    origin: context.origin,
    hasMobile: row.mobile !== null,
    hasEmail: row.email !== null,
    partnerChannel: isPartnerChannel(context.channel),
  });
  return { user: toUser(primeProfile === row.primeProfile ? row : { ...row, primeProfile }, context.loginType, action), action };
}
