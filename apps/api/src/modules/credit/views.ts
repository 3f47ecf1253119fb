// The credit check's rows as the contract shows them: the code step and the report. Only the PAN's
// last 4 are ever read here; the sealed PAN and the code's hash never leave the repository's rows.
import { OTP_RESEND_SECONDS, type components } from '@rewards/api-contract';
import type { CreditAccount, CreditEnquiry, CreditPaymentMonth } from './adapters/bureau/port';
import type { CreditCheckRow, CreditReportRow } from './repository';
import { maskMemberMobile, maskPan, scoreBand } from './rules';

type Schemas = components['schemas'];
export type CreditCodeStep = Schemas['CreditCodeStep'];
export type CreditReport = Schemas['CreditReport'];

/** What `credit_reports.details` holds. */
export interface CreditReportDetails {
  accounts: CreditAccount[];
  enquiries: CreditEnquiry[];
  paymentHistory: CreditPaymentMonth[];
}

export function codeStepOf(check: CreditCheckRow): CreditCodeStep {
  return {
    checkId: check.publicId,
    maskedMobile: maskMemberMobile(check.mobile),
    resendAvailableAt: new Date(check.sentAt.getTime() + OTP_RESEND_SECONDS * 1000).toISOString(),
    expiresAt: check.expiresAt.toISOString(),
  };
}

export function reportOf(row: CreditReportRow): CreditReport {
  const details = row.details as CreditReportDetails;
  return {
    reportId: row.publicId,
    bureau: row.bureau,
    score: row.score,
    band: scoreBand(row.score),
    name: row.name,
    maskedPan: maskPan(row.panLast4),
    generatedAt: row.generatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    refreshAvailableAt: row.refreshAvailableAt.toISOString(),
    accounts: details.accounts,
    enquiries: details.enquiries,
    paymentHistory: details.paymentHistory,
  };
}
