// Thin handlers for the credit-score check, keyed by the contract's operationIds. Every operation
// needs a signed-in member (the contract's bearerAuth) and runs for that member only.
import type { components } from '@rewards/api-contract';
import type { FastifyRequest } from 'fastify';
import type { AuthAccess } from '../auth';
import { CREDIT_MESSAGES, creditUnavailable } from './copy';
import type { CreditCheckService, CreditMember } from './check-service';
import type { CreditReportService } from './report-service';

type Schemas = components['schemas'];

export function creditHandlers({ checks, reports, auth }: { checks: CreditCheckService; reports: CreditReportService; auth: AuthAccess }) {
  const memberOf = (request: FastifyRequest): CreditMember => ({ id: auth.requireMember(request).user.id });
  return {
    async getCreditDetails(request: FastifyRequest): Promise<Schemas['CreditDetailsResponse']> {
      return { success: true, data: await reports.details(memberOf(request).id) };
    },
    async verifyCreditPan(request: FastifyRequest<{ Body: Schemas['CreditPanRequest'] }>): Promise<Schemas['CreditPanResponse']> {
      return { success: true, data: await checks.verifyPan(memberOf(request), request.body.pan) };
    },
    async sendCreditOtp(request: FastifyRequest<{ Body: Schemas['CreditOtpSendRequest'] }>): Promise<Schemas['CreditOtpSentResponse']> {
      return { success: true, message: CREDIT_MESSAGES.codeSent, data: await checks.send(memberOf(request), request.body, request.addressKey) };
    },
    async resendCreditOtp(request: FastifyRequest<{ Body: Schemas['CreditOtpResendRequest'] }>): Promise<Schemas['CreditOtpSentResponse']> {
      return { success: true, message: CREDIT_MESSAGES.codeSent, data: await checks.resend(memberOf(request), request.body.checkId, request.addressKey) };
    },
    async verifyCreditOtp(request: FastifyRequest<{ Body: Schemas['CreditOtpVerifyRequest'] }>): Promise<Schemas['CreditReportResponse']> {
      return { success: true, data: await checks.verify(memberOf(request), request.body, request.addressKey) };
    },
    async getCreditReport(request: FastifyRequest): Promise<Schemas['CreditReportResponse']> {
      return { success: true, data: await reports.latestReport(memberOf(request).id) };
    },
  };
}

export type CreditHandlers = ReturnType<typeof creditHandlers>;

/**
 * With no bureau connected: every credit operation, reads included, answers TP-CREDIT-UNAVAILABLE
 * for the signed-in member (the contract's bearerAuth still answers visitors 401 first), so the page
 * says the check is not available and shows nothing else, not even a report kept from before.
 */
export function unavailableCreditHandlers(): CreditHandlers {
  const refuse = async (): Promise<never> => {
    throw creditUnavailable();
  };
  return { getCreditDetails: refuse, verifyCreditPan: refuse, sendCreditOtp: refuse, resendCreditOtp: refuse, verifyCreditOtp: refuse, getCreditReport: refuse };
}
