// SQL for social logins: the identity links, the accounts they may link to, and the accounts and
// tickets a social login creates.
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { loginTickets, socialIdentities, users } from '../../db/schema';
import type { SocialProviderId } from './provider-config';

export type SocialUserRow = typeof users.$inferSelect;

export class SocialRepository {
  constructor(private readonly db: AppDb) {}

  transaction<T>(work: (repository: SocialRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new SocialRepository(tx as unknown as AppDb)));
  }

  async findLinkedUser(provider: SocialProviderId, subject: string): Promise<SocialUserRow | undefined> {
    const [row] = await this.db
      .select({ user: users })
      .from(socialIdentities)
      .innerJoin(users, eq(users.id, socialIdentities.userId))
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
      .limit(1);
    return row?.user;
  }

  /** The account holding this email verified (at most one: a verified email is unique). */
  async findUserByVerifiedEmail(email: string): Promise<SocialUserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.emailVerified, true)))
      .limit(1);
    return row;
  }

  async findUserByMobile(mobile: string): Promise<SocialUserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
    return row;
  }

  async insertUser(values: typeof users.$inferInsert): Promise<SocialUserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    if (!row) throw new Error('user was not inserted');
    return row;
  }

  async updateUser(id: number, patch: Partial<typeof users.$inferInsert>): Promise<void> {
    await this.db.update(users).set(patch).where(eq(users.id, id));
  }

  /** Links the identity to the account, or notes its login when it is linked already. */
  async linkIdentity(provider: SocialProviderId, subject: string, userId: number, now: Date): Promise<void> {
    await this.db
      .insert(socialIdentities)
      .values({ provider, subject, userId, createdAt: now, lastLoginAt: now })
      .onConflictDoUpdate({ target: [socialIdentities.provider, socialIdentities.subject], set: { lastLoginAt: now } });
  }

  /** A single-use ticket the session service starts the session from, as after a verified code. */
  async insertTicket(ticket: { tokenHash: string; userId: number; identifierType: 'mobile' | 'email'; createdAt: Date; expiresAt: Date }): Promise<void> {
    await this.db.insert(loginTickets).values(ticket);
  }
}
