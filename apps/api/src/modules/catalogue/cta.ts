// Pure offer-action rules: who the viewer is, what the call to action says and does for them, the
// member's tracker, and the flash sale of an exclusive event. The server decides the CTA so that
// every site (and the GET offer detail for visitors) shows the same thing for the same viewer.
import { formatIstDate, type CtaDetails, type FlashSale, type OfferDistribution, type OfferState, type OfferTracker, type OfferViewer } from '@rewards/api-contract';
import type { OfferingTexts } from '../../db/schema';

export const OFFERING_KINDS = ['POOL', 'CONSTANT', 'ACTIVATION', 'URL', 'APP_ONLY', 'APP_CTA', 'NONE'] as const;
export type OfferingKind = (typeof OFFERING_KINDS)[number];
export type ActivationStatusValue = 0 | 1 | 4;
export type LoggedOutView = NonNullable<OfferState['loggedOutView']>;

const DAY_MS = 86_400_000;

export const OFFER_EXPIRED_LABEL = 'OFFER EXPIRED';
export const BLOCKED_MESSAGE = 'Your membership is on hold. Please contact support.';
export const ACTIVATION_PENDING_MESSAGE = 'We are activating your membership. This usually takes a few minutes.';
export const SEE_PLANS_CHIP = { label: 'See plans', url: '/payment' } as const;

/** How the session's account reads as a viewer; `null` is a visitor (no token). */
export function viewerOf(user: { primeProfile: number } | null, loginType?: 'SSO' | 'GUEST'): OfferViewer {
  if (!user) return 'VISITOR';
  switch (user.primeProfile) {
    case 9:
      return 'BLOCKED';
    case 1:
      return 'TRIAL_MEMBER';
    case 5:
      return 'MEMBER';
    case 2:
    case 6:
    case 7:
      return 'EXPIRED';
    default:
      // 0 attempted, 10 unclaimed: an account without a membership
      return loginType === 'GUEST' ? 'GUEST' : 'NON_MEMBER';
  }
}

/** Whether the viewer's membership lets them act on an offer: members always, trial members on unlocked offers. */
export function mayAct(viewer: OfferViewer, locked: boolean): boolean {
  return viewer === 'MEMBER' || (viewer === 'TRIAL_MEMBER' && !locked);
}

/** 'Next code available on 22 Dec 2026' for a member at the limit; null when no date frees a slot. */
export function nextCodeMessage(nextAvailableOn: string | null | undefined): string | null {
  return nextAvailableOn ? `Next code available on ${formatIstDate(new Date(nextAvailableOn))}` : null;
}

export interface TrackedCode {
  assignedAt: Date;
  savings: number;
}

/**
 * The member's use of a pool: `left` in the current rolling window (the whole membership when the
 * offering has no refresh cadence), `availed` and `savings` over all codes, and when a slot frees
 * up again: the oldest code in the window leaves it `refreshDays` after it was handed out.
 */
export function trackerOf(codes: readonly TrackedCode[], limits: { maxRedemption: number; refreshDays: number | null }, now: Date): OfferTracker {
  const windowStart = limits.refreshDays ? now.getTime() - limits.refreshDays * DAY_MS : Number.NEGATIVE_INFINITY;
  const inWindow = codes.filter((code) => code.assignedAt.getTime() > windowStart);
  const left = Math.max(0, limits.maxRedemption - inWindow.length);
  let nextAvailableOn: string | null = null;
  if (left === 0 && limits.refreshDays && inWindow.length > 0) {
    const oldest = Math.min(...inWindow.map((code) => code.assignedAt.getTime()));
    nextAvailableOn = new Date(oldest + limits.refreshDays * DAY_MS).toISOString();
  }
  return { left, availed: codes.length, savings: codes.reduce((sum, code) => sum + code.savings, 0), nextAvailableOn };
}

export interface CtaOffering {
  kind: OfferingKind;
  redirectionUrl: string | null;
  dlUrl: string | null;
  distributionPaused: boolean;
  pausedLabel: string | null;
  pausedCtaLabel: string | null;
  pausedCtaUrl: string | null;
  texts: OfferingTexts;
}

