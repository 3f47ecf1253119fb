// Offer actions: the viewer's state of an offer, code generation with exactly-once allocation,
// code states, activations, constant codes and signed partner links. Rules live in cta.ts; SQL in
// repository.ts; this file decides the order of checks and what runs in one transaction.
import { formatIstDate, offerIsOver, type ActivationStatus, type Coupon, type CouponGeneration, type CouponState, type LoginType, type OfferState, type OfferTracker, type OfferViewer } from '@rewards/api-contract';
import { AppError, badRequest, notFound } from '../../http/errors';
import type { UserRow } from '../auth';
import {
  ACTIVATION_PENDING_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  type CatalogueReader,
  NO_OFFERING,
  type CtaOffering,
  type OfferingKind,
  flashSaleOf,
  mayAct,
  nextCodeMessage,
  offerDistributionOf,
  resolveCta,
  trackerOf,
  viewerOf,
} from '../catalogue';
import type { CouponCodeRow, OfferActionsRepository, OfferingRow, OfferingWithOffer, PoolCounts } from './repository';
import type { SubOfferTokens } from './sub-offer-token';

/** The member calling an action: the session's account and how they logged in. */
export interface Caller {
  user: Pick<UserRow, 'id' | 'ssoId' | 'primeProfile'>;
  loginType: LoginType;
}

export const OFFERING_NOT_FOUND_MESSAGE = '404 offering not found';
export const COUPON_NOT_FOUND_MESSAGE = '404 coupon not found';
export const EXPIRED_COUPONS_LABEL = 'Expired codes';
export const NEXT_CODE_CTA = 'GENERATE NEXT CODE';
export const OUT_OF_STOCK_MESSAGE = 'Sorry, all codes for this offer have been claimed.';
export const LIMIT_REACHED_MESSAGE = 'You have used all your codes for this offer.';

const STATE_ORDER: Record<CouponState, number> = { GENERATED: 0, COPIED: 1, REDEEMED: 2 };

export function conflict(systemErrorCode: string, responseMessage: string, userMessage = responseMessage): AppError {
  return new AppError(409, systemErrorCode, responseMessage, userMessage);
}

const notEligibleMessage: Partial<Record<OfferViewer, string>> = {
  EXPIRED: 'Renew your membership to avail this offer.',
  TRIAL_MEMBER: 'Upgrade your membership to avail this offer.',
  BLOCKED: 'Your membership is on hold. Please contact support.',
};
const notEligibleText = (viewer: OfferViewer) => notEligibleMessage[viewer] ?? 'Join to avail this offer.';

const notEligible = (viewer: OfferViewer) => conflict('TP-NOT-ELIGIBLE', `viewer ${viewer} may not act on this offer`, notEligibleText(viewer));
const wrongKind = (kind: string, call: string) => conflict('TP-OFFER-KIND', `an offering of kind ${kind} has no ${call}`, 'This offer cannot be availed this way.');
const offerExpired = () => conflict('TP-OFFER-EXPIRED', 'the offer has expired', 'The offer has expired');

function ctaOffering(row: OfferingRow | undefined): CtaOffering {
  if (!row) return NO_OFFERING;
  return {
    kind: row.kind as OfferingKind,
    redirectionUrl: row.redirectionUrl,
    dlUrl: row.dlUrl,
    distributionPaused: row.distributionPaused,
    pausedLabel: row.pausedLabel,
    pausedCtaLabel: row.pausedCtaLabel,
    pausedCtaUrl: row.pausedCtaUrl,
    texts: row.texts,
  };
}

const codeExpired = (code: Pick<CouponCodeRow, 'expiresAt'>, now: Date) => code.expiresAt !== null && code.expiresAt.getTime() <= now.getTime();

