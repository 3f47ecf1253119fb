// Wires the credit-score check: the bureau CREDIT_BUREAU picks (the sandbox), the keys from
// AUTH_SECRET, auth's SMS port (so bureau codes reach the same phone, or dev outbox, as login codes)
// and the limits counted in PostgreSQL.
import type { AppConfig } from '../../config';
import type { SmsPort } from '../auth/adapters/sms/port';
import type { AuthAccess } from '../auth/access';
import type { ModuleDeps } from '../deps';
import { rateLimiterFactory } from '../system/rate-limit';
import type { CreditBureau } from './adapters/bureau/port';
import { SandboxCreditBureau } from './adapters/bureau/sandbox';
import { CreditCheckService } from './check-service';
import { PanVault, creditCodeHasher, deriveCreditKeys } from './crypto';
import { CreditRepository } from './repository';
import { CreditReportService } from './report-service';
import { creditHandlers } from './routes';

const HOUR_MS = 3_600_000;

export interface CreditModuleDeps extends ModuleDeps {
  auth: AuthAccess;
  /** The SMS port auth sends login codes through. */
  sms: SmsPort;
  /** Replaces the bureau CREDIT_BUREAU picks. */
  bureau?: CreditBureau;
}

let warnedAboutSandbox = false;

export function createCreditModule(config: AppConfig, deps: CreditModuleDeps) {
  const { credit, auth } = config;
  const bureau = deps.bureau ?? new SandboxCreditBureau();
  if (config.nodeEnv === 'production' && bureau instanceof SandboxCreditBureau && !warnedAboutSandbox) {
    warnedAboutSandbox = true;
    deps.logger.warn('CREDIT_BUREAU=sandbox in production: credit reports are made up from the PAN, not a real bureau. Demos only.');
  }
  const keys = deriveCreditKeys(auth.secret);
  const repository = new CreditRepository(deps.db);
  const limiter = rateLimiterFactory(deps.db, deps.now);
  const checks = new CreditCheckService({
    repository,
    bureau,
    vault: new PanVault(keys.panEncryption),
    hasher: creditCodeHasher(keys),
    sms: deps.sms,
    panLimiter: limiter('credit-pan-member', credit.panCheckLimitPerMemberPerHour, HOUR_MS),
    verifyLimiter: limiter('credit-verify-ip', auth.verifyLimitPerIpPerHour, HOUR_MS),
    config: { sendLimitPerIpPerHour: auth.otpSendLimitPerIpPerHour, reportValidityDays: credit.reportValidityDays },
    now: deps.now,
  });
  const reports = new CreditReportService({ repository, now: deps.now });
  return { handlers: creditHandlers({ checks, reports, auth: deps.auth }) };
}
