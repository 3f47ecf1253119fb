// The audit log's reader on PGlite and (with DATABASE_URL) PostgreSQL: admins only; newest first;
// filters by staff email, action, target and period; paged by cursor; and the entries the console's
// operations write (here sign-out's, through the API) are there with their before and after.
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../../contract';
import { STAFF_ROLES } from '../../../db/schema';
import { TestClock, bearer, logIn, mobileSequence } from '../../../test/auth';
import { useTestApp } from '../../../test/harness';
import { asStaff, expectStaffRefusal, STAFF_TEST_AUTH, staffSession, type TestStaff } from '../../../test/staff';
import { recordAudit } from '../audit';

const clock = new TestClock(new Date('2026-11-20T10:00:00Z'));
const t = useTestApp({ now: clock.now, seed: false, config: { auth: STAFF_TEST_AUTH } });
const AUDIT = '/nc/admin/v1/audit';

interface Entry {
  id: number;
  at: string;
  staffEmail: string;
  roles: string[];
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
}

async function read(staff: TestStaff, query: Record<string, string | number> = {}): Promise<{ entries: Entry[]; nextCursor: number | null }> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const answer = await asStaff(t.app, staff, 'GET', `${AUDIT}?${search}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

/** Appends entries as `staff` at minutes after 10:00 (the clock is not moved). */
async function append(staff: TestStaff, entries: Array<{ minute: number; action: string; targetType: string; targetId: string; before?: unknown; after?: unknown }>) {
  for (const entry of entries) {
    const { minute, ...rest } = entry;
    await recordAudit(t.database.db, { staff, at: new Date(Date.UTC(2026, 10, 20, 10, minute)) }, rest);
  }
}

describe('who may read the audit log', () => {
  it('is listed for admins only in the contract, and has no operation that changes an entry', () => {
    const paths = Object.entries(loadContract().paths).filter(([path]) => path.startsWith('/nc/admin/v1/audit'));
    expect(paths.map(([path, item]) => [path, Object.keys(item)])).toEqual([[AUDIT, ['get']]]);
    expect((paths[0]![1] as Record<string, { 'x-staff-roles'?: string[] }>)['get']?.['x-staff-roles']).toEqual(['admin']);
  });

  it.each(STAFF_ROLES.map((role) => [role, role === 'admin' ? 200 : 403] as const))('%s → %i', async (role, status) => {
    const staff = await staffSession(t.database.db, role, clock.now);
    const answer = await asStaff(t.app, staff, 'GET', AUDIT);
    expect(answer.statusCode).toBe(status);
    if (status === 403) expect(answer.json().systemErrorCode).toBe('ADMIN-403');
  });

  it('answers no session and a member\'s token 401', async () => {
    expect((await asStaff(t.app, undefined, 'GET', AUDIT)).statusCode).toBe(401);
    const member = await logIn(t.app, mobileSequence('93822')());
    const answer = await t.app.inject({ method: 'GET', url: AUDIT, headers: bearer(member.accessToken) });
    expectStaffRefusal(answer, 401);
  });

  it('says 403 to a wrong role before it reads a query that would not validate', async () => {
    const support = await staffSession(t.database.db, 'support', clock.now);
    expect((await asStaff(t.app, support, 'GET', `${AUDIT}?limit=9999`)).statusCode).toBe(403);
  });
});

describe('reading the audit log', () => {
  it('shows an entry another operation wrote, with who, when, what, before and after and the request id', async () => {
    const admin = await staffSession(t.database.db, 'admin', clock.now);
    const leaving = await staffSession(t.database.db, 'marketer', clock.now);
    const out = await asStaff(t.app, leaving, 'POST', '/nc/admin/v1/auth/logout', undefined, { 'x-request-id': 'audit-test-request-0001' });
    expect(out.statusCode).toBe(204);
    const { entries } = await read(admin, { action: 'staffSignOut', targetId: String(leaving.id) });
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        at: '2026-11-20T10:00:00.000Z',
        staffEmail: leaving.email,
        roles: ['marketer'],
        action: 'staffSignOut',
        targetType: 'staff',
        targetId: String(leaving.id),
        before: { sessionId: expect.any(Number) },
        after: null,
        requestId: 'audit-test-request-0001',
      },
    ]);
  });

  it('lists newest first and filters by staff email (any part, any case), action, target and period', async () => {
    const admin = await staffSession(t.database.db, 'admin', clock.now);
    const reviewer = await staffSession(t.database.db, 'reviewer', clock.now);
    const marketer = await staffSession(t.database.db, 'marketer', clock.now);
    await append(reviewer, [
      { minute: 1, action: 'adminDecideStudentRequest', targetType: 'filterTest', targetId: 'r-1', before: { state: 'SUBMITTED' }, after: { state: 'APPROVED', note: null } },
      { minute: 2, action: 'adminDecideStudentRequest', targetType: 'filterTest', targetId: 'r-2', before: { state: 'SUBMITTED' }, after: { state: 'REJECTED', note: 'Blurred' } },
    ]);
    await append(marketer, [
      { minute: 3, action: 'adminPublishCampaign', targetType: 'filterTest', targetId: 'diwali', before: { published: false }, after: { published: true } },
      { minute: 4, action: 'adminPauseCode', targetType: 'filterTest', targetId: 'WELCOME100', before: { paused: false }, after: { paused: true } },
    ]);

    const all = await read(admin, { targetType: 'filterTest' });
    expect(all.entries.map((entry) => entry.targetId)).toEqual(['WELCOME100', 'diwali', 'r-2', 'r-1']);
    expect(all.nextCursor).toBeNull();
    expect(all.entries[2]).toMatchObject({ staffEmail: reviewer.email, roles: ['reviewer'], before: { state: 'SUBMITTED' }, after: { state: 'REJECTED', note: 'Blurred' } });

    const byStaff = await read(admin, { targetType: 'filterTest', staff: reviewer.email.split('@')[0]!.toUpperCase() });
    expect(byStaff.entries.map((entry) => entry.targetId)).toEqual(['r-2', 'r-1']);
    expect((await read(admin, { targetType: 'filterTest', action: 'adminPublishCampaign' })).entries.map((entry) => entry.targetId)).toEqual(['diwali']);
    expect((await read(admin, { targetType: 'filterTest', targetId: 'r-1' })).entries.map((entry) => entry.action)).toEqual(['adminDecideStudentRequest']);
    // from is inclusive, to exclusive
    const period = await read(admin, { targetType: 'filterTest', from: '2026-11-20T10:02:00Z', to: '2026-11-20T10:04:00Z' });
    expect(period.entries.map((entry) => entry.targetId)).toEqual(['diwali', 'r-2']);
    // LIKE's own characters are taken literally
    expect((await read(admin, { targetType: 'filterTest', staff: '%' })).entries).toEqual([]);
    expect((await read(admin, { targetType: 'noSuchType' })).entries).toEqual([]);
  });

  it('pages by cursor: 50 by default, at most 200, each page older than the last, no entry twice', async () => {
    const admin = await staffSession(t.database.db, 'admin', clock.now);
    const support = await staffSession(t.database.db, 'support', clock.now);
    await append(support, Array.from({ length: 55 }, (_, index) => ({ minute: 30, action: 'adminBlockMember', targetType: 'pagingTest', targetId: `m-${index + 1}` })));

    const first = await read(admin, { targetType: 'pagingTest' });
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]?.targetId).toBe('m-55');
    expect(first.nextCursor).toBe(first.entries.at(-1)?.id);
    const second = await read(admin, { targetType: 'pagingTest', cursor: first.nextCursor! });
    expect(second.entries.map((entry) => entry.targetId)).toEqual(['m-5', 'm-4', 'm-3', 'm-2', 'm-1']);
    expect(second.nextCursor).toBeNull();

    const small = await read(admin, { targetType: 'pagingTest', limit: 20 });
    expect(small.entries).toHaveLength(20);
    const ids = [...small.entries];
    let cursor = small.nextCursor;
    while (cursor !== null) {
      const page = await read(admin, { targetType: 'pagingTest', limit: 20, cursor });
      ids.push(...page.entries);
      cursor = page.nextCursor;
    }
    expect(new Set(ids.map((entry) => entry.id)).size).toBe(55);
    expect(ids.map((entry) => entry.id)).toEqual([...ids.map((entry) => entry.id)].sort((a, b) => b - a));
  });

  it.each([
    ['limit=0', 'query/limit'],
    ['limit=201', 'query/limit'],
    ['cursor=0', 'query/cursor'],
    ['from=yesterday', 'query/from'],
    ['from=2026-11-20T10:00:00Z&to=2026-11-20T09:00:00Z', 'query/to'],
  ])('refuses %s with 400 naming %s', async (query, path) => {
    const admin = await staffSession(t.database.db, 'admin', clock.now);
    const answer = await asStaff(t.app, admin, 'GET', `${AUDIT}?${query}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining(path) })]));
  });
});
