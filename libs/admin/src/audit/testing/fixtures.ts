// Contract-typed audit entries and a fake console server answering GET /nc/admin/v1/audit with the
// same filters and paging as the API, for the audit page's tests and stories.
import { byPath, errorResponse, ok, type Responder } from '@rewards/api-client/testing';
import type { AuditEntry } from '../format';

export function makeEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-11-20T10:00:00.000Z',
    staffEmail: 'reviewer@staff.example',
    roles: ['reviewer'],
    action: 'adminDecideStudentRequest',
    targetType: 'student_request',
    targetId: '7f3c2a10-5b1e-4c6d-9a8b-0e1f2a3b4c5d',
    before: { state: 'SUBMITTED', note: null },
    after: { state: 'APPROVED', note: 'ID card matches the name' },
    requestId: 'req-8a1b2c',
    ...overrides,
  };
}

/** A day's work, newest first (ids descending, as the API answers). */
export const sampleEntries: AuditEntry[] = [
  makeEntry({ id: 9, at: '2026-11-20T11:45:00.000Z', staffEmail: 'admin@staff.example', roles: ['admin'], action: 'staffSignOut', targetType: 'staff', targetId: '4', before: { sessionId: 12 }, after: null }),
  makeEntry({ id: 8, at: '2026-11-20T11:30:00.000Z', staffEmail: 'marketer@staff.example', roles: ['marketer'], action: 'adminPublishCampaign', targetType: 'campaign', targetId: 'diwali-2026', before: { published: false }, after: { published: true } }),
  makeEntry({ id: 7, at: '2026-11-20T11:10:00.000Z', staffEmail: 'support@staff.example', roles: ['support'], action: 'adminBlockMember', targetType: 'member', targetId: 'sso_8f2k1m3n', before: { blocked: false }, after: { blocked: true, reason: 'Chargeback fraud reported by the bank' } }),
  makeEntry({ id: 6, at: '2026-11-20T10:40:00.000Z', staffEmail: 'marketer@staff.example', roles: ['marketer'], action: 'adminCreateCode', targetType: 'code', targetId: 'WINTER25', before: null, after: { code: 'WINTER25', discountPercent: 25, maxRedemptions: 500 } }),
  makeEntry({ id: 5, at: '2026-11-20T10:05:00.000Z' }),
  makeEntry({ id: 4, at: '2026-11-20T09:55:00.000Z', action: 'staffSignIn', targetType: 'staff', targetId: '1', before: null, after: { email: 'reviewer@staff.example', name: 'Asha Rao', roles: ['reviewer'] } }),
];

export interface AuditServerOptions {
  entries?: AuditEntry[];
  /** Entries per page when the request does not say (the API's default is 50). */
  pageSize?: number;
  /** Every read fails with this answer. */
  fail?: () => Response;
}

/** The API's reader over `entries`: staff (contains), action, target, from/to, cursor and limit. */
export function auditServer({ entries = sampleEntries, pageSize = 50, fail }: AuditServerOptions = {}): Responder {
  return byPath({
    '/nc/admin/v1/audit': (request) => {
      if (fail) return fail();
      const query = new URL(request.url).searchParams;
      const staff = query.get('staff')?.toLowerCase();
      const from = query.get('from');
      const to = query.get('to');
      const cursor = query.get('cursor');
      const limit = Number(query.get('limit') ?? pageSize);
      const matching = entries.filter(
        (entry) =>
          (!staff || entry.staffEmail.toLowerCase().includes(staff)) &&
          (!query.get('action') || entry.action === query.get('action')) &&
          (!query.get('targetType') || entry.targetType === query.get('targetType')) &&
          (!query.get('targetId') || entry.targetId === query.get('targetId')) &&
          (!from || entry.at >= new Date(from).toISOString()) &&
          (!to || entry.at < new Date(to).toISOString()) &&
          (!cursor || entry.id < Number(cursor)),
      );
      const page = matching.slice(0, limit);
      return ok({ entries: page, nextCursor: matching.length > limit ? (page.at(-1)?.id ?? null) : null });
    },
  });
}

/** A server failure (a 403 read goes to the shell's not-allowed page instead). */
export const serverFailure = () => errorResponse(500, 'TP500', 'Something went wrong. Please try again later.', 'Internal server error');

/** Many entries, for paging: ids `count` down to 1, a minute apart. */
export function manyEntries(count: number): AuditEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return makeEntry({ id, at: new Date(Date.UTC(2026, 10, 20, 4, 0) + id * 60_000).toISOString(), action: 'adminPauseCode', targetType: 'code', targetId: `CODE${id}`, before: { paused: false }, after: { paused: true } });
  });
}
