import type { components } from '@rewards/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../ApiError';
import type { ApiClient } from '../createApiClient';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];
/** What the credit page needs for the signed-in member: last details, a code step in progress, the report's state. */
export type CreditDetails = Schemas['CreditDetails'];
/** A check waiting for the bureau's code: where it went (masked), when a resend is allowed, when it expires. */
export type CreditCodeStep = Schemas['CreditCodeStep'];
export type CreditReport = Schemas['CreditReport'];
export type CreditScoreBand = Schemas['CreditScoreBand'];
export type CreditAccount = Schemas['CreditAccount'];
export type CreditEnquiry = Schemas['CreditEnquiry'];
export type CreditPaymentMonth = Schemas['CreditPaymentMonth'];
/** The consent, PAN, name as on the PAN and date of birth (`YYYY-MM-DD`) a check is asked with. */
export type CreditCheckRequest = Schemas['CreditOtpSendRequest'];

/** The refusal `GET /nc/prime/credit/report` answers (404) when the member holds no report, or it expired. */
export const CREDIT_NO_REPORT = 'TP-CREDIT-NO-REPORT';

/**
 * The credit-score check calls (all for the signed-in member). A refusal rejects with an
 * `ApiError` whose `userMessage` is the server's text for it (`TP-PAN-INVALID`,
 * `TP-CREDIT-REFRESH-TOO-SOON`, the auth codes of the bureau's code, ...).
 *
 * ```ts
 * const credit = useQueries().calls.credit;
 * const step = await credit.sendOtp({ consent: true, pan: 'ABCPE1234F', name: 'Asha Rao', dateOfBirth: '1990-04-12' });
 * const report = await credit.verifyOtp(step.checkId, '123456');
 * ```
 */
export function createCreditApi(api: ApiClient) {
  return {
    /** `GET /nc/prime/credit/details`. */
    async details(signal?: AbortSignal): Promise<CreditDetails> {
      return unwrap(await api.GET('/nc/prime/credit/details', { signal })).data;
    },
    /** `GET /nc/prime/credit/report`; `null` when the member holds none (404 `TP-CREDIT-NO-REPORT`). */
    async report(signal?: AbortSignal): Promise<CreditReport | null> {
      try {
        return unwrap(await api.GET('/nc/prime/credit/report', { signal })).data;
      } catch (error) {
        // No report is a state of the page (it asks for the details), not a failure to show.
        if (error instanceof ApiError && error.systemErrorCode === CREDIT_NO_REPORT) return null;
        throw error;
      }
    },
    /** `POST /nc/prime/credit/pan/verify`: the PAN masked to its last 4 when the bureau knows it. */
    async verifyPan(pan: string): Promise<string> {
      return unwrap(await api.POST('/nc/prime/credit/pan/verify', { body: { pan } })).data.maskedPan;
    },
    /** `POST /nc/prime/credit/otp/send`: consent given, the bureau sends its code. */
    async sendOtp(body: CreditCheckRequest): Promise<CreditCodeStep> {
      return unwrap(await api.POST('/nc/prime/credit/otp/send', { body })).data;
    },
    /** `POST /nc/prime/credit/otp/resend`: a new code for the check in progress. */
    async resendOtp(checkId: string): Promise<CreditCodeStep> {
      return unwrap(await api.POST('/nc/prime/credit/otp/resend', { body: { checkId } })).data;
    },
    /** `POST /nc/prime/credit/otp/verify`: the code is right, here is the report. */
    async verifyOtp(checkId: string, otp: string): Promise<CreditReport> {
      return unwrap(await api.POST('/nc/prime/credit/otp/verify', { body: { checkId, otp } })).data;
    },
  };
}

export type CreditApi = ReturnType<typeof createCreditApi>;

/**
 * The credit reads, keyed under `['credit', memberId]`: a report is one member's own, so the key
 * names whose it is and a member who signs in after another in the same tab never sees theirs,
 * even for a moment. Never fresh for long (`staleTime: 0`): the page always asks again.
 *
 * ```ts
 * useQuery(creditQueries.details(user.ssoId));
 * queryClient.invalidateQueries({ queryKey: creditQueries.member(user.ssoId) });
 * ```
 */
export function createCreditQueries(creditApi: CreditApi) {
  const creditQueries = {
    all: () => ['credit'] as const,
    member: (memberId: string) => [...creditQueries.all(), memberId] as const,
    details: (memberId: string) =>
      queryOptions({
        queryKey: [...creditQueries.member(memberId), 'details'] as const,
        queryFn: ({ signal }) => creditApi.details(signal),
        staleTime: 0,
      }),
    report: (memberId: string) =>
      queryOptions({
        queryKey: [...creditQueries.member(memberId), 'report'] as const,
        queryFn: ({ signal }) => creditApi.report(signal),
        staleTime: 0,
      }),
  };
  return creditQueries;
}

export type CreditQueries = ReturnType<typeof createCreditQueries>;
