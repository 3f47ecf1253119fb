// Wires the partners module: the co-brand enrolment lists auth consults (created first, since auth
// needs them and this module needs auth's access), and the claim operation.
import type { AppConfig } from '../../config';
import type { AppDb } from '../../db/connection';
import type { AuthAccess, PartnerEnrolments } from '../auth';
import type { ModuleDeps } from '../deps';
import type { MembershipGrants } from '../payment';
import { rateLimiterFactory } from '../../shared/rate-limit';
import { ClaimService } from './claim-service';
import { partnerEnrolments } from './enrolments';
import { PartnerRepository } from './repository';
import { partnerHandlers } from './routes';

/** What auth asks about enrolment lists (pre-login per channel, primeProfile 10). */
export function createPartnerEnrolments(db: AppDb): PartnerEnrolments {
  return partnerEnrolments(new PartnerRepository(db));
}

export interface PartnersModuleDeps extends ModuleDeps {
  auth: AuthAccess;
  memberships: MembershipGrants;
}

export function createPartnersModule(config: AppConfig, deps: PartnersModuleDeps) {
  const repository = new PartnerRepository(deps.db);
  const limiter = rateLimiterFactory(deps.db, deps.now);
  const claims = new ClaimService({
    repository,
    memberships: deps.memberships,
    // Store codes are codes: the same allowances as gift and promo codes, per member and per
    // address (a guesser with many accounts is still one address), each in its own bucket.
    storeCodeLimiter: limiter('store-code-member', config.payment.codeCheckLimitPerMemberPerMinute, 60_000),
    storeCodeAddressLimiter: limiter('store-code-ip', config.payment.codeCheckLimitPerIpPerMinute, 60_000),
    now: deps.now,
  });
  return { handlers: partnerHandlers({ claims, auth: deps.auth }) };
}
