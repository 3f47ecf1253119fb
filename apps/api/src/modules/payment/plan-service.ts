// Plans and prices, the buy button, pre-order details, the free trial and the member's plan: every
// price comes from the subscription variants (seed data) with the code, if any, applied here.
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_AB_PARAM,
  DEFAULT_MONTHLY_BREAKUP_LABEL,
  DEFAULT_UTM_VALUE,
  formatRupees,
  type Attribution,
  type CodeDetails,
  type PlanCta,
  type PlanDetails,
  type PreOrderDetails,
  type Purchase,
  type SubscribeRequest,
  type SubscriptionPlan,
  type SubscriptionVariant,
  type VariantPriceBreakup,
} from '@rewards/api-contract';
import { AppError } from '../../http/errors';
import type { CodeService } from './code-service';
import { paymentRefusal } from './refusals';
import type { CodeRow, PaymentRepository, PaymentUserRow, VariantRow } from './repository';
import {
  cashbackLabelOf,
  DAY_MS,
  hasActivePaidMembership,
  largeCtaText,
  monthlyBreakupPaise,
  paymentCtaText,
  priceBreakup,
  toRupees,
} from './rules';

/** Profiles that mean the member already had their trial. */
const TRIAL_PROFILES = new Set([1, 2]);

export function primeIdFor(userId: number): string {
  return `RP${String(userId).padStart(8, '0')}`;
}

/** Attribution with the spec's defaults: DIRECT sources, mediums and campaigns, abParam OTHER. */
export function attributionOf(input: Attribution): Record<string, string | null> {
  return {
    channel: input.channel ?? 'TIMES_PRIME',
    platform: input.platform ?? 'WEB',
    abParam: input.abParam ?? DEFAULT_AB_PARAM,
    ftpUtmSource: input.ftpUtmSource ?? DEFAULT_UTM_VALUE,
    ftpUtmMedium: input.ftpUtmMedium ?? DEFAULT_UTM_VALUE,
    ftpUtmCampaign: input.ftpUtmCampaign ?? DEFAULT_UTM_VALUE,
    utmSource: input.utmSource ?? DEFAULT_UTM_VALUE,
    utmMedium: input.utmMedium ?? DEFAULT_UTM_VALUE,
    utmCampaign: input.utmCampaign ?? DEFAULT_UTM_VALUE,
    content: input.content ?? null,
  };
}

/** Whether a code applies to a variant: codes naming a variant apply to that one only. */
function appliesTo(code: CodeRow | null, variant: VariantRow): CodeRow | null {
  return code && (code.variantName === null || code.variantName === variant.name) ? code : null;
}

export class PlanService {
  constructor(
    private readonly repository: PaymentRepository,
    private readonly codes: CodeService,
    private readonly now: () => Date,
  ) {}

  async plans(promo: string | undefined, user: PaymentUserRow | null): Promise<{ plans: SubscriptionVariant[]; appliedCode: CodeDetails | null }> {
    const code = promo ? await this.codes.check(promo, { user }) : null;
    const variants = await this.repository.listVariants('PAYMENT');
    return {
      plans: variants.map((variant) => this.variantView(variant, appliesTo(code, variant))),
      appliedCode: code ? this.codes.view(code, null) : null,
    };
  }

  /** The buy button. An unusable promo is ignored here: the button still shows the plain price. */
  async planCta(promo: string | undefined, user: PaymentUserRow | null): Promise<PlanCta> {
    const code = promo ? await this.codes.check(promo, { user }).catch((error: unknown) => (error instanceof AppError ? null : Promise.reject(error))) : null;
    const variants = await this.repository.listVariants();
    const paid = variants.filter((variant) => variant.planType === 'PAYMENT');
    const variant =
      (code?.variantName ? paid.find((candidate) => candidate.name === code.variantName) : undefined) ?? paid.find((candidate) => candidate.preferred) ?? paid[0];
    if (!variant) throw new Error('no paid subscription variant is seeded');
    const trial = variants.find((candidate) => candidate.planType === 'TRIAL') ?? null;
    const applied = appliesTo(code, variant);
    const price = priceBreakup(variant, applied);
    const now = this.now();
    const activePaid = user ? hasActivePaidMembership(user, now) : false;
    const trialAvailable = trial !== null && (!user || (!TRIAL_PROFILES.has(user.primeProfile) && !activePaid && !(await this.repository.findTrial(user.id))));
    const actionType: PlanCta['payment']['actionType'] = !user ? 'GUEST_CHECKOUT' : activePaid ? 'NONE' : trialAvailable ? 'FREE_TRIAL' : 'REVIEW_ORDER';
    const label = paymentCtaText(price.pgPaise);
    return {
      paymentCta: label,
      largeCta: largeCtaText(price.pgPaise, trialAvailable && trial ? trial.durationDays : null),
      payment: {
        label,
        actionType,
        data: {
          couponCode: applied?.code ?? null,
          id: variant.id,
          offerName: applied?.name ?? null,
          paymentDetails: {
            monthlyBreakupAmount: toRupees(monthlyBreakupPaise(price.pgPaise, variant.durationDays)),
            monthlyBreakupLabel: DEFAULT_MONTHLY_BREAKUP_LABEL,
            paymentLabel: `${variant.displayName} · ${formatRupees(toRupees(price.pgPaise))} for ${variant.durationDays} days`,
            strikethroughAmount: price.subscriptionPaise > price.pgPaise ? toRupees(price.subscriptionPaise) : null,
            statusTag: applied ? 'CODE APPLIED' : variant.statusTag,
            statusTagColour: applied ? '#1B7F3B' : variant.statusTagColour,
          },
        },
      },
      paymentRequired: !activePaid,
      trialAvailable,
      trialDays: trial ? trial.durationDays : null,
      trialVariantName: trial ? trial.name : null,
      subscriptionAmount: toRupees(price.subscriptionPaise),
      pgAmount: toRupees(price.pgPaise),
      cashbackLabel: cashbackLabelOf(await this.repository.listPaymentOffers()),
    };
  }