function toCoupon(code: CouponCodeRow, index: number, total: number, now: Date): Coupon {
  const expiry = code.expiresAt ? code.expiresAt.toISOString() : null;
  return {
    couponCode: code.code,
    pin: code.pin,
    couponCount: index + 1,
    expiryDate: expiry,
    generated: true,
    expired: codeExpired(code, now),
    state: (code.state ?? 'GENERATED') as CouponState,
    totalCoupons: total,
    redeemedBy: expiry,
  };
}

const tracked = (codes: readonly CouponCodeRow[]) => codes.map((code) => ({ assignedAt: code.assignedAt ?? new Date(0), savings: code.savings }));

function pick<K extends string>(texts: Record<string, string | undefined>, keys: readonly K[]): Partial<Record<K, string>> {
  const picked: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = texts[key];
    if (typeof value === 'string') picked[key] = value;
  }
  return picked;
}

export interface OfferActionsDeps {
  repository: OfferActionsRepository;
  catalogue: CatalogueReader;
  tokens: SubOfferTokens;
  now: () => Date;
}

export class OfferActionsService {
  constructor(private readonly deps: OfferActionsDeps) {}

  private get repository() {
    return this.deps.repository;
  }

  /**
   * The offer as this viewer may act on it. `tag` (superLogout, primeProfileZero) only says why a
   * visitor is a visitor; a visitor's answer is the logged-out form either way, so it changes nothing.
   */
  async offerState(name: string, caller: Caller | null, _tag?: 'superLogout' | 'primeProfileZero'): Promise<OfferState> {
    const row = await this.deps.catalogue.findOfferByName(name);
    if (!row) throw notFound(OFFER_NOT_FOUND_MESSAGE);
    const offering = await this.repository.findOfferingOfOffer(row.id);
    const now = this.deps.now();
    const viewer = viewerOf(caller?.user ?? null, caller?.loginType);
    const expired = offerIsOver(row, now.getTime());
    const kind = (offering?.kind ?? 'NONE') as OfferingKind;
    const needsMarketingCode = viewer === 'NON_MEMBER' || viewer === 'GUEST' || viewer === 'EXPIRED' || viewer === 'TRIAL_MEMBER';
    const [pool, codes, activation, marketingCouponCode] = await Promise.all([
      offering && kind === 'POOL' ? this.repository.poolCounts(offering.id) : Promise.resolve<PoolCounts>({ total: 0, free: 0 }),
      offering && caller ? this.repository.memberCodes(caller.user.id, offering.id) : Promise.resolve<CouponCodeRow[]>([]),
      offering && caller ? this.repository.activationStatus(caller.user.id, offering.id, kind === 'ACTIVATION' ? 'MEMBERSHIP' : 'OFFER') : Promise.resolve<0>(0),
      needsMarketingCode ? this.repository.marketingCouponCode() : Promise.resolve(null),
    ]);
    const member = viewer === 'MEMBER' || viewer === 'TRIAL_MEMBER';
    const tracker: OfferTracker | null = offering && member && kind === 'POOL' ? trackerOf(tracked(codes), offering, now) : null;
    const resolution = resolveCta({
      viewer,
      expired,
      locked: row.locked,
      companyName: row.companyName,
      offering: ctaOffering(offering),
      marketingCouponCode,
      holdsActiveCode: codes.some((code) => !codeExpired(code, now)),
      activationStatus: activation,
      pool,
      tracker,
    });
    const coupons = codes.map((code, index) => toCoupon(code, index, codes.length, now));
    const windowFull = tracker !== null && tracker.left === 0 && tracker.nextAvailableOn;
    const texts = (offering?.texts ?? {}) as Record<string, string | undefined>;
    return {
      name: row.name,
      viewer,
      ctaDetails: resolution.ctaDetails,
      loggedOutView: resolution.loggedOutView,
      redemptionDetails: {
        activeCoupons: coupons.filter((coupon) => !coupon.expired),
        expiredCoupons: coupons.filter((coupon) => coupon.expired),
        maxRedemption: offering?.maxRedemption ?? 0,
        left: tracker?.left ?? 0,
        generateNext: resolution.canGenerate,
      },
      couponDetails: {
        partnerCta: offering?.partnerCtaLabel && offering.partnerCtaUrl ? { label: offering.partnerCtaLabel, url: offering.partnerCtaUrl } : null,
        expiredCouponsLabel: EXPIRED_COUPONS_LABEL,
        nextCouponMessage: windowFull ? `Your next code will be available on ${formatIstDate(new Date(windowFull))}` : null,
        nextCodeCta: resolution.canGenerate ? NEXT_CODE_CTA : null,
      },
      isViewCode: resolution.isViewCode,
      isCouponDrawerGenerateBtn: resolution.canGenerate,
      unlockTracker: tracker && offering ? { label: `${tracker.left} of ${offering.maxRedemption} codes left`, icon: 'ticket' } : null,
      productDetails: { subOfferName: offering?.name ?? row.name, companyName: row.companyName },
      tracker,
      activationStatus: { status: activation, userStatus: caller?.user.primeProfile ?? 0 },
      couponType: kind,
      isCardType: offering?.cardType ?? false,
      cardTypeNumber: 'NUMBER: ',
      cardTypePin: 'PIN: ',
      dlUrl: offering?.dlUrl ?? null,
      ctaTexts: pick(texts, ['preGeneration', 'postGeneration', 'inProcess', 'oos'] as const),
      statusMessages: pick(texts, ['pending'] as const),
      flashSale: flashSaleOf(row.extraInfoMap, kind, pool),
    };
  }

