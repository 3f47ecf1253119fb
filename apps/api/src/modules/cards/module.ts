// Wires the cards module: the scheduled card memberships auth starts when due (created first, since
// auth needs them and this module needs auth's access), card eligibility and activation.
import type { AppConfig } from '../../config';
import type { AppDb } from '../../db/connection';
import type { AuthAccess } from '../auth/access';
import type { ModuleDeps } from '../deps';
import type { MembershipGrants } from '../payment/membership';
import { rateLimiterFactory } from '../system/rate-limit';
import { ActivationService } from './activation-service';
import { EligibilityService } from './eligibility-service';
import { CardRepository } from './repository';
import { cardHandlers } from './routes';
import { CardSchedules } from './schedules';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** What auth asks before it reads a member: start their card membership whose day has come. */
export function createCardSchedules(db: AppDb, memberships: MembershipGrants): CardSchedules {
  return new CardSchedules(new CardRepository(db), memberships);
}

export interface CardsModuleDeps extends ModuleDeps {
  auth: AuthAccess;
  memberships: MembershipGrants;
  schedules: CardSchedules;
}

export function createCardsModule(config: AppConfig, deps: CardsModuleDeps) {
  const { cards } = config;
  const repository = new CardRepository(deps.db);
  const limiter = rateLimiterFactory(deps.db, deps.now);
  // One allowance of BIN checks per address and per member, whichever call checks the BIN (the
  // activation checks it again, so it must not be a way around the limit).
  const addressLimiters = [limiter('card-check-ip-minute', cards.checkLimitPerMinute, MINUTE_MS), limiter('card-check-ip-hour', cards.checkLimitPerHour, HOUR_MS)];
  const memberLimiters = [limiter('card-check-member-minute', cards.checkLimitPerMinute, MINUTE_MS), limiter('card-check-member-hour', cards.checkLimitPerHour, HOUR_MS)];
  const eligibility = new EligibilityService({ repository, addressLimiters, memberLimiters, now: deps.now });
  const activations = new ActivationService({
    repository,
    memberships: deps.memberships,
    schedules: deps.schedules,
    memberLimiter: limiter('card-activate-member', cards.activationLimitPerMemberPerMinute, MINUTE_MS),
    binCheckLimiters: { address: addressLimiters, member: memberLimiters },
    now: deps.now,
  });
  return { handlers: cardHandlers({ eligibility, activations, auth: deps.auth }) };
}