  async preOrder(user: PaymentUserRow, input: { variantId?: number; gc?: string | null }): Promise<PreOrderDetails> {
    const variants = await this.repository.listVariants('PAYMENT');
    const variant = input.variantId === undefined ? (variants.find((candidate) => candidate.preferred) ?? variants[0]) : variants.find((candidate) => candidate.id === input.variantId);
    if (!variant) throw paymentRefusal('TP-PLAN-NOT-FOUND', `no paid variant ${input.variantId ?? '(preferred)'}`);
    const code = input.gc ? await this.codes.check(input.gc, { user }) : null;
    const applied = appliesTo(code, variant);
    const price = priceBreakup(variant, applied);
    return {
      variantId: variant.id,
      variantName: variant.name,
      variantDisplayName: variant.displayName,
      durationDays: variant.durationDays,
      subscriptionAmount: toRupees(price.subscriptionPaise),
      gcAmount: toRupees(price.gcPaise),
      referralBalance: 0,
      pgAmount: toRupees(price.pgPaise),
      currency: 'INR',
      gc: applied?.code ?? null,
      gcId: applied ? String(applied.id) : null,
      referrerCode: applied?.type === 'REFERRAL' ? applied.code : null,
      couponList: await this.codes.validGiftCoupons(user),
      variantPriceBreakup: variants.map((candidate) => this.breakupView(candidate, appliesTo(code, candidate))),
    };
  }

  /** The free trial: once per member, ever (the trials table's primary key is the member). */
  async startTrial(user: PaymentUserRow, request: SubscribeRequest): Promise<SubscriptionPlan> {
    if (request.planType !== 'TRIAL') throw paymentRefusal('TP-PLAN-TYPE', 'subscribe starts trials only; paid plans go through /nc/prime/order');
    const trialVariants = await this.repository.listVariants('TRIAL');
    const variant = request.variantName ? trialVariants.find((candidate) => candidate.name === request.variantName) : trialVariants[0];
    if (!variant) throw paymentRefusal('TP-PLAN-NOT-FOUND', `no trial variant ${request.variantName ?? '(default)'}`);
    return this.repository.transaction(async (tx) => {
      const member = await tx.lockUser(user.id);
      const now = this.now();
      if (hasActivePaidMembership(member, now)) throw paymentRefusal('TP-ALREADY-MEMBER', 'the member has an active paid membership');
      if (TRIAL_PROFILES.has(member.primeProfile)) throw paymentRefusal('TP-TRIAL-USED', `the member's profile is ${member.primeProfile}`);
      const startDate = now;
      const endDate = new Date(now.getTime() + variant.durationDays * DAY_MS);
      const trial = await tx.insertTrial({
        userId: member.id,
        subscriptionId: `sub_${randomBytes(9).toString('base64url')}`,
        variantId: variant.id,
        startDate,
        endDate,
        attribution: attributionOf(request),
        createdAt: now,
      });
      if (!trial) throw paymentRefusal('TP-TRIAL-USED', 'the member already had a trial');
      const primeId = member.primeId ?? primeIdFor(member.id);
      await tx.updateUser(member.id, { primeProfile: 1, startDate, endDate, lastEndDate: member.endDate, primeId, updatedAt: now });
      return {
        userSubscriptionId: trial.subscriptionId,
        primeId,
        variantName: variant.name,
        variantDisplayName: variant.displayName,
        planType: 'TRIAL',
        paymentAmount: 0,
        primeProfile: 1,
        startDate: startDate.toISOString(),
        endDate: endDate.toISOString(),
      };
    });
  }

