// Helpers for the auth tests: a clock the tests move, fresh mobiles, and the login journey as the
// sites walk it (check, register or send, read the code from the outbox, verify, exchange).
import { REFRESH_COOKIE_NAME, type LoginOrigin, type LoginResult } from '@rewards/api-contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppDb } from '../db/connection';
import { postJson } from './harness';

/**
 * A clock the tests move, pinned at 2026-11-20 10:00 UTC by default. Hand it to `useTestApp({ now:
 * clock.now })` and the demo data is seeded from it too, so the pinned day and the data agree.
 */
export class TestClock {
  constructor(private current = new Date('2026-11-20T10:00:00Z')) {}

  readonly now = (): Date => this.current;

  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

/** Distinct valid mobiles per test file (each file has its own database). */
export function mobileSequence(prefix = '90000'): () => string {
  let n = 0;
  return () => `${prefix}${String((n += 1)).padStart(10 - prefix.length, '0')}`;
}

export const AUTH = {
  checkUserExist: '/nc/um/user/v2/checkUserExist',
  preLogin: (mobile: string) => `/nc/um/user/v1/preLogin/${encodeURIComponent(mobile)}`,
  challenge: '/nc/um/captcha/challenge',
  register: '/nc/um/user/v1/register',
  send: '/nc/um/user/v1/otp/send',
  resend: '/nc/um/user/v1/otp/resend',
  verify: '/nc/um/user/v1/otp/verify',
  exchange: '/nc/um/auth/v1/login',
  newToken: '/nc/um/user/v1/login',
  renew: '/nc/um/auth/v1/token/renew',
  logout: '/c/prime/prime/home/logout/v2',
  profile: '/nc/um/user/v1/profile',
  update: '/nc/um/user/v1/update',
  cities: '/c/prime/prime/cities',
  outbox: (mobile: string) => `/dev/outbox?mobile=${mobile}`,
} as const;

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
export const withCookie = (refreshToken: string) => ({ cookie: `${REFRESH_COOKIE_NAME}=${refreshToken}` });

/** The refresh cookie's raw Set-Cookie header, when the answer sets it. */
export function refreshSetCookie(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((line) => line.startsWith(`${REFRESH_COOKIE_NAME}=`));
}

export function refreshTokenOf(response: LightMyRequestResponse): string {
  const line = refreshSetCookie(response);
  const token = line?.slice(REFRESH_COOKIE_NAME.length + 1).split(';', 1)[0];
  if (!token) throw new Error(`no refresh cookie in the answer (${response.statusCode} ${response.body})`);
  return token;
}

/** The latest code the outbox holds for the mobile. */
export async function latestCode(app: FastifyInstance, mobile: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: AUTH.outbox(mobile) });
  const [latest] = response.json() as Array<{ code: string }>;
  if (!latest) throw new Error(`no message for ${mobile}`);
  return latest.code;
}

export function expectOk(response: LightMyRequestResponse): LightMyRequestResponse {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return response;
}

/** Register (new mobile) or send (existing), then verify the code from the outbox: the verify answer. */
export async function verifyMobile(app: FastifyInstance, mobile: string, options: { firstName?: string } = {}) {
  const exists = expectOk(await postJson(app, AUTH.checkUserExist, { user: { mobile } })).json().data.newUser === false;
  if (exists) expectOk(await postJson(app, AUTH.send, { identifier: mobile }));
  else expectOk(await postJson(app, AUTH.register, { mobile, ...(options.firstName ? { firstName: options.firstName } : {}) }));
  const code = await latestCode(app, mobile);
  return expectOk(await postJson(app, AUTH.verify, { mobile, otp: code })).json().data as { ticketId: string; ssoId: string; newUser: boolean };
}

export interface LoggedIn {
  login: LoginResult;
  accessToken: string;
  refreshToken: string;
  ticketId: string;
  response: LightMyRequestResponse;
}

/** The whole journey to a session of login type SSO. */
export async function logIn(app: FastifyInstance, mobile: string, options: { origin?: LoginOrigin; firstName?: string; channel?: string } = {}): Promise<LoggedIn> {
  const { ticketId } = await verifyMobile(app, mobile, options);
  const response = expectOk(await postJson(app, AUTH.exchange, { origin: options.origin ?? 'LOGIN', channel: options.channel ?? 'TIMES_PRIME', ticketId }));
  const login = response.json().data as LoginResult;
  return { login, accessToken: login.accessToken, refreshToken: refreshTokenOf(response), ticketId, response };
}

/** Every row of a table as plain objects (PGlite and node-postgres shape results differently). */
export async function allRows(db: AppDb, table: string): Promise<Array<Record<string, unknown>>> {
  const result = (await db.execute(sql.raw(`select * from ${table}`))) as unknown;
  if (Array.isArray(result)) return result as Array<Record<string, unknown>>;
  return (result as { rows: Array<Record<string, unknown>> }).rows;
}
