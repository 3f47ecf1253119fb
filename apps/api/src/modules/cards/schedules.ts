// Scheduled card-linked memberships: a future activation is a card_activations row without
// `granted_at`, and the member's row says when the earliest one starts (`membership_scheduled_at`).
// Nothing about the member changes before then (they read as they did: no early benefits). From
// that moment the first authenticated call (auth asks through its ScheduledMemberships port) grants
// it through the payment module, as an order would, from the scheduled start, not from when they came
// back. The member's row is locked and the row's guarded update makes it happen once.
import type { ScheduledMemberships } from '../auth';
import type { MembershipGrants } from '../payment';
import type { CardRepository } from './repository';
import { daysBetween } from './rules';

export class CardSchedules implements ScheduledMemberships {
  constructor(
    private readonly repository: CardRepository,
    private readonly memberships: MembershipGrants,
  ) {}

  async startDue(userId: number, now: Date): Promise<boolean> {
    return this.repository.transaction(async (tx) => {
      const member = await tx.lockMember(userId);
      // Another call may have started it while this one waited for the lock.
      if (member.membershipScheduledAt === null || member.membershipScheduledAt.getTime() > now.getTime()) return false;
      await this.startDueWithin(tx, userId, now);
      return true;
    });
  }

  /**
   * In the caller's transaction, with the member's row locked: grants each scheduled membership
   * whose start has come and moves the member's marker to the next one (or clears it). Answers how
   * many started.
   */
  async startDueWithin(tx: CardRepository, userId: number, now: Date): Promise<number> {
    const due = await tx.dueActivations(userId, now);
    for (const activation of due) {
      const days = daysBetween(activation.startDate, activation.endDate);
      const granted = await this.memberships.grantWithin(tx.db, userId, days, now, activation.startDate);
      await tx.markGranted(activation.id, { startDate: granted.periodStart, endDate: granted.endDate }, now);
    }
    await tx.updateMember(userId, { membershipScheduledAt: await tx.nextScheduledStart(userId), updatedAt: now });
    return due.length;
  }
}
