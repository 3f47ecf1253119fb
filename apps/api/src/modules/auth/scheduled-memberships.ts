// What auth needs to know about memberships scheduled to start later (a card-linked future
// activation), as a port the cards module implements: the member's row says when one is due
// (`membership_scheduled_at`), and auth asks for it to be started before it reads the member.
export interface ScheduledMemberships {
  /**
   * Grants the member's scheduled memberships whose start has come, exactly once however many calls
   * ask at the same moment; true when the member's row changed.
   */
  startDue(userId: number, now: Date): Promise<boolean>;
}

/** Without a cards module (or for tests of auth alone): nothing is ever scheduled. */
export const NO_SCHEDULED_MEMBERSHIPS: ScheduledMemberships = {
  startDue: async () => false,
};
