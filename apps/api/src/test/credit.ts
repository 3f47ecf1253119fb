// For the credit API tests only (production code never imports this): the paths, a signed-in
// member's calls, and the code read from the dev outbox as the phone it went to would show it: the
// mobile the sandbox bureau holds for the PAN, not the member's own.
import type { components } from '@rewards/api-contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sandboxRegisteredMobile } from '../modules/credit/adapters/bureau/sandbox';
import { AUTH, bearer, logIn } from './auth';
import { postJson } from './harness';

type Schemas = components['schemas'];
export type CreditCodeStep = Schemas['CreditCodeStep'];
export type CreditReport = Schemas['CreditReport'];
export type CreditDetails = Schemas['CreditDetails'];

export const CREDIT = {
  details: '/nc/prime/credit/details',
  pan: '/nc/prime/credit/pan/verify',
  send: '/nc/prime/credit/otp/send',
  resend: '/nc/prime/credit/otp/resend',
  verify: '/nc/prime/credit/otp/verify',
  report: '/nc/prime/credit/report',
} as const;

export const PAN = 'ABCPE1234F';
export const CONSENTED = { consent: true, pan: PAN, name: 'Asha Rao', dateOfBirth: '1990-06-15' } as const;

/**
 * PANs of their own for a test file's members, `${letters}PE0001F` on: every PAN's code goes to
 * its registered mobile, whose send limits (5 an hour) would otherwise be shared by every member
 * of a file. Each file names its own `letters` (3), so a PAN in a failure message says which file.
 */
export function panSequence(letters: string): () => string {
  let next = 1;
  return () => `${letters}PE${String(next++).padStart(4, '0')}F`;
}

export interface CreditMember {
  mobile: string;
  accessToken: string;
  /** The PAN this member checks (their own, in these tests). */
  pan: string;
  /** Where the sandbox bureau sends that PAN's code. */
  registeredMobile: string;
  /** `CONSENTED` with this member's PAN. */
  consented: { consent: true; pan: string; name: string; dateOfBirth: string };
  get(path: string): Promise<LightMyRequestResponse>;
  post(path: string, body: unknown, options?: { ip?: string }): Promise<LightMyRequestResponse>;
}

/** Logs a member in and answers their calls on `app` (or another app on the same database); they check `pan`. */
export async function creditMember(app: FastifyInstance, mobile: string, pan: string): Promise<CreditMember> {
  const { accessToken } = await logIn(app, mobile);
  return memberOn(app, { mobile, accessToken, pan });
}

export function memberOn(app: FastifyInstance, { mobile, accessToken, pan }: Pick<CreditMember, 'mobile' | 'accessToken' | 'pan'>): CreditMember {
  return {
    mobile,
    accessToken,
    pan,
    registeredMobile: sandboxRegisteredMobile(pan),
    consented: { ...CONSENTED, pan },
    get: (path) => app.inject({ method: 'GET', url: path, headers: bearer(accessToken) }),
    post: (path, body, options = {}) =>
      options.ip
        ? app.inject({ method: 'POST', url: path, remoteAddress: options.ip, headers: { 'content-type': 'application/json', ...bearer(accessToken) }, payload: JSON.stringify(body) })
        : postJson(app, path, body, bearer(accessToken)),
  };
}

export interface OutboxMessage {
  text: string;
  code: string | null;
  to: string;
}

/** What the dev outbox holds for the mobile, newest first. */
export async function messagesTo(app: FastifyInstance, mobile: string): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: AUTH.outbox(mobile) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OutboxMessage[];
}

/** The newest message the dev outbox holds for the mobile. */
export async function latestMessage(app: FastifyInstance, mobile: string): Promise<OutboxMessage> {
  const [latest] = await messagesTo(app, mobile);
  if (!latest) throw new Error(`no message for ${mobile}`);
  return latest;
}

export async function latestCreditCode(app: FastifyInstance, mobile: string): Promise<string> {
  const { code, text } = await latestMessage(app, mobile);
  if (!code || !text.includes('credit report')) throw new Error(`the newest message to ${mobile} is not a credit code: ${text}`);
  return code;
}

export function okData<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json().data as T;
}

export function expectRefusal(response: LightMyRequestResponse, status: number, code: string, userMessage?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ success: false, systemErrorCode: code, responseMessage: expect.any(String) });
  if (typeof userMessage === 'string') expect(body.userMessage).toBe(userMessage);
  else if (userMessage) expect(body.userMessage).toMatch(userMessage);
}

/** Consents and sends (the member's PAN by default): the code step, and the code from the PAN's registered mobile's outbox. */
export async function startCheck(app: FastifyInstance, member: CreditMember, body: Record<string, unknown> = member.consented): Promise<{ step: CreditCodeStep; code: string }> {
  const step = okData<CreditCodeStep>(await member.post(CREDIT.send, body));
  const pan = String(body.pan ?? member.pan).toUpperCase();
  return { step, code: await latestCreditCode(app, sandboxRegisteredMobile(pan)) };
}

/** A six-digit code that is not `code`. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
