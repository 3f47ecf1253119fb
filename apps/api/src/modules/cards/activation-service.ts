// Activating the card-linked membership: it needs the card network's word that this member, in
// this session, holds this card (the verified card a network sign-in left, see
// verification-service.ts); the BIN alone never activates anything. The card is checked again, then the
// channel's membership is granted once per member and channel, now or on a chosen later day. The
// member's row is locked for the whole activation, so one member's calls queue; the activation's
// unique (user, channel) key makes a second call find the first instead of adding one, and it
// answers that membership with `alreadyActivated: true`. Starting now goes through the payment
// module's grant, as co-brand claims do; a later start is scheduled (see schedules.ts).
import { CARD_NOT_ACTIVATED, CARD_NOT_VERIFIED, type components } from '@rewards/api-contract';
import { badRequest } from '../../http/errors';
import { membershipView, type MembershipGrants } from '../payment';
import type { RateLimiter } from '../../shared/rate-limit';
import { CARD_MESSAGES, noValidEmailMobile, notActivatedMessage, unknownCardChannel } from './copy';
import { eligibilityOf, notEligible } from './eligibility-service';
import type { CardActivationRow, CardChannelRow, CardMember, CardRepository } from './repository';
import { futureDateProblem, holdsRunningMembership, indiaDateOf, startOfIndiaDay } from './rules';
import type { CardSchedules } from './schedules';
import type { VerifiedCard } from './verification-cookies';
import { cardNetworkName } from './adapters/network/settings';

type Schemas = components['schemas'];
type ActivationResponse = Schemas['CardActivationResponse'];

const DAY_MS = 86_400_000;

export interface ActivationDeps {
  repository: CardRepository;
  memberships: MembershipGrants;
  schedules: CardSchedules;
  /** Activations per member (each one checks a BIN again). */
  memberLimiter: RateLimiter;
  /** The BIN-check allowance shared with validateCard (per address, per member). */
  binCheckLimiters: { address: readonly RateLimiter[]; member: readonly RateLimiter[] };
  now: () => Date;
}

/** The signed-in member as the activation needs them. */
export interface Activator {
  id: number;
  /** The session family of the call: the verified card must come from a sign-in this session started. */
  sessionId: string;
  /** The client's address, for the BIN-check allowance. */
  ip: string;
  mobileVerified: boolean;
  emailVerified: boolean;
}

export class ActivationService {
  constructor(private readonly deps: ActivationDeps) {}

