// Wires the cards module: the scheduled card memberships auth starts when due (created first, since
// auth needs them and this module needs auth's access), card eligibility, the card network's sign-in
// (openid-client; the sandbox network in development) and activation.
import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import type { AppConfig } from '../../config';
import type { AppDb } from '../../db/connection';
import type { AuthAccess } from '../auth';
import type { ModuleDeps } from '../deps';
import type { MembershipGrants } from '../payment';
import { rateLimiterFactory } from '../../shared/rate-limit';
import { ActivationService } from './activation-service';
import { inProcessFetch } from '../../http/oidc-sandbox';
import { OidcCardNetwork } from './adapters/network/oidc';
import { SandboxCardNetworks } from './adapters/network/sandbox-idp';
import { EligibilityService } from './eligibility-service';
import { CardRepository } from './repository';
import { cardHandlers } from './routes';
import { CardSchedules } from './schedules';
import { CardVerificationSealer } from './verification-cookies';
import { VerificationService } from './verification-service';

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

export async function createCardsModule(config: AppConfig, deps: CardsModuleDeps) {
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
  const sandbox = await SandboxCardNetworks.create(cards.sso, deps.logger);
  if (!cards.sso || Object.keys(cards.sso.networks).length === 0) {
    deps.logger.warn('card-linked offer: no card network sign-in is configured (VISA_SSO_*): cards can be checked, but no card-linked membership can be activated');
  }
  // Set once the app exists: the client reaches the sandbox through the app itself.
  let sandboxFetch: CustomFetch | undefined;
  const network = new OidcCardNetwork({
    config: cards.sso,
    sandboxFetch: (url, options) => (sandboxFetch ? sandboxFetch(url, options) : Promise.reject(new Error('the app is not built yet'))),
  });
  const sealer = new CardVerificationSealer(config.auth.secret, deps.now);
  const verifications = new VerificationService({
    repository,
    network,
    sealer,
    siteOrigin: cards.sso?.siteOrigin ?? 'http://localhost:4200',
    binCheckLimiters: { address: addressLimiters, member: memberLimiters },
  });
  return {
    handlers: cardHandlers({ eligibility, activations, verifications, sealer, auth: deps.auth }),
    /** The sandbox card network's routes (development; plain routes beside the contract, like social login's sandbox). */
    async register(app: FastifyInstance): Promise<void> {
      if (!sandbox) return;
      sandboxFetch = inProcessFetch(app);
      await sandbox.register(app);
    },
  };
}