/** The offering an offer without an `offerings` row acts as. */
export const NO_OFFERING: CtaOffering = {
  kind: 'NONE',
  redirectionUrl: null,
  dlUrl: null,
  distributionPaused: false,
  pausedLabel: null,
  pausedCtaLabel: null,
  pausedCtaUrl: null,
  texts: {},
};

export interface CtaInput {
  viewer: OfferViewer;
  /** The offer is over (its detail says so, or it is an exclusive event whose end has passed). */
  expired: boolean;
  locked: boolean;
  companyName: string;
  offering: CtaOffering;
  /** The home page's marketing coupon, carried to the payment page by REVIEW_ORDER. */
  marketingCouponCode: string | null;
  /** The viewer holds an unexpired code of this pool. */
  holdsActiveCode: boolean;
  /** 4 activated, 1 in process, 0 none (MEMBERSHIP for ACTIVATION offerings, OFFER otherwise). */
  activationStatus: ActivationStatusValue;
  pool: { total: number; free: number };
  /** The viewer's tracker of this pool; null for visitors and other kinds. */
  tracker: OfferTracker | null;
}

export interface CtaResolution {
  ctaDetails: CtaDetails;
  loggedOutView: LoggedOutView | null;
  isViewCode: boolean;
  /** The member may generate a code right now (the drawer's generate button, `generateNext`). */
  canGenerate: boolean;
}

export function offerDistributionOf(offering: Pick<CtaOffering, 'distributionPaused' | 'pausedLabel' | 'pausedCtaLabel' | 'pausedCtaUrl'>): OfferDistribution {
  return {
    paused: offering.distributionPaused,
    label: offering.pausedLabel ?? 'Distribution paused',
    ctaDetail: offering.pausedCtaLabel && offering.pausedCtaUrl ? { label: offering.pausedCtaLabel, url: offering.pausedCtaUrl } : null,
  };
}

/** Whether a member could be handed a code now: eligible, a stocked pool running, a slot left. */
export function canGenerateNow(input: Pick<CtaInput, 'viewer' | 'locked' | 'expired' | 'offering' | 'pool' | 'tracker'>): boolean {
  return (
    !input.expired &&
    mayAct(input.viewer, input.locked) &&
    input.offering.kind === 'POOL' &&
    !input.offering.distributionPaused &&
    input.pool.free > 0 &&
    (input.tracker?.left ?? 0) > 0
  );
}

const cta = (actionType: CtaDetails['actionType'], label: string, disabled: boolean, extra: Pick<CtaDetails, 'message' | 'data'> = {}): CtaDetails => ({
  label,
  actionType,
  disabled,
  message: extra.message ?? null,
  ...(extra.data ? { data: extra.data } : {}),
});

/** The call to action for this viewer (first matching rule wins; see the table in cta.unit.test.ts). */
export function resolveCta(input: CtaInput): CtaResolution {
  const loggedOutView: LoggedOutView | null =
    input.viewer === 'VISITOR' ? { chipLabel: input.locked ? 'Members only' : 'Included with membership', linkChip: { ...SEE_PLANS_CHIP } } : null;
  const canGenerate = canGenerateNow(input);
  const done = (ctaDetails: CtaDetails, isViewCode = false): CtaResolution => ({ ctaDetails, loggedOutView, isViewCode, canGenerate });
  return done(...ctaFor(input));
}

