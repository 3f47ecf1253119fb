// Staff access on PGlite and (with DATABASE_URL) PostgreSQL: the session cookie, the roles the contract
// lists per operation (deny by default), the CSRF token on unsafe methods, idle and absolute expiry,
// sign-out, and the audit log that no statement can change.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../contract';
import { STAFF_ROLES } from '../../db/schema';
import { TestClock, allRows, bearer, logIn, mobileSequence } from '../../test/auth';
import { useTestApp } from '../../test/harness';
import { asStaff, expectStaffRefusal, STAFF_TEST_AUTH, staffSession } from '../../test/staff';
import { recordAudit } from './audit';
import { staffRolesByRoute } from './access';
import { STAFF_ABSOLUTE_MS, STAFF_IDLE_MS, StaffSessions } from './sessions';

const clock = new TestClock(new Date('2026-11-20T10:00:00Z'));
const t = useTestApp({ now: clock.now, config: { auth: STAFF_TEST_AUTH } });
const SESSION = '/nc/admin/v1/session';

describe('staff sessions', () => {
  it('answers the signed-in staff member and their roles', async () => {
    const staff = await staffSession(t.database.db, 'reviewer', clock.now);
    const answer = await asStaff(t.app, staff, 'GET', SESSION);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ email: staff.email, roles: ['reviewer'] });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('refuses no cookie, an unknown cookie and a member token with 401 ADMIN-401', async () => {
    expect((await asStaff(t.app, undefined, 'GET', SESSION)).json()).toMatchObject({ systemErrorCode: 'ADMIN-401' });
    const unknown = await t.app.inject({ method: 'GET', url: SESSION, headers: { cookie: 'rp_staff=not-a-session' } });
    expect(unknown.statusCode).toBe(401);
    const member = await logIn(t.app, mobileSequence('93811')());
    const withMemberToken = await t.app.inject({ method: 'GET', url: SESSION, headers: bearer(member.accessToken) });
    expectStaffRefusal(withMemberToken, 401);
  });

  it('ends after 30 idle minutes, is kept alive by use, and ends at 8 hours whatever the use', async () => {
    const staff = await staffSession(t.database.db, 'support', clock.now);
    for (let elapsed = 0; elapsed < STAFF_ABSOLUTE_MS - STAFF_IDLE_MS; elapsed += 25 * 60_000) {
      clock.advance(25 * 60);
      expect((await asStaff(t.app, staff, 'GET', SESSION)).statusCode).toBe(200);
    }
    clock.advance(STAFF_IDLE_MS / 1000);
    expect((await asStaff(t.app, staff, 'GET', SESSION)).statusCode).toBe(401);

    const idle = await staffSession(t.database.db, 'support', clock.now);
    clock.advance(STAFF_IDLE_MS / 1000 + 1);
    expect((await asStaff(t.app, idle, 'GET', SESSION)).statusCode).toBe(401);
  });

  it('is over once signed out', async () => {
    const staff = await staffSession(t.database.db, 'admin', clock.now);
    await new StaffSessions(t.database.db, clock.now).end(staff.token);
    expect((await asStaff(t.app, staff, 'GET', SESSION)).statusCode).toBe(401);
  });

  it('refuses a staff member with no role the operation lists (403 ADMIN-403)', async () => {
    const none = await staffSession(t.database.db, [], clock.now);
    const answer = await asStaff(t.app, none, 'GET', SESSION);
    expectStaffRefusal(answer, 403);
  });
});

describe('the roles per operation', () => {
  it('lists every admin operation of the contract, and only known roles', () => {
    const routes = staffRolesByRoute(loadContract());
    expect(routes.size).toBeGreaterThan(0);
    for (const [route, roles] of routes) {
      expect(route).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/nc\/admin\//);
      for (const role of roles) expect(STAFF_ROLES).toContain(role);
    }
  });

  it('refuses an operation the contract lists no roles for, whatever the role', () => {
    const document = { openapi: '3.1.0', paths: { '/nc/admin/v1/x': { post: { security: [{ staffSession: [] }] } } } };
    expect(staffRolesByRoute(document).get('POST /nc/admin/v1/x')).toEqual([]);
  });
});

describe('the audit log', () => {
  it('keeps what is appended and refuses UPDATE, DELETE and TRUNCATE', async () => {
    const staff = await staffSession(t.database.db, 'admin', clock.now);
    await recordAudit(t.database.db, { staff, at: clock.now() }, { action: 'test', targetType: 'nothing', targetId: '1', before: { a: 1 }, after: { a: 2 } });
    await expect(refusal(t.database.db.execute(sql`update audit_log set action = 'changed'`))).resolves.toMatch(/audit_log is append-only/);
    await expect(refusal(t.database.db.execute(sql`delete from audit_log`))).resolves.toMatch(/audit_log is append-only/);
    await expect(refusal(t.database.db.execute(sql`truncate audit_log`))).resolves.toMatch(/audit_log is append-only/);
    const rows = (await allRows(t.database.db, 'audit_log')).filter((row) => row['staff_email'] === staff.email);
    expect(rows.map((row) => row['action'])).toEqual(['test']);
  });
});

/** The database's own message of a refused statement (drizzle wraps it as the error's cause). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return 'not refused';
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
}
