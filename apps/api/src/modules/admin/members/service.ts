// What support does with a member: find them by contact, read everything about them with the
// contacts masked, reveal the contacts (audited, with the reason and never the contacts), block and
// unblock (the block and the end of every session in one transaction with its audit entry), and
// email a paid order's invoice again through the outbox.
import { formatRupees, type components, type PrimeProfile } from '@rewards/api-contract';
import { AppError, badRequest, notFound } from '../../../http/errors';
import { toInternational } from '../../../shared/mobile';
import { invoiceEmail, invoiceNumber, paidOrderInvoice } from '../../payment';
import { recordAudit, type AuditContext } from '../audit';
import type { AdminPartDeps } from '../part-deps';
import { MembersRepository, type MemberRow } from './repository';
import { displayName, maskEmail, maskMobile, membershipState, parseMemberQuery } from './rules';

type Schemas = components['schemas'];
export type MemberSearch = Schemas['AdminMemberSearchResponse']['data'];
export type MemberDetail = Schemas['AdminMemberDetail'];
export type MemberBlockView = Schemas['AdminMemberBlock'];
export type BlockOutcome = Schemas['AdminMemberBlockResponse']['data'];
export type RevealedContact = Schemas['AdminMemberContactResponse']['data'];
export type InvoiceResend = Schemas['AdminResendInvoiceResponse']['data'];

/** A second resend of one order within this window queues nothing (a double click, a retry). */
export const INVOICE_RESEND_WINDOW_MS = 10 * 60_000;
/** An invoice email not delivered within this is given up (the member can be sent another). */
const INVOICE_EMAIL_LIFE_MS = 3 * 86_400_000;
/** primeProfile 9: an account blocked before the console (see `isBlocked` in the auth module). */
const LEGACY_BLOCKED_PROFILE = 9;
const MEMBER_TARGET = 'member';

const conflict = (code: string, responseMessage: string, userMessage: string) => new AppError(409, code, responseMessage, userMessage);
const memberNotFound = (ssoId: string) => notFound(`no member ${ssoId}`, 'No member has this id. Search again by mobile or email.');

function isBlocked(member: MemberRow): boolean {
  return member.blockedAt !== null || member.primeProfile === LEGACY_BLOCKED_PROFILE;
}

/** The reason as it is kept: trimmed, and at least three characters once trimmed. */
function cleanReason(raw: string): string {
  const reason = raw.trim().replace(/\s+/g, ' ');
  if (reason.length < 3) throw badRequest([{ path: 'body/reason', message: 'must say why, in at least 3 characters' }], 'Please say why, in a few words.');
  return reason;
}

export class MembersService {
  private readonly repository: MembersRepository;

  constructor(private readonly deps: AdminPartDeps) {
    this.repository = new MembersRepository(deps.db);
  }

  async find(rawQuery: string): Promise<MemberSearch> {
    const query = parseMemberQuery(rawQuery);
    if (!query) {
      throw new AppError(
        400,
        'ADMIN-MEMBER-QUERY',
        'query is neither a 10-digit Indian mobile nor an email',
        'Enter a 10-digit mobile number (with or without +91 or 0) or an email address.',
        [{ path: 'query/query', message: 'must be a mobile or an email' }],
      );
    }
    const rows = query.kind === 'mobile' ? await this.repository.findByMobile(query.mobile) : await this.repository.findByEmail(query.email);
    const now = this.deps.now();
    return {
      searchedBy: query.kind,
      members: rows.map((row) => ({
        ssoId: row.ssoId,
        name: displayName(row),
        mobile: row.mobile ? maskMobile(row.mobile) : null,
        email: row.email ? maskEmail(row.email) : null,
        membershipState: membershipState(row, now),
        blocked: isBlocked(row),
      })),
    };
  }