  private async offeringNamed(name: string): Promise<OfferingWithOffer> {
    const found = await this.repository.findOfferingByName(name);
    if (!found) throw notFound(OFFERING_NOT_FOUND_MESSAGE);
    return found;
  }

  private expired({ offer }: OfferingWithOffer): boolean {
    return offerIsOver(offer, this.deps.now().getTime());
  }

  /**
   * Hands the member one code, exactly once per idempotency key. Everything runs in one transaction
   * that first locks the member's row: one member's concurrent requests (a double tap, a retry)
   * run one after another, so the second finds the first's code by its key, and the limit is
   * counted on committed codes. Members do not wait for each other: codes are taken with
   * SKIP LOCKED.
   */
  async generate(caller: Caller, offeringName: string, idempotencyKey: string): Promise<CouponGeneration> {
    const found = await this.offeringNamed(offeringName);
    const { offering, offer } = found;
    const expired = this.expired(found);
    return this.repository.transaction(async (tx) => {
      const now = this.deps.now();
      const locked = await tx.lockMember(caller.user.id);
      if (!locked) throw notFound('404 user not found');

      const replay = await tx.findCodeByIdempotencyKey(locked.id, idempotencyKey);
      if (replay) {
        if (replay.offeringId !== offering.id) {
          throw conflict('TP-IDEMPOTENCY-MISMATCH', 'this idempotency key was used for another offering', 'Something went wrong. Please try again.');
        }
        return this.generated(tx, offering, locked.id, replay, now);
      }

      const viewer = viewerOf(locked, caller.loginType);
      const codes = offering.kind === 'POOL' ? await tx.memberCodes(locked.id, offering.id) : [];
      const tracker = trackerOf(tracked(codes), offering, now);
      const refusal = (outcome: CouponGeneration['outcome'], responseMessage: string, extra: Partial<CouponGeneration> = {}): CouponGeneration => ({
        success: false,
        outcome,
        responseMessage,
        availed: tracker.availed,
        left: tracker.left,
        nextAvailableOn: tracker.nextAvailableOn ?? null,
        savings: 0,
        couponCode: null,
        pin: null,
        expiryDate: null,
        couponState: null,
        generateNext: false,
        dlUrl: offering.dlUrl,
        offerDistribution: null,
        ...extra,
      });

      if (!mayAct(viewer, offer.locked)) return refusal('NOT_ELIGIBLE', notEligibleText(viewer));
      if (offering.kind !== 'POOL') throw wrongKind(offering.kind, 'pool of codes');
      if (expired) throw offerExpired();
      if (offering.distributionPaused) {
        const distribution = offerDistributionOf(offering);
        return refusal('DISTRIBUTION_PAUSED', distribution.label, { offerDistribution: distribution });
      }
      if (tracker.left === 0) {
        return refusal('LIMIT_REACHED', nextCodeMessage(tracker.nextAvailableOn) ?? LIMIT_REACHED_MESSAGE);
      }

      const code = await tx.allocateCode({
        offeringId: offering.id,
        userId: locked.id,
        idempotencyKey,
        now,
        validityDays: offering.codeValidityDays,
        savings: offering.savingsPerCode,
      });
      if (!code) return refusal('OUT_OF_STOCK', OUT_OF_STOCK_MESSAGE);
      await tx.addSavings(locked.id, code.savings);
      return this.generated(tx, offering, locked.id, code, now);
    });
  }

