// Claiming a co-brand membership: an enrolled member whose enrolment is unclaimed, or on MORE_REWARDS
// any member with a valid store code, gets the partner's plan once. The member's row is locked for
// the whole claim, so one member's claims queue; the membership row's unique (user, partner) key
// and the enrolment's guarded update make a second claim find the first instead of adding one.
import { normaliseCode, type PartnerChannel, type PartnerClaimRequest, type PartnerMembership } from '@rewards/api-contract';
import { attributionOf, membershipView, type MembershipGrants } from '../payment';
import type { RateLimiter } from '../../shared/rate-limit';
import { claimRefusal } from './refusals';
import type { MemberState, PartnerMembershipRow, PartnerPlanRow, PartnerRepository, StoreCodeRow } from './repository';

export interface ClaimDeps {
  repository: PartnerRepository;
  memberships: MembershipGrants;
  /** Store code attempts per member (codes are guessable; the limit is shared by every instance). */
  storeCodeLimiter: RateLimiter;
  /** The same per client address (its limit key: an IPv6 client by its /64), whatever the account. */
  storeCodeAddressLimiter: RateLimiter;
  now: () => Date;
}

export class ClaimService {
  constructor(private readonly deps: ClaimDeps) {}

  /** `addressKey`: the client's address as limits key it (request.addressKey). */
  async claim(userId: number, request: PartnerClaimRequest, addressKey: string): Promise<PartnerMembership> {
    const { repository, memberships } = this.deps;
    const partner = request.channel;
    const now = this.deps.now();
    const code = request.storeCode === undefined ? undefined : await this.validStoreCode(userId, addressKey, partner, request.storeCode, now);
    const plan = await repository.findPlan(partner);
    // Plans are seeded everywhere (production too): a missing one is a broken deployment.
    if (!plan) throw new Error(`no partner plan for ${partner}`);

    return repository.transaction(async (tx) => {
      const member = await tx.lockUser(userId);
      const existing = await tx.findMembership(member.id, partner);
      if (existing) {
        if (code && existing.storeCodeId === code.id) throw claimRefusal('TP-STORE-CODE-USED', `store code ${code.code} was already claimed by this member`);
        return view(partner, plan, existing, member, true);
      }
      const enrolment = member.mobile === null ? undefined : await tx.findEnrolment(partner, member.mobile);
      const unclaimed = enrolment && enrolment.claimedAt === null ? enrolment : undefined;
      if (!code && !unclaimed) throw claimRefusal('TP-PARTNER-NOT-ENROLLED', `mobile is not on the ${partner} enrolment list, or its enrolment is claimed`);

      const granted = await memberships.grantWithin(tx.db, member.id, plan.durationDays, now);
      const membership = await tx.insertMembership({
        partner,
        userId: member.id,
        planName: plan.name,
        enrolmentId: enrolment?.id ?? null,
        storeCodeId: code?.id ?? null,
        startDate: granted.periodStart,
        endDate: granted.endDate,
        attribution: attributionOf(request),
        createdAt: now,
      });
      // The member's row is locked, so no other claim can have inserted since the read above.
      if (!membership) throw new Error(`partner membership for user ${member.id} appeared under the member's lock`);
      if (unclaimed) await tx.claimEnrolment(unclaimed.id, member.id, now);
      return view(partner, plan, membership, granted.member, false);
    });
  }

  /**
   * Whether a store code would claim the partner's membership now, before anyone signs in (the
   * register path asks this before a login code is sent). It reads and changes nothing but the
   * address's attempt count, which it shares with the claim: checking first gives a guesser no
   * extra tries. The claim checks the code again under the member's lock.
   */
  async checkStoreCode(request: { channel: PartnerChannel; storeCode: string }, addressKey: string): Promise<{ channel: PartnerChannel; storeCode: string; valid: true }> {
    const code = await this.validStoreCode(undefined, addressKey, request.channel, request.storeCode, this.deps.now());
    return { channel: request.channel, storeCode: code.code, valid: true };
  }

  /**
   * Checked in this order: attempts per address, attempts per member (a signed-in claim only),
   * unknown (or another partner's), not started, expired.
   */
  private async validStoreCode(userId: number | undefined, addressKey: string, partner: PartnerChannel, raw: string, now: Date): Promise<StoreCodeRow> {
    if (partner !== 'MORE_REWARDS') throw claimRefusal('TP-STORE-CODE-NOT-ACCEPTED', `${partner} memberships are claimed by enrolment only`);
    const byAddress = await this.deps.storeCodeAddressLimiter.hit(addressKey);
    if (!byAddress.allowed) throw claimRefusal('TP429', 'too many store code attempts from this address', byAddress.retryAfterSeconds);
    if (userId !== undefined) {
      const { allowed, retryAfterSeconds } = await this.deps.storeCodeLimiter.hit(String(userId));
      if (!allowed) throw claimRefusal('TP429', 'too many store code attempts by this member', retryAfterSeconds);
    }
    const code = await this.deps.repository.findStoreCode(normaliseCode(raw));
    if (!code || code.partner !== partner) throw claimRefusal('TP-STORE-CODE-404', 'no such store code for this partner');
    // A store code a marketer paused is answered as one that does not exist.
    if (code.pausedAt) throw claimRefusal('TP-STORE-CODE-404', `store code ${code.code} is paused`);
    if (code.startsAt && code.startsAt.getTime() > now.getTime()) throw claimRefusal('TP-STORE-CODE-NOT-STARTED', `store code ${code.code} starts later`);
    if (code.endsAt && code.endsAt.getTime() <= now.getTime()) throw claimRefusal('TP-STORE-CODE-EXPIRED', `store code ${code.code} has ended`);
    return code;
  }
}

function view(partner: PartnerChannel, plan: PartnerPlanRow, membership: PartnerMembershipRow, member: Pick<MemberState, 'primeProfile' | 'startDate' | 'endDate'>, alreadyClaimed: boolean): PartnerMembership {
  return {
    channel: partner,
    planName: plan.name,
    planDisplayName: plan.displayName,
    durationDays: plan.durationDays,
    startDate: membership.startDate.toISOString(),
    endDate: membership.endDate.toISOString(),
    alreadyClaimed,
    membership: membershipView(member),
  };
}
