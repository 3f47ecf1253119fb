// What the credit-score page reads: the member's check details and their latest report. Everything
// is selected by the member's own id; nobody reads another member's check or report.
import { OTP_MAX_ATTEMPTS, type components } from '@rewards/api-contract';
import { noReport } from './copy';
import type { CreditCheckRow, CreditRepository } from './repository';
import { maskPan } from './rules';
import { codeStepOf, reportOf, type CreditReport } from './views';

type CreditDetails = components['schemas']['CreditDetails'];

export class CreditReportService {
  constructor(private readonly deps: { repository: CreditRepository; now: () => Date }) {}

  async details(userId: number): Promise<CreditDetails> {
    const { repository } = this.deps;
    const now = this.deps.now();
    const [check, latest, live] = await Promise.all([repository.latestCheck(userId), repository.latestReport(userId), repository.latestLiveReport(userId, now)]);
    return {
      name: check?.name ?? null,
      dateOfBirth: check?.dateOfBirth ?? null,
      maskedPan: check ? maskPan(check.panLast4) : null,
      codeStep: check && codeIsOpen(check, now) ? codeStepOf(check) : null,
      hasReport: live !== undefined,
      reportGeneratedAt: live?.generatedAt.toISOString() ?? null,
      refreshAvailableAt: latest && latest.refreshAvailableAt.getTime() > now.getTime() ? latest.refreshAvailableAt.toISOString() : null,
    };
  }

  async latestReport(userId: number): Promise<CreditReport> {
    const report = await this.deps.repository.latestLiveReport(userId, this.deps.now());
    if (!report) throw noReport();
    return reportOf(report);
  }
}

/** A code the member can still enter: sent, not used, not expired, tries left. */
function codeIsOpen(check: CreditCheckRow, now: Date): boolean {
  return check.consumedAt === null && check.expiresAt.getTime() > now.getTime() && check.failedAttempts < OTP_MAX_ATTEMPTS;
}
