// Contract-typed credit answers for tests and stories (a contract change breaks them at typecheck).
import type { CreditCodeStep, CreditDetails, CreditReport, CreditScoreBand } from '@rewards/api-client';
import { BAND_FLOORS, bandOf } from '../rules/score';

/** The moment tests of the credit page start at (the fixtures' reports and codes are dated from it). */
export const TEST_NOW = '2026-11-20T10:00:00Z';
const TEST_NOW_MS = Date.parse(TEST_NOW);
/** An instant `seconds` from `TEST_NOW`, as the API writes it. */
export const fromTestNow = (seconds: number) => new Date(TEST_NOW_MS + seconds * 1000).toISOString();

/** A PAN the fake bureau knows (an individual's: 4th letter P). */
export const TEST_PAN = 'ABCPE1234F';
export const TEST_MASKED_PAN = 'XXXXXX234F';
/** A well-formed individual PAN the fake bureau holds no record of (`TP-PAN-NOT-FOUND`). */
export const UNKNOWN_PAN = 'ZZZPZ9999Z';
export const TEST_MASKED_MOBILE = '+91 XXXXXX3210';
/** The code the fake bureau sends. */
export const TEST_CREDIT_CODE = '123456';

export function makeCreditDetails(overrides: Partial<CreditDetails> = {}): CreditDetails {
  return { name: null, dateOfBirth: null, maskedPan: null, codeStep: null, hasReport: false, reportGeneratedAt: null, refreshAvailableAt: null, ...overrides };
}

export function makeCodeStep(overrides: Partial<CreditCodeStep> = {}): CreditCodeStep {
  return {
    checkId: '6f1c1e0a-3b9e-4c55-9f0e-2d7b0c1a9e11',
    maskedMobile: TEST_MASKED_MOBILE,
    resendAvailableAt: '2026-11-20T10:00:30Z',
    expiresAt: '2026-11-20T10:10:00Z',
    ...overrides,
  };
}

/** A report with accounts, enquiries and a year of payments; `score` sets the band unless `band` is given. */
export function makeCreditReport(overrides: Partial<CreditReport> = {}): CreditReport {
  const score = overrides.score ?? 742;
  return {
    reportId: '0b7e6a52-8d0c-4f1e-9a35-5c2f4e6d7a88',
    bureau: 'Experian',
    score,
    band: bandOf(score),
    name: 'Asha Rao',
    maskedPan: TEST_MASKED_PAN,
    generatedAt: '2026-11-20T10:01:00Z',
    expiresAt: '2027-02-18T10:01:00Z',
    refreshAvailableAt: '2030-01-15T06:00:00Z',
    accounts: [
      { type: 'CREDIT_CARD', lender: 'Meridian Bank', status: 'ACTIVE', balance: 42350.5, openedOn: '2019-09-01' },
      { type: 'HOME_LOAN', lender: 'Griha Housing Finance', status: 'ACTIVE', balance: 2450000, openedOn: '2021-03-15' },
      { type: 'PERSONAL_LOAN', lender: 'Swift Credit', status: 'CLOSED', balance: 0, openedOn: '2018-06-10' },
    ],
    enquiries: [
      { date: '2026-10-02', lender: 'Meridian Bank', purpose: 'Credit card' },
      { date: '2026-06-14', lender: 'Griha Housing Finance', purpose: 'Home loan top-up' },
    ],
    paymentHistory: ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month) => ({
      month,
      status: month === '2026-04' ? ('LATE' as const) : ('ON_TIME' as const),
    })),
    ...overrides,
  };
}

/** A score in each band, for stories. */
export const bandScores: Record<CreditScoreBand, number> = {
  POOR: BAND_FLOORS.POOR + 212,
  FAIR: BAND_FLOORS.FAIR + 44,
  GOOD: BAND_FLOORS.GOOD + 35,
  VERY_GOOD: BAND_FLOORS.VERY_GOOD + 2,
  EXCELLENT: BAND_FLOORS.EXCELLENT + 41,
};
