// Staff sessions: a 256-bit token in an HttpOnly cookie (`rp_staff`, only its SHA-256 is stored) and
// a CSRF token in a cookie the console's script reads (`rp_staff_csrf`, its hash stored beside), so
// an unsafe request must carry it back as a header. 30 minutes idle, 8 hours at most; signing out,
// blocking or the limit ends it. Separate from members' sessions in every respect.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { staffMembers, staffSessions, type StaffRole } from '../../db/schema';
import { constantTimeEqualText, randomToken, sha256Hex } from '../../shared/crypto';

export const STAFF_COOKIE = 'rp_staff';
export const STAFF_CSRF_COOKIE = 'rp_staff_csrf';
export const STAFF_CSRF_HEADER = 'x-csrf-token';
/** The session cookie goes only to the console's API paths. */
export const STAFF_COOKIE_PATH = '/nc/admin';
export const STAFF_IDLE_MS = 30 * 60_000;
export const STAFF_ABSOLUTE_MS = 8 * 60 * 60_000;

/** Who a request's staff session is (set on `request.staff` by the staffSession security handler). */
export interface StaffActor {
  sessionId: number;
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  expiresAt: Date;
  csrfHash: string;
}

export interface NewStaffSession {
  token: string;
  csrf: string;
  expiresAt: Date;
}

export class StaffSessions {
  constructor(
    private readonly db: AppDb,
    private readonly now: () => Date,
  ) {}

  /** Starts a session for a staff member with the roles their sign-in asserted. */
  async create(staffId: number, roles: readonly StaffRole[]): Promise<NewStaffSession> {
    const now = this.now();
    const token = randomToken();
    const csrf = randomToken();
    const expiresAt = new Date(now.getTime() + STAFF_IDLE_MS);
    await this.db.insert(staffSessions).values({
      tokenHash: sha256Hex(token),
      csrfHash: sha256Hex(csrf),
      staffId,
      roles: [...roles],
      createdAt: now,
      expiresAt,
      absoluteExpiresAt: new Date(now.getTime() + STAFF_ABSOLUTE_MS),
    });
    return { token, csrf, expiresAt };
  }

  /** The live session a cookie names, its idle end moved forward; undefined for none, ended or unknown. */
  async authenticate(token: string | undefined): Promise<StaffActor | undefined> {
    if (!token || token.length > 100) return undefined;
    const now = this.now();
    const [row] = await this.db
      .update(staffSessions)
      .set({ expiresAt: sql`least(${staffSessions.absoluteExpiresAt}, ${new Date(now.getTime() + STAFF_IDLE_MS).toISOString()}::timestamptz)` })
      .where(and(eq(staffSessions.tokenHash, sha256Hex(token)), isNull(staffSessions.signedOutAt), gt(staffSessions.expiresAt, now)))
      .returning({ id: staffSessions.id, staffId: staffSessions.staffId, roles: staffSessions.roles, expiresAt: staffSessions.expiresAt, csrfHash: staffSessions.csrfHash });
    if (!row) return undefined;
    const [staff] = await this.db.select({ email: staffMembers.email, name: staffMembers.name }).from(staffMembers).where(eq(staffMembers.id, row.staffId));
    if (!staff) return undefined;
    return { sessionId: row.id, id: row.staffId, email: staff.email, name: staff.name, roles: row.roles as StaffRole[], expiresAt: row.expiresAt, csrfHash: row.csrfHash };
  }

  /** Ends the session a cookie names (signing out); a second end changes nothing. */
  async end(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.db
      .update(staffSessions)
      .set({ signedOutAt: this.now() })
      .where(and(eq(staffSessions.tokenHash, sha256Hex(token)), isNull(staffSessions.signedOutAt)));
  }
}

/** Whether a CSRF header matches the session's token. */
export function csrfMatches(actor: StaffActor, header: string | undefined): boolean {
  return typeof header === 'string' && header.length > 0 && header.length <= 100 && constantTimeEqualText(sha256Hex(header), actor.csrfHash);
}