  /** The answer for a handed-out code (new or replayed), with the tracker as it stands now. */
  private async generated(tx: OfferActionsRepository, offering: OfferingRow, userId: number, code: CouponCodeRow, now: Date): Promise<CouponGeneration> {
    const [codes, pool] = await Promise.all([tx.memberCodes(userId, offering.id), tx.poolCounts(offering.id)]);
    const tracker = trackerOf(tracked(codes), offering, now);
    return {
      success: true,
      outcome: 'GENERATED',
      responseMessage: null,
      availed: tracker.availed,
      left: tracker.left,
      nextAvailableOn: tracker.nextAvailableOn ?? null,
      savings: code.savings,
      couponCode: code.code,
      pin: code.pin,
      expiryDate: code.expiresAt ? code.expiresAt.toISOString() : null,
      couponState: (code.state ?? 'GENERATED') as CouponState,
      generateNext: tracker.left > 0 && pool.free > 0 && !offering.distributionPaused,
      dlUrl: offering.dlUrl,
      offerDistribution: null,
    };
  }

  /** Forward-only, compare-and-set on `fromState`; asking for the state the code is already in is a no-op. */
  async updateCouponState(caller: Caller, coupon: string, fromState: CouponState, toState: CouponState): Promise<{ coupon: string; state: CouponState }> {
    if (STATE_ORDER[toState] < STATE_ORDER[fromState]) {
      throw badRequest([{ path: 'body/toState', message: 'must not come before fromState (a code never moves back)' }]);
    }
    const code = await this.repository.findMemberCode(caller.user.id, coupon);
    if (!code) throw notFound(COUPON_NOT_FOUND_MESSAGE);
    if (code.state === toState) return { coupon: code.code, state: toState };
    const stateConflict = () => conflict('TP-STATE-CONFLICT', `the code is no longer ${fromState}`, 'The code has already been used.');
    if (code.state !== fromState) throw stateConflict();
    const moved = await this.repository.moveCodeState(code.id, fromState, toState);
    if (!moved) {
      // someone else moved it between the read and the write: only the same target is fine
      const again = await this.repository.findMemberCode(caller.user.id, coupon);
      if (again?.state === toState) return { coupon: code.code, state: toState };
      throw stateConflict();
    }
    return { coupon: moved.code, state: toState };
  }

  private requireEligible(caller: Caller, locked: boolean): void {
    const viewer = viewerOf(caller.user, caller.loginType);
    if (!mayAct(viewer, locked)) throw notEligible(viewer);
  }

  private activation(status: 1 | 4, caller: Caller): ActivationStatus {
    return { status, userStatus: caller.user.primeProfile };
  }