  async get(ssoId: string): Promise<MemberDetail> {
    const { repository } = this;
    const member = await repository.findBySsoId(ssoId);
    if (!member) throw memberNotFound(ssoId);
    const now = this.deps.now();
    const [orders, redemptions, referralCode, coupons, claims, cards, student, blocked, planName] = await Promise.all([
      repository.ordersOf(member.id),
      repository.redemptionsOf(member.id),
      repository.referralCodeOf(member.id),
      repository.couponCodesOf(member.id),
      repository.claimsOf(member.id),
      repository.cardActivationsOf(member.id),
      repository.latestStudentRequest(member.id),
      this.blockOf(member),
      this.planNameOf(member),
    ]);
    return {
      ssoId: member.ssoId,
      name: displayName(member),
      mobile: member.mobile ? maskMobile(member.mobile) : null,
      mobileVerified: member.mobileVerified,
      email: member.email ? maskEmail(member.email) : null,
      emailVerified: member.emailVerified,
      registeredAt: member.createdAt.toISOString(),
      membership: {
        state: membershipState(member, now),
        primeProfile: member.primeProfile as PrimeProfile,
        planName: planName ?? null,
        variantName: member.variantName,
        startDate: member.startDate?.toISOString() ?? null,
        endDate: member.endDate?.toISOString() ?? null,
        autoRenewal: member.autoRenewal,
        scheduledStartDate: member.membershipScheduledAt?.toISOString() ?? null,
      },
      orders: orders.map(({ order, planName: plan, activationId, activatedAt }) => ({
        orderId: order.id,
        planName: plan,
        amountPaise: order.amountPaise,
        amountText: formatRupees(order.amountPaise / 100),
        status: order.status as MemberDetail['orders'][number]['status'],
        code: order.code,
        createdAt: order.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        // The invoice exists exactly when the paid order was activated (its activation numbers it).
        invoice:
          order.status === 'PAID' && activationId !== null && activatedAt !== null
            ? { available: true, number: invoiceNumber(activationId, activatedAt) }
            : { available: false, number: null },
      })),
      codesRedeemed: redemptions.map((row) => ({
        code: row.code,
        name: row.name,
        type: row.type as 'GC' | 'REFERRAL' | 'PROMO',
        orderId: row.orderId,
        redeemedAt: row.redeemedAt.toISOString(),
      })),
      referralCode: referralCode ?? null,
      couponCodes: coupons.map((row) => ({
        offer: row.offer,
        code: row.code,
        state: (row.state ?? 'GENERATED') as 'GENERATED' | 'COPIED' | 'REDEEMED',
        assignedAt: (row.assignedAt ?? now).toISOString(),
        expiresAt: row.expiresAt?.toISOString() ?? null,
      })),
      claims: claims.map((claim) => ({
        partner: claim.partner as 'SHOPPERS_STOP' | 'MORE_REWARDS',
        planName: claim.planName,
        via: claim.enrolmentId !== null && claim.storeCodeId !== null ? 'both' : claim.enrolmentId !== null ? 'enrolment' : claim.storeCodeId !== null ? 'storeCode' : 'unknown',
        startDate: claim.startDate.toISOString(),
        endDate: claim.endDate.toISOString(),
        claimedAt: claim.createdAt.toISOString(),
      })),
      card: {
        network: member.cardNetwork,
        activations: cards.map(({ activation, cardName }) => ({
          channelId: activation.channelId,
          cardName,
          bin: activation.bin,
          action: activation.action as 'ACTIVATE_NOW' | 'ACTIVATE_FUTURE',
          activationDate: activation.activationDate,
          startDate: activation.startDate.toISOString(),
          endDate: activation.endDate.toISOString(),
          grantedAt: activation.grantedAt?.toISOString() ?? null,
        })),
      },
      studentRequest: student
        ? {
            requestId: student.publicId,
            state: student.state as 'SUBMITTED' | 'APPROVED' | 'REJECTED',
            submittedAt: student.submittedAt.toISOString(),
            decidedAt: student.decidedAt?.toISOString() ?? null,
            decisionNote: student.decisionNote,
          }
        : null,
      blocked,
    };
  }

  /** The full contacts; the audit entry says who looked, at whose, and why, never what they saw. */
  async reveal(ssoId: string, rawReason: string, context: AuditContext): Promise<RevealedContact> {
    const reason = cleanReason(rawReason);
    return this.repository.transaction(async (tx) => {
      const member = await tx.findBySsoId(ssoId);
      if (!member) throw memberNotFound(ssoId);
      const revealed = [...(member.mobile ? ['mobile'] : []), ...(member.email ? ['email'] : [])];
      await recordAudit(tx.handle, context, { action: 'adminRevealMember', targetType: MEMBER_TARGET, targetId: ssoId, after: { reason, revealed } });
      return { ssoId, mobile: member.mobile ? toInternational(member.mobile) : null, email: member.email };
    });
  }

  /** Blocks the member and ends every session of theirs, with the audit entry, all or nothing. */
  async block(ssoId: string, rawReason: string, context: AuditContext): Promise<BlockOutcome> {
    const reason = cleanReason(rawReason);
    const now = context.at;
    return this.repository.transaction(async (tx) => {
      const member = await tx.lockBySsoId(ssoId);
      if (!member) throw memberNotFound(ssoId);
      if (isBlocked(member)) throw conflict('ADMIN-MEMBER-BLOCKED', `member ${ssoId} is already blocked`, 'This member is already blocked.');
      const updated = await tx.setBlock(member.id, { blockedAt: now, blockedReason: reason }, now);
      const sessionsEnded = await tx.endSessions(member.id, now, 'blocked by support');
      await recordAudit(tx.handle, context, {
        action: 'adminBlockMember',
        targetType: MEMBER_TARGET,
        targetId: ssoId,
        before: { blockedAt: null, blockedReason: null },
        after: { blockedAt: now.toISOString(), blockedReason: reason, sessionsEnded },
      });
      return { ssoId, blocked: { at: updated.blockedAt?.toISOString() ?? null, reason: updated.blockedReason, by: context.staff.email }, sessionsEnded };
    });
  }

