// SQL for accounts, codes, tickets and sessions. Services pass a transaction's handle when several
// statements must hold together.
import { and, asc, count, eq, gt, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { captchaSpent, cities, loginTickets, otpCodes, otpSends, refreshTokens, sessionFamilies, states, users } from '../../db/schema';
import type { MessageOutbox, NewMessage } from '../messages';

export type UserRow = typeof users.$inferSelect;
export type UserPatch = Partial<Omit<typeof users.$inferInsert, 'id' | 'ssoId' | 'createdAt'>>;
export type OtpRow = typeof otpCodes.$inferSelect;
export type FamilyRow = typeof sessionFamilies.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Any constants shared by every API instance; the second key is the identifier's or address's hash. */
const IDENTIFIER_LOCK_CLASS = 727_002;
const ADDRESS_LOCK_CLASS = 727_003;

export class AuthRepository {
  constructor(private readonly db: AppDb) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repository: AuthRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new AuthRepository(tx as unknown as AppDb)));
  }

  /** Writes a message to the outbox on this repository's handle: in a transaction, it exists exactly when the code does. */
  enqueueMessage(outbox: MessageOutbox, message: NewMessage): Promise<void> {
    return outbox.enqueue(this.db, message);
  }

  /**
   * Serialises the sends from one address until the transaction ends, so its hourly count is read
   * and written by one send at a time on every instance. Taken before the mobile's lock, always.
   */
  async lockAddress(ip: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}, hashtext(${ip}))`);
  }

  /** Serialises the send and verify steps of one mobile or email until the transaction ends, rows or not. */
  async lockIdentifier(identifier: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${IDENTIFIER_LOCK_CLASS}, hashtext(${identifier}))`);
  }

  // ---- users

  async findUserByMobile(mobile: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
    return row;
  }

  async findUserById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /**
   * The account an email logs in to: the one holding it verified, else an account registered with
   * this email alone and never verified. An address typed into another account's profile is not a login.
   */
  async findEmailLogin(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, or(eq(users.emailVerified, true), isNull(users.mobile))))
      .orderBy(sql`${users.emailVerified} desc`, asc(users.id))
      .limit(1);
    return row;
  }

  /**
   * The member's row, locked until the transaction ends: changes that read the row to decide (the
   * email-change count, adding a mobile, verifying an email) run one at a time per member.
   */
  async lockUser(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
    return row;
  }

  /** The account that holds this email verified (a login of theirs), if any. `email` is lower-cased. */
  async findVerifiedEmailHolder(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, eq(users.emailVerified, true)))
      .limit(1);
    return row;
  }

  /** A new, unverified account for a mobile, or for an email alone (no mobile). */
  async insertUser(values: { ssoId: string; mobile: string | null; email?: string; firstName: string | null; now: Date }): Promise<UserRow> {
    const [row] = await this.db
      .insert(users)
      .values({ ssoId: values.ssoId, mobile: values.mobile, email: values.email ?? null, firstName: values.firstName, createdAt: values.now, updatedAt: values.now })
      .returning();
    if (!row) throw new Error('user was not inserted');
    return row;
  }

  async updateUser(id: number, patch: UserPatch): Promise<UserRow> {
    const [row] = await this.db.update(users).set(patch).where(eq(users.id, id)).returning();
    if (!row) throw new Error(`user ${id} vanished during an update`);
    return row;
  }

  // ---- one-time codes

  async findOtp(mobile: string): Promise<OtpRow | undefined> {
    const [row] = await this.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile)).limit(1).for('update');
    return row;
  }

  /** Replaces the mobile's code: the previous one stops working. */
  async saveOtp(row: Omit<OtpRow, 'consumedAt'>): Promise<void> {
    const values = { ...row, consumedAt: null };
    await this.db.insert(otpCodes).values(values).onConflictDoUpdate({ target: otpCodes.mobile, set: values });
  }

  /** Counts a wrong try; answers the count after it. */
  async recordFailedAttempt(mobile: string, now: Date): Promise<number> {
    const [row] = await this.db
      .update(otpCodes)
      .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1`, lastFailedAt: now })
      .where(eq(otpCodes.mobile, mobile))
      .returning({ failedAttempts: otpCodes.failedAttempts });
    return row?.failedAttempts ?? 0;
  }

  /**
   * Uses the code once: only the request that flips consumed_at from null wins, however many
   * verify the same code at once. A success also clears the wrong-try count.
   */
  async consumeOtp(mobile: string, codeHash: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(otpCodes)
      .set({ consumedAt: now, failedAttempts: 0, lastFailedAt: null })
      .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.codeHash, codeHash), isNull(otpCodes.consumedAt)))
      .returning({ mobile: otpCodes.mobile });
    return rows.length === 1;
  }

  /** How many codes went to this mobile or from this address since then, and when the oldest of them went. */
  async sendsSince(where: { mobile: string } | { ip: string }, since: Date): Promise<{ count: number; oldest: Date | null }> {
    const who = 'mobile' in where ? eq(otpSends.mobile, where.mobile) : eq(otpSends.ip, where.ip);
    const [row] = await this.db
      .select({ n: count(), oldest: min(otpSends.sentAt) })
      .from(otpSends)
      .where(and(who, gt(otpSends.sentAt, since)));
    return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
  }

  /** Records a send and forgets this mobile's and address's sends older than any limit looks back. */
  async recordSend(send: { mobile: string; ip: string; sentAt: Date }, forgetBefore: Date): Promise<void> {
    await this.db.delete(otpSends).where(and(or(eq(otpSends.mobile, send.mobile), eq(otpSends.ip, send.ip)), lt(otpSends.sentAt, forgetBefore)));
    await this.db.insert(otpSends).values(send);
  }

  // ---- tickets

  async insertTicket(ticket: { tokenHash: string; userId: number; identifierType: 'mobile' | 'email'; createdAt: Date; expiresAt: Date }): Promise<void> {
    await this.db.delete(loginTickets).where(lt(loginTickets.expiresAt, ticket.createdAt));
    await this.db.insert(loginTickets).values(ticket);
  }

  /** Uses a ticket once, while it is valid; answers its user and what the verified code went to. */
  async consumeTicket(tokenHash: string, now: Date): Promise<{ userId: number; identifierType: string } | undefined> {
    const [row] = await this.db
      .update(loginTickets)
      .set({ consumedAt: now })
      .where(and(eq(loginTickets.tokenHash, tokenHash), isNull(loginTickets.consumedAt), gt(loginTickets.expiresAt, now)))
      .returning({ userId: loginTickets.userId, identifierType: loginTickets.identifierType });
    return row;
  }

  /** The mobile (else the email) of a ticket's account while the ticket is unused and valid, without using it. */
  async findTicketHolder(tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .select({ mobile: users.mobile, email: users.email })
      .from(loginTickets)
      .innerJoin(users, eq(users.id, loginTickets.userId))
      .where(and(eq(loginTickets.tokenHash, tokenHash), isNull(loginTickets.consumedAt), gt(loginTickets.expiresAt, now)));
    return row ? (row.mobile ?? row.email ?? undefined) : undefined;
  }

  // ---- session families and refresh tokens

  async insertFamily(family: Omit<FamilyRow, 'revokedAt' | 'revokedReason'>): Promise<void> {
    await this.db.insert(sessionFamilies).values(family);
  }

  async findFamilyWithUser(familyId: string): Promise<{ family: FamilyRow; user: UserRow } | undefined> {
    const [row] = await this.db
      .select({ family: sessionFamilies, user: users })
      .from(sessionFamilies)
      .innerJoin(users, eq(users.id, sessionFamilies.userId))
      .where(eq(sessionFamilies.id, familyId))
      .limit(1);
    return row;
  }

  async revokeFamily(familyId: string, now: Date, reason: string): Promise<void> {
    await this.db
      .update(sessionFamilies)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt)));
  }

  /** Ends every session of the member: all their families, so every refresh token of theirs is refused. */
  async revokeUserFamilies(userId: number, now: Date, reason: string): Promise<void> {
    await this.db
      .update(sessionFamilies)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(sessionFamilies.userId, userId), isNull(sessionFamilies.revokedAt)));
  }

  async insertRefreshToken(token: Omit<RefreshTokenRow, 'usedAt'>): Promise<void> {
    await this.db.insert(refreshTokens).values(token);
  }

  /**
   * Marks an unused, unexpired token used and answers its family. A conditional update: of two
   * renewals racing with the same token, exactly one gets the family.
   */
  async rotateRefreshToken(tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)))
      .returning({ familyId: refreshTokens.familyId });
    return row?.familyId;
  }

  async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    return row;
  }

  /** Expired tokens of a family are no longer needed to detect reuse. */
  async pruneRefreshTokens(familyId: string, now: Date): Promise<void> {
    await this.db.delete(refreshTokens).where(and(eq(refreshTokens.familyId, familyId), lt(refreshTokens.expiresAt, now)));
  }

  // ---- captcha

  /** False when the challenge was spent before. Expired entries go first: they cannot be replayed anyway. */
  async spendCaptchaChallenge(id: string, expiresAt: Date, now: Date): Promise<boolean> {
    await this.db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, now));
    const rows = await this.db.insert(captchaSpent).values({ id, expiresAt }).onConflictDoNothing().returning({ id: captchaSpent.id });
    return rows.length === 1;
  }

  // ---- places

  async listCities(): Promise<Array<{ name: string; state: string }>> {
    return this.db.select({ name: cities.name, state: cities.state }).from(cities).orderBy(asc(cities.position), asc(cities.id));
  }

  async listStates(): Promise<string[]> {
    const rows = await this.db.select({ name: states.name }).from(states).orderBy(asc(states.position));
    return rows.map((row) => row.name);
  }

  /** The city's name as listed, matched case-insensitively. */
  async findCityName(name: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ name: cities.name })
      .from(cities)
      .where(sql`lower(${cities.name}) = ${name.toLowerCase()}`)
      .limit(1);
    return row?.name;
  }
}
