// Staff sessions for API tests of the console's operations: a staff member with the given roles and
// a live session, inserted directly (the OpenID Connect sign-in itself is tested in
// modules/admin/sign-in/sign-in.api.test.ts). `headers` carries both cookies and the CSRF header, as the
// console's client sends them.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AppDb } from '../db/connection';
import { staffMembers, type StaffRole } from '../db/schema';
import { STAFF_COOKIE, STAFF_CSRF_COOKIE, STAFF_CSRF_HEADER, StaffSessions } from '../modules/admin/sessions';

/** The auth settings the console's API tests run with: members log in from 127.0.0.1 without a captcha, as often as a test needs. */
export const STAFF_TEST_AUTH = { captchaWhitelist: ['127.0.0.1'], otpSendLimitPerIpPerHour: 1_000 };

export interface TestStaff {
  id: number;
  email: string;
  roles: StaffRole[];
  token: string;
  csrf: string;
  /** Cookie and CSRF header for app.inject. */
  headers: Record<string, string>;
}

let sequence = 0;

export async function staffSession(db: AppDb, roles: StaffRole | StaffRole[], now: () => Date = () => new Date()): Promise<TestStaff> {
  const list = Array.isArray(roles) ? roles : [roles];
  sequence += 1;
  const email = `${list.join('-') || 'none'}.${sequence}.${process.pid}@staff.test`;
  const [row] = await db
    .insert(staffMembers)
    .values({ issuer: 'https://idp.test', subject: email, email, name: `Test ${list.join(' ')}`.trim(), roles: list, createdAt: now(), lastSignInAt: now() })
    .returning({ id: staffMembers.id });
  const { token, csrf } = await new StaffSessions(db, now).create(row!.id, list);
  return { id: row!.id, email, roles: list, token, csrf, headers: { cookie: `${STAFF_COOKIE}=${token}; ${STAFF_CSRF_COOKIE}=${csrf}`, [STAFF_CSRF_HEADER]: csrf } };
}

/** app.inject with a staff member's headers (JSON body when given). */
export function asStaff(app: FastifyInstance, staff: TestStaff | undefined, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...(staff?.headers ?? {}), ...extraHeaders };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return app.inject({ method, url, headers, ...(body !== undefined ? { payload: JSON.stringify(body) } : {}) });
}

/** Expects the console's refusal: 401 ADMIN-401 (no staff session) or 403 ADMIN-403 (a role the operation does not allow). */
export function expectStaffRefusal(answer: LightMyRequestResponse, status: 401 | 403) {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json().systemErrorCode).toBe(`ADMIN-${status}`);
}

/** A company identity provider's settings (no sandbox), for a test app built with nodeEnv 'production': the sandbox staff provider is refused there. */
export const COMPANY_STAFF_SIGN_IN = { consoleOrigin: 'https://admin.example.in', issuer: 'https://127.0.0.1:9/realms/staff', clientId: 'console', clientSecret: 'secret', sandbox: false } as const;
