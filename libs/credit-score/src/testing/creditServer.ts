// A fake credit API for tests and stories: it answers the contract's credit calls the way the
// reference API does (a sandbox bureau), keeping the member's check and report between calls, so
// a test walks the real client through the whole journey.
import { byPath, errorResponse, jsonResponse, never, ok, type Responder } from '@rewards/api-client/testing';
import type { CreditCodeStep, CreditDetails, CreditReport } from '@rewards/api-client';
import { PAN_MESSAGES, PAN_PATTERN } from '@rewards/api-contract';
import { systemClock, type Clock } from '@rewards/clock';
import { makeCreditDetails, makeCreditReport, TEST_CREDIT_CODE, TEST_MASKED_MOBILE, UNKNOWN_PAN } from './fixtures';

export const CREDIT_PATHS = {
  details: '/nc/prime/credit/details',
  report: '/nc/prime/credit/report',
  pan: '/nc/prime/credit/pan/verify',
  send: '/nc/prime/credit/otp/send',
  resend: '/nc/prime/credit/otp/resend',
  verify: '/nc/prime/credit/otp/verify',
} as const;
export type CreditPath = keyof typeof CREDIT_PATHS;

export const PAN_NOT_FOUND_MESSAGE = 'We could not find this PAN with the credit bureau. Please check it and try again.';
export const WRONG_CODE_MESSAGE = 'Please enter a valid OTP';
export const RESEND_TOO_EARLY_MESSAGE = 'Please wait before requesting a new code';
export const CODE_EXPIRED_MESSAGE = 'Your OTP has expired. Please resend';

export interface Refusal {
  status: number;
  code: string;
  message: string;
}

export interface CreditServerOptions {
  /** What the details answer starts as (a first visit by default). */
  details?: Partial<CreditDetails>;
  /** The report the member holds; with one, `details.hasReport` defaults to true. */
  report?: CreditReport | null;
  /** The report a right code gives (a fresh `makeCreditReport()` dated now by default). */
  reportOnVerify?: CreditReport;
  /** Seconds from a send to when a resend is allowed (30 as on the server). */
  resendAfterSeconds?: number;
  /** Refuse these calls instead of answering them (a 409 refresh-too-soon, a 500, ...). */
  refuse?: Partial<Record<CreditPath, Refusal>>;
  /** Never answer these calls (their pending state). */
  hold?: readonly CreditPath[];
  /** The server's clock: the page's own in a test (`renderCredit`), so both read one calendar. */
  clock?: Clock;
  /** No credit bureau connected (`CREDIT_BUREAU=none`): every call answers 404 `TP-CREDIT-UNAVAILABLE`, as the API does. */
  unavailable?: boolean;
}

export const UNAVAILABLE_MESSAGE = 'Credit score checks are not available right now';

const uuid = () => globalThis.crypto.randomUUID();
const DAY_MS = 24 * 60 * 60 * 1000;

export function creditServer({ details, report = null, reportOnVerify, resendAfterSeconds = 30, refuse = {}, hold = [], clock = systemClock, unavailable = false }: CreditServerOptions = {}): Responder {
  let held = report;
  let state = makeCreditDetails({ hasReport: held !== null, ...(held ? { reportGeneratedAt: held.generatedAt, refreshAvailableAt: held.refreshAvailableAt } : {}), ...details });

  const newStep = (): CreditCodeStep => {
    const now = clock.now();
    return { checkId: uuid(), maskedMobile: TEST_MASKED_MOBILE, resendAvailableAt: new Date(now + resendAfterSeconds * 1000).toISOString(), expiresAt: new Date(now + 10 * 60 * 1000).toISOString() };
  };
  const sent = (step: CreditCodeStep) => {
    state = { ...state, codeStep: step };
    return jsonResponse(200, { success: true, message: 'The code is on its way', data: step });
  };

  const handlers: Record<CreditPath, Responder> = {
    details: () => ok(state),
    report: () => (held ? ok(held) : errorResponse(404, 'TP-CREDIT-NO-REPORT', 'You have no credit report yet')),
    pan: async (request) => {
      const pan = String(((await request.json()) as { pan: string }).pan).toUpperCase();
      if (!PAN_PATTERN.test(pan)) return errorResponse(400, 'TP-PAN-INVALID', PAN_MESSAGES.invalid);
      if (pan[3] !== 'P') return errorResponse(400, 'TP-PAN-NOT-PERSONAL', PAN_MESSAGES.notPersonal);
      if (pan === UNKNOWN_PAN) return errorResponse(400, 'TP-PAN-NOT-FOUND', PAN_NOT_FOUND_MESSAGE);
      return ok({ maskedPan: `XXXXXX${pan.slice(-4)}` });
    },
    send: async (request) => {
      const body = (await request.json()) as { consent: boolean; pan: string; name: string; dateOfBirth: string };
      if (!body.consent) return errorResponse(400, 'TP-CREDIT-CONSENT', 'Please agree to the credit bureau’s terms to continue');
      state = { ...state, name: body.name, dateOfBirth: body.dateOfBirth, maskedPan: `XXXXXX${body.pan.slice(-4).toUpperCase()}` };
      return sent(newStep());
    },
    resend: async (request) => {
      const { checkId } = (await request.json()) as { checkId: string };
      const step = state.codeStep;
      if (!step || step.checkId !== checkId) return errorResponse(404, 'TP-CREDIT-NO-CHECK', 'This check has ended. Please start again.');
      if (Date.parse(step.resendAvailableAt) > clock.now()) return errorResponse(400, '405', RESEND_TOO_EARLY_MESSAGE);
      return sent(newStep());
    },
    verify: async (request) => {
      const { checkId, otp } = (await request.json()) as { checkId: string; otp: string };
      const step = state.codeStep;
      if (!step || step.checkId !== checkId) return errorResponse(404, 'TP-CREDIT-NO-CHECK', 'This check has ended. Please start again.');
      if (Date.parse(step.expiresAt) <= clock.now()) return errorResponse(400, '415', CODE_EXPIRED_MESSAGE);
      if (otp !== TEST_CREDIT_CODE) return errorResponse(400, '425', WRONG_CODE_MESSAGE);
      const now = clock.now();
      held = reportOnVerify ?? makeCreditReport({ reportId: uuid(), generatedAt: new Date(now).toISOString(), refreshAvailableAt: new Date(now + 30 * DAY_MS).toISOString(), expiresAt: new Date(now + 90 * DAY_MS).toISOString() });
      state = { ...state, codeStep: null, hasReport: true, reportGeneratedAt: held.generatedAt, refreshAvailableAt: held.refreshAvailableAt };
      return ok(held);
    },
  };

  const routes = Object.fromEntries(
    (Object.keys(CREDIT_PATHS) as CreditPath[]).map((name) => {
      const refusal = refuse[name];
      const respond: Responder = unavailable
        ? () => errorResponse(404, 'TP-CREDIT-UNAVAILABLE', UNAVAILABLE_MESSAGE, 'No credit bureau is connected to this server (CREDIT_BUREAU=none)')
        : hold.includes(name)
          ? () => never()
          : refusal
            ? () => errorResponse(refusal.status, refusal.code, refusal.message)
            : handlers[name];
      return [CREDIT_PATHS[name], respond];
    }),
  );
  return byPath(routes);
}
