// Every operation of the contract secured by staffSession, read from the contract itself (so each new
// admin operation is covered the moment it is added), on PGlite and (with DATABASE_URL) PostgreSQL:
// no session 401, a member's bearer token 401, each role its `x-staff-roles` does not list 403, and
// an unsafe method with a permitted role but no X-CSRF-Token 403 ADMIN-CSRF. The dummy path values
// and the minimal body are syntactically valid but name nothing: the security check answers before
// validation and before the handler.
import { describe, expect, it } from 'vitest';
import { contractOperations, loadContract } from '../../contract';
import { STAFF_ROLES, type StaffRole } from '../../db/schema';
import { bearer, logIn, mobileSequence, TestClock } from '../../test/auth';
import { useTestApp } from '../../test/harness';
import { expectStaffRefusal, STAFF_TEST_AUTH, staffSession, type TestStaff } from '../../test/staff';
import { STAFF_COOKIE, STAFF_CSRF_COOKIE } from './sessions';

const clock = new TestClock(new Date('2026-11-20T10:00:00Z'));
const t = useTestApp({ now: clock.now, config: { auth: STAFF_TEST_AUTH } });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  $ref?: string;
}
interface Parameter {
  name: string;
  in: string;
  schema?: Schema;
  $ref?: string;
}
interface StaffOperation {
  operationId: string;
  method: Method;
  path: string;
  url: string;
  roles: StaffRole[];
  body: { contentType: string; payload: string } | undefined;
}

const document = loadContract();

function resolve<T>(node: T & { $ref?: string }): T {
  if (!node.$ref) return node;
  const target = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], document);
  return resolve(target as T & { $ref?: string });
}

/** A syntactically valid value that names nothing. */
function dummy(schema: Schema | undefined): string {
  const resolved = schema ? resolve(schema) : {};
  if (resolved.enum?.length) return String(resolved.enum[0]);
  if (resolved.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (resolved.format === 'date') return '2026-11-20';
  if (resolved.format === 'date-time') return '2026-11-20T10:00:00Z';
  const type = Array.isArray(resolved.type) ? resolved.type.find((candidate) => candidate !== 'null') : resolved.type;
  if (type === 'integer' || type === 'number') return '1';
  return 'TEST1';
}

function staffOperations(): StaffOperation[] {
  return contractOperations(document).flatMap(({ method, path, operation }) => {
    const security = operation['security'] as Array<Record<string, unknown>> | undefined;
    if (!security?.some((scheme) => 'staffSession' in scheme)) return [];
    const parameters = ((operation['parameters'] as Parameter[] | undefined) ?? []).map((parameter) => resolve(parameter));
    const url = path.replace(/{(\w+)}/g, (_whole, name: string) => encodeURIComponent(dummy(parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema)));
    const content = (operation['requestBody'] as { content?: Record<string, unknown> } | undefined)?.content;
    const contentType = content ? Object.keys(content)[0] : undefined;
    const body = contentType === 'application/json' ? { contentType, payload: '{}' } : undefined;
    return [{ operationId: String(operation['operationId']), method: method.toUpperCase() as Method, path, url, roles: (operation['x-staff-roles'] as StaffRole[] | undefined) ?? [], body }];
  });
}

const operations = staffOperations();
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function call(operation: StaffOperation, headers: Record<string, string>) {
  return t.app.inject({
    method: operation.method,
    url: operation.url,
    headers: { ...headers, ...(operation.body ? { 'content-type': operation.body.contentType } : {}) },
    ...(operation.body ? { payload: operation.body.payload } : {}),
  });
}

/** The cookies without the CSRF header (what a forged cross-site request could carry at most). */
const cookiesOnly = (staff: TestStaff) => ({ cookie: `${STAFF_COOKIE}=${staff.token}; ${STAFF_CSRF_COOKIE}=${staff.csrf}` });

describe('the contract\'s admin operations', () => {
  it('are all secured by staffSession with the roles listed (but the sign-in\'s own start and callback)', () => {
    expect(operations.length).toBeGreaterThan(2);
    for (const { method, path, operation } of contractOperations(document)) {
      if (!path.startsWith('/nc/admin/')) continue;
      const id = String(operation['operationId']);
      if (id === 'adminStartSignIn' || id === 'adminSignInCallback') {
        expect(operation['security'], id).toEqual([]);
        continue;
      }
      expect(operation['security'], `${method} ${path}`).toEqual([{ staffSession: [] }]);
      const roles = operation['x-staff-roles'] as unknown[] | undefined;
      expect(roles?.length, `${id} lists no x-staff-roles`).toBeGreaterThan(0);
      for (const role of roles ?? []) expect(STAFF_ROLES, id).toContain(role);
    }
  });
});

describe.each(operations.map((operation) => [`${operation.operationId} (${operation.method} ${operation.path})`, operation] as const))('%s', (_label, operation) => {
  it('answers no session 401 ADMIN-401', async () => {
    const answer = await call(operation, {});
    expectStaffRefusal(answer, 401);
  });

  it('answers a member\'s bearer token 401 ADMIN-401', async () => {
    const member = await memberToken();
    const answer = await call(operation, bearer(member));
    expectStaffRefusal(answer, 401);
  });

  const refused = STAFF_ROLES.filter((role) => !operation.roles.includes(role));
  it.each(refused.length > 0 ? refused : ['(every role is allowed)' as const])('answers %s 403 ADMIN-403', async (role) => {
    if (role === '(every role is allowed)') return;
    const staff = await staffOf(role);
    const answer = await call(operation, staff.headers);
    expectStaffRefusal(answer, 403);
  });

  it.runIf(UNSAFE.has(operation.method))('answers a permitted role without X-CSRF-Token 403 ADMIN-CSRF', async () => {
    const staff = await staffOf(operation.roles[0] as StaffRole);
    const answer = await call(operation, cookiesOnly(staff));
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json().systemErrorCode).toBe('ADMIN-CSRF');
    const wrong = await call(operation, { ...cookiesOnly(staff), 'x-csrf-token': 'not-the-token' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().systemErrorCode).toBe('ADMIN-CSRF');
  });
});

let member: Promise<string> | undefined;
/** One demo member's access token for the file (the clock stands still, so it stays valid). */
function memberToken(): Promise<string> {
  member ??= logIn(t.app, mobileSequence('93833')()).then((session) => session.accessToken);
  return member;
}

const staffByRole = new Map<StaffRole, Promise<TestStaff>>();
/** One live staff session per role for the file (sign-out is not called with a full set of headers here). */
function staffOf(role: StaffRole): Promise<TestStaff> {
  let staff = staffByRole.get(role);
  if (!staff) {
    staff = staffSession(t.database.db, role, clock.now);
    staffByRole.set(role, staff);
  }
  return staff;
}
