// Wires the credit-score check: the bureau CREDIT_BUREAU picks (the sandbox, or none: then every
// credit call answers TP-CREDIT-UNAVAILABLE), the keys from AUTH_SECRET, auth's SMS port (so bureau
// codes leave the way login codes do: the dev outbox locally) and the limits counted in PostgreSQL.
// The sandbox is never built in production: loadConfig refuses CREDIT_BUREAU=sandbox there.
import type { AppConfig, CreditBureauName } from '../../config';
import type { MessageOutbox } from '../messages';
import type { AuthAccess } from '../auth';
import type { ModuleDeps } from '../deps';
import { rateLimiterFactory } from '../../shared/rate-limit';
import type { CreditBureau } from './adapters/bureau/port';
import { SandboxCreditBureau } from './adapters/bureau/sandbox';
import { CreditCheckService } from './check-service';
import { PanVault, creditCodeHasher, deriveCreditKeys } from './crypto';
import { CreditRepository } from './repository';
import { CreditReportService } from './report-service';
import { creditHandlers, unavailableCreditHandlers, type CreditHandlers } from './routes';

const HOUR_MS = 3_600_000;

export interface CreditModuleDeps extends ModuleDeps {
  auth: AuthAccess;
  /** The SMS port auth sends login codes through. */
  /** The message outbox the bureau's codes leave through. */
  messages: MessageOutbox;
  /** Replaces the bureau CREDIT_BUREAU picks. */
  bureau?: CreditBureau;
}

/** The bureau CREDIT_BUREAU names, or null when none is connected. */
function bureauOf(name: CreditBureauName): CreditBureau | null {
  switch (name) {
    case 'sandbox':
      return new SandboxCreditBureau();
    case 'none':
      return null;
  }
}

export function createCreditModule(config: AppConfig, deps: CreditModuleDeps): { handlers: CreditHandlers } {
  const { credit, auth } = config;
  const bureau = deps.bureau ?? bureauOf(credit.bureau);
  if (bureau === null) return { handlers: unavailableCreditHandlers() };
  const keys = deriveCreditKeys(auth.secret);
  const repository = new CreditRepository(deps.db);
  const limiter = rateLimiterFactory(deps.db, deps.now);
  const checks = new CreditCheckService({
    repository,
    bureau,
    vault: new PanVault(keys.panEncryption),
    hasher: creditCodeHasher(keys),
    messages: deps.messages,
    panLimiter: limiter('credit-pan-member', credit.panCheckLimitPerMemberPerHour, HOUR_MS),
    verifyLimiter: limiter('credit-verify-ip', auth.verifyLimitPerIpPerHour, HOUR_MS),
    config: { sendLimitPerIpPerHour: auth.otpSendLimitPerIpPerHour, reportValidityDays: credit.reportValidityDays },
    now: deps.now,
  });
  const reports = new CreditReportService({ repository, now: deps.now });
  return { handlers: creditHandlers({ checks, reports, auth: deps.auth }) };
}