  /** Records that the member took the offer (activation OFFER, status 4); a repeat answers the same. */
  async activateOffer(caller: Caller, offerName: string) {
    const row = await this.deps.catalogue.findOfferByName(offerName);
    if (!row) throw notFound(OFFER_NOT_FOUND_MESSAGE);
    const offering = await this.repository.findOfferingOfOffer(row.id);
    if (!offering || offering.kind === 'NONE') throw wrongKind(offering?.kind ?? 'NONE', 'activation');
    this.requireEligible(caller, row.locked);
    if (offerIsOver(row, this.deps.now().getTime())) throw offerExpired();
    const status = await this.repository.upsertActivation({ userId: caller.user.id, offeringId: offering.id, kind: 'OFFER', status: 4, now: this.deps.now() });
    const ctaText = offering.kind === 'CONSTANT' ? (offering.texts.postGeneration ?? 'VIEW CODE') : 'ACTIVATED';
    return { activationStatus: this.activation(status, caller), ctaText, message: null };
  }

  /** Activates a partner membership: at once when the partner confirms at once, else in process. */
  async activateMembership(caller: Caller, offeringName: string) {
    const found = await this.offeringNamed(offeringName);
    const { offering, offer } = found;
    if (offering.kind !== 'ACTIVATION') throw wrongKind(offering.kind, 'membership activation');
    this.requireEligible(caller, offer.locked);
    if (this.expired(found)) throw offerExpired();
    const status = await this.repository.upsertActivation({
      userId: caller.user.id,
      offeringId: offering.id,
      kind: 'MEMBERSHIP',
      status: offering.activationCompletes ? 4 : 1,
      now: this.deps.now(),
    });
    return status === 4
      ? { activationStatus: this.activation(4, caller), ctaText: 'ACTIVATED', message: null }
      : {
          activationStatus: this.activation(1, caller),
          ctaText: offering.texts.inProcess ?? 'ACTIVATION IN PROCESS',
          message: offering.texts.pending ?? ACTIVATION_PENDING_MESSAGE,
        };
  }

  async constantCoupon(caller: Caller, offeringName: string) {
    const found = await this.offeringNamed(offeringName);
    const { offering, offer } = found;
    if (offering.kind !== 'CONSTANT' || !offering.constantCode) throw wrongKind(offering.kind, 'constant code');
    this.requireEligible(caller, offer.locked);
    if (this.expired(found)) throw offerExpired();
    return { couponCode: offering.constantCode, expiryDate: null, message: null };
  }

  /** The partner URL with a 5-minute token naming the member and the offering. */
  async subOfferToken(caller: Caller, offeringName: string) {
    const found = await this.offeringNamed(offeringName);
    const { offering, offer } = found;
    const linked = offering.kind === 'URL' || (offering.kind === 'ACTIVATION' && offering.redirectionUrl);
    if (!linked || !offering.redirectionUrl) throw wrongKind(offering.kind, 'partner link');
    this.requireEligible(caller, offer.locked);
    if (this.expired(found)) throw offerExpired();
    const { token, expiresAt } = this.deps.tokens.issue(caller.user.ssoId, offering.name);
    const separator = offering.redirectionUrl.includes('?') ? '&' : '?';
    return { redirectionUrl: `${offering.redirectionUrl}${separator}token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
  }

  /** What the partner sandbox page shows for a token: the member's first name, or that the link is spent. */
  async partnerVisit(offeringName: string, token: string | undefined): Promise<{ companyName: string; firstName: string | null } | { companyName: string | null; expired: true }> {
    const found = await this.repository.findOfferingByName(offeringName);
    const companyName = found?.offer.companyName ?? null;
    const claims = found && token ? this.deps.tokens.verify(token, found.offering.name) : null;
    if (!found || !claims) return { companyName, expired: true };
    const member = await this.repository.findMemberBySsoId(claims.ssoId);
    if (!member) return { companyName, expired: true };
    return { companyName: found.offer.companyName, firstName: member.firstName };
  }
}