  async planDetails(user: PaymentUserRow): Promise<PlanDetails> {
    const variants = await this.repository.listVariants('PAYMENT');
    const base: PlanDetails = {
      primeProfile: user.primeProfile as PlanDetails['primeProfile'],
      primeId: user.primeId,
      userSubscriptionId: null,
      planType: null,
      variantName: null,
      variantDisplayName: null,
      paymentAmount: null,
      startDate: user.startDate?.toISOString() ?? null,
      endDate: user.endDate?.toISOString() ?? null,
      autoRenewal: user.autoRenewal,
      orderId: user.orderId,
      referralBalance: 0,
      gcAmount: 0,
      referrerCode: (await this.repository.findReferral(user.id))?.code ?? null,
      variantPriceBreakup: variants.map((variant) => this.breakupView(variant, null)),
    };
    if (user.primeProfile === 5 && user.orderId) {
      const order = await this.repository.findOrder(user.orderId);
      const variant = order ? await this.repository.findVariantById(order.variantId) : undefined;
      if (order && variant) {
        return {
          ...base,
          userSubscriptionId: order.id,
          planType: 'PAYMENT',
          variantName: variant.name,
          variantDisplayName: variant.displayName,
          paymentAmount: toRupees(order.amountPaise),
          gcAmount: toRupees(order.gcAmountPaise),
        };
      }
    }
    if (user.primeProfile === 1 || user.primeProfile === 2) {
      const trial = await this.repository.findTrial(user.id);
      const variant = trial ? await this.repository.findVariantById(trial.variantId) : undefined;
      if (trial && variant) {
        return { ...base, userSubscriptionId: trial.subscriptionId, planType: 'TRIAL', variantName: variant.name, variantDisplayName: variant.displayName, paymentAmount: 0 };
      }
    }
    return base;
  }

  /** Trials and orders, newest first. */
  async purchases(user: PaymentUserRow, options: { currentSubscription?: boolean; includeDeleted?: boolean }): Promise<Purchase[]> {
    const now = this.now();
    const [trial, orderRows, variants] = await Promise.all([this.repository.findTrial(user.id), this.repository.listOrders(user.id), this.repository.listVariants()]);
    const variantById = new Map(variants.map((variant) => [variant.id, variant]));
    const all: Purchase[] = [];
    for (const order of orderRows) {
      if (order.status !== 'PAID' && !options.includeDeleted) continue;
      const variant = variantById.get(order.variantId) ?? (await this.repository.findVariantById(order.variantId));
      const activation = order.status === 'PAID' ? await this.repository.findActivation(order.id) : undefined;
      all.push({
        userSubscriptionId: order.id,
        planType: 'PAYMENT',
        orderId: order.id,
        orderStatus: order.status as Purchase['orderStatus'],
        variantName: variant?.name ?? 'UNKNOWN',
        variantDisplayName: variant?.displayName ?? 'Membership',
        amount: toRupees(order.amountPaise),
        currency: 'INR',
        startDate: activation?.startDate.toISOString() ?? null,
        endDate: activation?.endDate.toISOString() ?? null,
        current: activation !== undefined && activation.startDate <= now && activation.endDate > now && user.primeProfile === 5,
        invoiceAvailable: order.status === 'PAID',
        createdAt: order.createdAt.toISOString(),
      });
    }
    if (trial) {
      const variant = variantById.get(trial.variantId);
      all.push({
        userSubscriptionId: trial.subscriptionId,
        planType: 'TRIAL',
        orderId: null,
        orderStatus: null,
        variantName: variant?.name ?? 'FREE_TRIAL',
        variantDisplayName: variant?.displayName ?? 'Free trial',
        amount: 0,
        currency: 'INR',
        startDate: trial.startDate.toISOString(),
        endDate: trial.endDate.toISOString(),
        current: user.primeProfile === 1 && trial.startDate <= now && trial.endDate > now,
        invoiceAvailable: false,
        createdAt: trial.createdAt.toISOString(),
      });
    }
    all.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return options.currentSubscription ? all.filter((purchase) => purchase.current) : all;
  }

  /** Turning auto-renewal on needs a paid membership in force; turning it off always works. */
  async setAutoRenewal(user: PaymentUserRow, autoRenewal: boolean): Promise<{ autoRenewal: boolean; endDate: string | null }> {
    if (autoRenewal && !hasActivePaidMembership(user, this.now())) throw paymentRefusal('TP-NOT-MEMBER', 'auto-renewal needs an active paid membership');
    const updated = await this.repository.updateUser(user.id, { autoRenewal, updatedAt: this.now() });
    return { autoRenewal: updated.autoRenewal, endDate: updated.endDate?.toISOString() ?? null };
  }

  private variantView(variant: VariantRow, code: CodeRow | null): SubscriptionVariant {
    const price = priceBreakup(variant, code);
    return {
      variantId: variant.id,
      variantName: variant.name,
      variantDisplayName: variant.displayName,
      planType: variant.planType as SubscriptionVariant['planType'],
      durationDays: variant.durationDays,
      subscriptionAmount: toRupees(price.subscriptionPaise),
      pgAmount: toRupees(price.pgPaise),
      discountAmount: toRupees(price.subscriptionPaise - price.pgPaise),
      monthlyBreakupAmount: toRupees(monthlyBreakupPaise(price.pgPaise, variant.durationDays)),
      currency: 'INR',
      preferred: variant.preferred,
      description: variant.description,
    };
  }

  private breakupView(variant: VariantRow, code: CodeRow | null): VariantPriceBreakup {
    const price = priceBreakup(variant, code);
    return { variantId: variant.id, variantName: variant.name, subscriptionAmount: toRupees(price.subscriptionPaise), pgAmount: toRupees(price.pgPaise) };
  }
}