  /**
   * `verified` is the card network's word the call carries (its cookie), if any. `signOut` ends every
   * session of the member (a member without a verified mobile or email is signed out).
   */
  async activate(caller: Activator, channelId: string, request: Schemas['CardActivationRequest'], verified: VerifiedCard | undefined, signOut: (reason: string) => Promise<void>): Promise<ActivationResponse> {
    const { repository } = this.deps;
    await this.deps.memberLimiter.take(String(caller.id));
    const channel = await repository.findChannel(channelId);
    if (!channel) throw unknownCardChannel(channelId);
    if (!caller.mobileVerified && !caller.emailVerified) {
      await signOut('card activation without a verified mobile or email');
      throw noValidEmailMobile();
    }
    if (request.action === 'ACTIVATE_FUTURE' && request.activationDate === undefined) {
      throw badRequest([{ path: 'body/activationDate', message: 'is required with ACTIVATE_FUTURE' }]);
    }
    if (request.action === 'ACTIVATE_NOW' && request.activationDate !== undefined) {
      throw badRequest([{ path: 'body/activationDate', message: 'must be absent with ACTIVATE_NOW' }]);
    }
    if (!verifiedFor(verified, caller, channel.id, request.cardBin)) return notVerified(channel.cardName, cardNetworkName(channel.network));
    for (const limiter of this.deps.binCheckLimiters.address) await limiter.take(caller.ip);
    for (const limiter of this.deps.binCheckLimiters.member) await limiter.take(String(caller.id));
    const eligibility = await eligibilityOf(repository, channel, request.cardBin);
    if (!eligibility.eligible) return notEligible(eligibility.userMessage);

    const now = this.deps.now();
    const today = indiaDateOf(now);
    return repository.transaction(async (tx) => {
      let member = await tx.lockMember(caller.id);
      const existing = await tx.findActivation(member.id, channel.id);
      if (existing) {
        // Auth starts a due membership before any call; this covers one that came due just now.
        if (member.membershipScheduledAt && member.membershipScheduledAt.getTime() <= now.getTime() && (await this.deps.schedules.startDueWithin(tx, member.id, now)) > 0) {
          member = await tx.lockMember(member.id);
        }
        const current = (await tx.findActivation(member.id, channel.id)) ?? existing;
        return succeeded(channel, current, member, true);
      }
      if (holdsRunningMembership(member, now)) return notActivated(notActivatedMessage('RUNNING_MEMBERSHIP', channel.windowEndDate));

      let activation: CardActivationRow | undefined;
      if (request.action === 'ACTIVATE_NOW') {
        const granted = await this.deps.memberships.grantWithin(tx.db, member.id, channel.durationDays, now);
        activation = await tx.insertActivation({
          userId: member.id,
          channelId: channel.id,
          bin: request.cardBin,
          action: request.action,
          activationDate: today,
          startDate: granted.periodStart,
          endDate: granted.endDate,
          grantedAt: now,
          createdAt: now,
        });
      } else {
        const activationDate = request.activationDate as string;
        const problem = futureDateProblem(activationDate, today, channel.windowEndDate);
        if (problem) return notActivated(notActivatedMessage(problem, channel.windowEndDate));
        const startDate = startOfIndiaDay(activationDate);
        activation = await tx.insertActivation({
          userId: member.id,
          channelId: channel.id,
          bin: request.cardBin,
          action: request.action,
          activationDate,
          startDate,
          endDate: new Date(startDate.getTime() + channel.durationDays * DAY_MS),
          grantedAt: null,
          createdAt: now,
        });
      }
      // The member's row is locked, so no other activation can have inserted since the read above.
      if (!activation) throw new Error(`card activation for user ${member.id} appeared under the member's lock`);
      member = await tx.updateMember(member.id, { cardNetwork: channel.network, membershipScheduledAt: await tx.nextScheduledStart(member.id), updatedAt: now });
      return succeeded(channel, activation, member, false);
    });
  }
}

/** The network's word is for this member, this session, this channel and this card. */
function verifiedFor(verified: VerifiedCard | undefined, caller: Activator, channelId: string, cardBin: string): boolean {
  return verified !== undefined && verified.memberId === caller.id && verified.sessionId === caller.sessionId && verified.channelId === channelId && verified.cardBin === cardBin;
}

function notVerified(cardName: string, networkName: string): ActivationResponse {
  return { success: false, message: CARD_MESSAGES.notVerified, systemErrorCode: CARD_NOT_VERIFIED, userMessage: CARD_MESSAGES.notVerifiedUser(cardName, networkName), data: null };
}

function notActivated(userMessage: string): ActivationResponse {
  return { success: false, message: CARD_MESSAGES.notActivated, systemErrorCode: CARD_NOT_ACTIVATED, userMessage, data: null };
}

function succeeded(channel: CardChannelRow, activation: CardActivationRow, member: CardMember, alreadyActivated: boolean): ActivationResponse {
  const status = activation.grantedAt ? 'ACTIVE' : 'SCHEDULED';
  const message = alreadyActivated ? CARD_MESSAGES.alreadyActivated : status === 'ACTIVE' ? CARD_MESSAGES.activated : CARD_MESSAGES.scheduled(activation.activationDate);
  return {
    success: true,
    message,
    systemErrorCode: null,
    userMessage: null,
    data: {
      cardChannelId: channel.id,
      cardName: channel.cardName,
      planDisplayName: channel.planDisplayName,
      status,
      activationDate: activation.activationDate,
      startDate: activation.startDate.toISOString(),
      endDate: activation.endDate.toISOString(),
      alreadyActivated,
      membership: membershipView(member),
    },
  };
}