function ctaFor(input: CtaInput): [CtaDetails, boolean?] {
  const { viewer, offering } = input;
  const texts = offering.texts;
  const company = input.companyName.toUpperCase();
  const reviewData = input.marketingCouponCode ? { data: { couponCode: input.marketingCouponCode } } : {};

  if (input.expired) return [cta('NO_COUPON_AVAILABLE', OFFER_EXPIRED_LABEL, true)];
  if (viewer === 'VISITOR') return [cta('LOGIN', 'LOGIN TO AVAIL', false)];
  if (viewer === 'BLOCKED') return [cta('NO_COUPON_AVAILABLE', 'NOT AVAILABLE', true, { message: BLOCKED_MESSAGE })];
  if (viewer === 'NON_MEMBER' || viewer === 'GUEST') return [cta('REVIEW_ORDER', 'JOIN TO AVAIL', false, reviewData)];
  if (viewer === 'EXPIRED') return [cta('REVIEW_ORDER', 'RENEW TO AVAIL', false, reviewData)];
  if (viewer === 'TRIAL_MEMBER' && input.locked) return [cta('REVIEW_ORDER', 'UPGRADE TO AVAIL', false, reviewData)];

  switch (offering.kind) {
    case 'APP_ONLY':
      return [cta('REDIRECTION_TO_APP_ONLY', 'AVAIL ON APP', false, offering.dlUrl ? { data: { redirectionUrl: offering.dlUrl } } : {})];
    case 'APP_CTA':
      return [cta('REDIRECT_TO_APP_CTA', 'OPEN IN APP', false, offering.dlUrl ? { data: { redirectionUrl: offering.dlUrl } } : {})];
    case 'URL':
      return [cta('URL_REDIRECTION', `VISIT ${company}`, false, offering.redirectionUrl ? { data: { redirectionUrl: offering.redirectionUrl } } : {})];
    case 'CONSTANT':
      return input.activationStatus === 4
        ? [cta('CONSTANT_CODE', texts.postGeneration ?? 'VIEW CODE', false)]
        : [cta('CONSTANT_CODE', texts.preGeneration ?? 'GET CODE', false)];
    case 'ACTIVATION':
      if (input.activationStatus === 1) {
        return [cta('ACTIVATION_IN_PROCESS', texts.inProcess ?? 'ACTIVATION IN PROCESS', true, { message: texts.pending ?? ACTIVATION_PENDING_MESSAGE })];
      }
      if (input.activationStatus === 4) {
        return offering.redirectionUrl
          ? [cta('URL_REDIRECTION', `OPEN ${company}`, false, { data: { redirectionUrl: offering.redirectionUrl } })]
          : [cta('NO_COUPON_AVAILABLE', 'ACTIVATED', true)];
      }
      return [cta('ACTIVATE_OFFER', 'ACTIVATE NOW', false)];
    case 'POOL':
      return poolCta(input);
    case 'NONE':
      return [cta('NO_COUPON_AVAILABLE', 'NO COUPON AVAILABLE', true)];
  }
}

function poolCta(input: CtaInput): [CtaDetails, boolean?] {
  const { offering, pool, tracker } = input;
  const texts = offering.texts;
  if (input.holdsActiveCode) return [cta('VIEW_CODE', texts.postGeneration ?? 'VIEW CODE', false), true];
  if (offering.distributionPaused) {
    const distribution = offerDistributionOf(offering);
    return [cta('DISTRIBUTION_PAUSED', distribution.label, true, { data: { offerDistribution: distribution } })];
  }
  if (pool.total === 0) return [cta('NO_COUPON_AVAILABLE', 'NO COUPON AVAILABLE', true)];
  if (pool.free === 0) return [cta('OUT_OF_STOCK', texts.oos ?? 'OUT OF STOCK', true)];
  if (tracker && tracker.left === 0) {
    return [cta('GENERATE_CODE_GREYED_OUT', texts.preGeneration ?? 'GENERATE CODE', true, { message: nextCodeMessage(tracker.nextAvailableOn) })];
  }
  return [cta('GENERATE_CODE', texts.preGeneration ?? 'GENERATE CODE', false)];
}

/**
 * An exclusive event sold as a pool of seats (`isXclusiveEvent` 'true' with a POOL offering and
 * valid start and end times): its window and what is left. Anything else has no flash sale.
 */
export function flashSaleOf(extra: Record<string, string>, kind: OfferingKind, pool: { total: number; free: number }): FlashSale | null {
  if (extra.isXclusiveEvent !== 'true' || kind !== 'POOL') return null;
  const start = Date.parse(extra.xclusiveStartTime ?? '');
  const end = Date.parse(extra.xclusiveEndTime ?? '');
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return {
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    inventoryLeft: pool.free,
    totalInventory: pool.total,
    errorMessage: null,
  };
}