  /**
   * Lifts the block. An account stored as primeProfile 9 (blocked before the console) has no other
   * record of its membership: it returns to paid (5) if its end date is still ahead, else to none (0).
   */
  async unblock(ssoId: string, rawReason: string, context: AuditContext): Promise<BlockOutcome> {
    const reason = cleanReason(rawReason);
    const now = context.at;
    return this.repository.transaction(async (tx) => {
      const member = await tx.lockBySsoId(ssoId);
      if (!member) throw memberNotFound(ssoId);
      if (!isBlocked(member)) throw conflict('ADMIN-MEMBER-NOT-BLOCKED', `member ${ssoId} is not blocked`, 'This member is not blocked.');
      const legacy = member.primeProfile === LEGACY_BLOCKED_PROFILE;
      await tx.setBlock(member.id, { blockedAt: null, blockedReason: null }, now);
      if (legacy) await tx.setPrimeProfile(member.id, member.endDate !== null && member.endDate.getTime() > now.getTime() ? 5 : 0, now);
      await recordAudit(tx.handle, context, {
        action: 'adminUnblockMember',
        targetType: MEMBER_TARGET,
        targetId: ssoId,
        before: { blockedAt: member.blockedAt?.toISOString() ?? null, blockedReason: member.blockedReason, ...(legacy ? { primeProfile: LEGACY_BLOCKED_PROFILE } : {}) },
        after: { blockedAt: null, blockedReason: null, reason },
      });
      return { ssoId, blocked: null, sessionsEnded: 0 };
    });
  }

  /**
   * Queues the paid order's invoice email to the member's email. Resends of one order are serialised
   * (an advisory lock), and one made within the window answers the earlier one instead of queueing again.
   */
  async resendInvoice(ssoId: string, orderId: string, context: AuditContext): Promise<InvoiceResend> {
    const now = context.at;
    const outcome = await this.repository.transaction(async (tx) => {
      const member = await tx.findBySsoId(ssoId);
      if (!member) throw memberNotFound(ssoId);
      const order = await tx.findOrder(orderId);
      if (!order || order.userId !== member.id) throw notFound(`member ${ssoId} has no order ${orderId}`, 'This member has no such order.');
      if (order.status !== 'PAID') {
        throw conflict('ADMIN-ORDER-NOT-PAID', `order ${orderId} is ${order.status}`, `Only a paid order has an invoice; this one is ${order.status.toLowerCase()}.`);
      }
      if (!member.email) throw conflict('ADMIN-MEMBER-NO-EMAIL', `member ${ssoId} has no email`, 'This member has no email address, so the invoice cannot be emailed.');
      const invoice = await paidOrderInvoice(tx.handle, this.deps.config.payment.seller, member, orderId);
      if (!invoice) throw conflict('ADMIN-ORDER-NOT-PAID', `order ${orderId} has no activation`, 'This order has no invoice yet. Try again in a minute.');
      const sentTo = maskEmail(member.email.toLowerCase());
      await tx.lockInvoiceResend(orderId);
      const earlier = await tx.lastInvoiceResend(orderId, new Date(now.getTime() - INVOICE_RESEND_WINDOW_MS));
      if (earlier) return { queued: false, view: { orderId, invoiceNumber: invoice.number, sentTo, queuedAt: earlier.at.toISOString(), alreadyQueued: true } };
      const email = invoiceEmail(invoice);
      await this.deps.outbox.enqueue(tx.handle, {
        channel: 'email',
        to: member.email.toLowerCase(),
        template: 'invoice',
        subject: email.subject,
        text: email.text,
        code: null,
        expiresAt: new Date(now.getTime() + INVOICE_EMAIL_LIFE_MS),
      });
      await recordAudit(tx.handle, context, { action: 'adminResendInvoice', targetType: 'order', targetId: orderId, after: { ssoId, invoiceNumber: invoice.number, sentTo } });
      return { queued: true, view: { orderId, invoiceNumber: invoice.number, sentTo, queuedAt: now.toISOString(), alreadyQueued: false } };
    });
    if (outcome.queued) this.deps.outbox.wake();
    return outcome.view;
  }

  private async blockOf(member: MemberRow): Promise<MemberBlockView | null> {
    if (!isBlocked(member)) return null;
    const by = member.blockedAt ? await this.repository.lastBlockedBy(member.ssoId) : undefined;
    return { at: member.blockedAt?.toISOString() ?? null, reason: member.blockedReason, by: by ?? null };
  }

  /** The running or last membership's plan: the paid order's, else the trial's while on the trial. */
  private async planNameOf(member: MemberRow): Promise<string | undefined> {
    if (member.orderId) return this.repository.planOfOrder(member.orderId);
    if (member.primeProfile === 1) return this.repository.trialPlanOf(member.id);
    return undefined;
  }
}
