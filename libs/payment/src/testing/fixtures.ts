// Contract-typed answers and a fake PaymentApi for tests and stories only (never exported).
import { ApiError, type PaymentApi } from '@rewards/api-client';
import type { CodeDetails, LoginResult, Order, PlanCta, PreOrderDetails, SubscriptionPlan, SubscriptionVariant, User } from '@rewards/api-contract';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    ssoId: 'sso-123',
    primeId: null,
    firstName: 'Asha',
    lastName: 'Rao',
    email: null,
    emailVerified: false,
    mobile: '9876543210',
    mobileVerified: true,
    city: null,
    gender: null,
    dob: null,
    dp: null,
    primeProfile: 0,
    primeUser: false,
    variantName: null,
    corporate: false,
    business: false,
    businessLogo: null,
    superUser: false,
    loginType: 'SSO',
    clientNextAction: 'SHOW_HOME',
    startDate: null,
    endDate: null,
    lastEndDate: null,
    orderId: null,
    autoRenewal: false,
    showRenewal: false,
    paymentRequired: true,
    totalSavings: 0,
    averageSavings: 0,
    ...overrides,
  };
}

export function loginResultFor(user: User): LoginResult {
  return { accessToken: 'access-token', tokenType: 'Bearer', expiresIn: 900, loginType: user.loginType, user, action: 'SHOW_HOME', actionType: 'NAVIGATE' };
}

export const annualPlan: SubscriptionVariant = {
  variantId: 2,
  variantName: 'ANNUAL',
  variantDisplayName: 'Annual membership',
  planType: 'PAYMENT',
  durationDays: 365,
  subscriptionAmount: 1199,
  pgAmount: 999,
  discountAmount: 200,
  monthlyBreakupAmount: 83.25,
  currency: 'INR',
  preferred: true,
  description: '20+ subscriptions, 40+ offerings',
};

export const quarterlyPlan: SubscriptionVariant = {
  ...annualPlan,
  variantId: 3,
  variantName: 'QUARTERLY',
  variantDisplayName: 'Quarterly membership',
  durationDays: 90,
  subscriptionAmount: 499,
  pgAmount: 499,
  discountAmount: 0,
  monthlyBreakupAmount: 166.33,
  preferred: false,
  description: null,
};

export function giftCode(overrides: Partial<CodeDetails> = {}): CodeDetails {
  return {
    code: 'WELCOME100',
    name: 'Welcome',
    type: 'GC',
    activated: true,
    endTime: null,
    discount: 100,
    discountPercent: null,
    maxDiscount: null,
    offerText: '₹100 off your membership',
    primaryGCText: null,
    subscriptionVariant: null,
    subscriptionVariants: [],
    loginAllowed: true,
    userMessage: 'Code applied',
    referrerName: null,
    ...overrides,
  };
}

export function preOrder(overrides: Partial<PreOrderDetails> = {}): PreOrderDetails {
  return {
    variantId: 2,
    variantName: 'ANNUAL',
    variantDisplayName: 'Annual membership',
    durationDays: 365,
    subscriptionAmount: 1199,
    gcAmount: 0,
    referralBalance: 0,
    pgAmount: 999,
    currency: 'INR',
    gc: null,
    gcId: null,
    referrerCode: null,
    couponList: [],
    variantPriceBreakup: [{ variantId: 2, variantName: 'ANNUAL', subscriptionAmount: 1199, pgAmount: 999 }],
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    orderId: 'ord_1',
    status: 'CREATED',
    pgType: 'SANDBOX',
    paymentId: null,
    variantId: 2,
    variantName: 'ANNUAL',
    variantDisplayName: 'Annual membership',
    durationDays: 365,
    subscriptionAmount: 1199,
    gcAmount: 0,
    orderAmount: 999,
    amountPaise: 99900,
    currency: 'INR',
    gc: null,
    createdAt: '2026-11-22T09:00:00.000Z',
    updatedAt: '2026-11-22T09:00:00.000Z',
    paidAt: null,
    failureReason: null,
    invoiceNumber: null,
    membership: null,
    ...overrides,
  };
}

export const paidOrder = order({
  status: 'PAID',
  paymentId: 'pay_1',
  paidAt: '2026-11-22T09:01:00.000Z',
  invoiceNumber: 'INV-1',
  membership: { primeProfile: 5, startDate: '2026-11-22T09:01:00.000Z', endDate: '2027-11-22T09:01:00.000Z' },
});

export const trialPlan: SubscriptionPlan = {
  userSubscriptionId: 'sub_1',
  primeId: 'prime_1',
  variantName: 'TRIAL',
  variantDisplayName: '30 days free trial',
  planType: 'TRIAL',
  paymentAmount: 0,
  primeProfile: 1,
  startDate: '2026-11-22T09:00:00.000Z',
  endDate: '2026-12-22T09:00:00.000Z',
};

export const planCta: PlanCta = {
  paymentCta: 'PAY ₹999',
  largeCta: 'START 30 DAYS FREE TRIAL',
  payment: {
    label: 'JOIN NOW',
    actionType: 'GUEST_CHECKOUT',
    data: {
      couponCode: null,
      id: 2,
      offerName: null,
      paymentDetails: {
        monthlyBreakupAmount: 83.25,
        monthlyBreakupLabel: 'PER MONTH',
        paymentLabel: 'PAY ₹999',
        strikethroughAmount: 1199,
        statusTag: null,
        statusTagColour: null,
      },
    },
  },
  paymentRequired: true,
  trialAvailable: true,
  trialDays: 30,
  trialVariantName: 'TRIAL',
  subscriptionAmount: 1199,
  pgAmount: 999,
};

const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call: ${name}`));

/** A PaymentApi whose reads answer the fixtures above; override any call. */
export function fakePaymentApi(overrides: Partial<PaymentApi> = {}): PaymentApi {
  return {
    codeDetails: async (code) => giftCode({ code }),
    validGiftCoupons: async () => [],
    referralCampaigns: async () => ({ campaigns: [] }),
    linkReferral: unexpected('linkReferral'),
    planCta: async () => planCta,
    planCtaFor: async () => planCta,
    plans: async () => ({ plans: [annualPlan, quarterlyPlan], appliedCode: null }),
    subscribe: async () => trialPlan,
    preOrderDetails: async (body) => {
      const plan = body.variantId === quarterlyPlan.variantId ? quarterlyPlan : annualPlan;
      const gcAmount = body.gc ? 100 : 0;
      return preOrder({
        variantId: plan.variantId,
        variantName: plan.variantName,
        variantDisplayName: plan.variantDisplayName,
        durationDays: plan.durationDays,
        subscriptionAmount: plan.subscriptionAmount,
        gc: body.gc ?? null,
        gcAmount,
        pgAmount: plan.pgAmount - gcAmount,
      });
    },
    slotData: unexpected('slotData'),
    pollConfig: async () => ({ initialDelayMs: 0, intervalMs: 1000, maxAttempts: 5, timeoutMs: 10_000 }),
    webPwaSlot: unexpected('webPwaSlot'),
    createOrder: async () => order(),
    orderDetails: async () => order(),
    redirect: async (_pgType, body) => ({ orderId: body.orderId, pgType: 'SANDBOX', paymentId: 'pay_1', redirectUrl: 'http://api.test/sandbox/checkout/pay_1', status: 'PENDING' }),
    orderStatus: async () => paidOrder,
    planDetails: unexpected('planDetails'),
    purchaseInfo: async () => ({ purchases: [] }),
    invoice: unexpected('invoice'),
    changeAutoRenewal: unexpected('changeAutoRenewal'),
    cancelOrder: async (orderId) => order({ orderId, status: 'CANCELLED' }),
    marketingCampaign: unexpected('marketingCampaign'),
    campaignById: unexpected('campaignById'),
    businessCampaign: unexpected('businessCampaign'),
    discountBanner: async () => ({ showDiscountBanner: false, bannerText: null, code: null }),
    paymentOffers: async () => ({
      title: 'Payment offers',
      details: [
        { id: 'upi', title: 'Flat ₹50 off with UPI', description: 'On your first UPI payment above ₹499', logo: null },
        { id: 'card', title: '10% off with credit cards', description: 'Up to ₹100 on select bank cards', logo: null },
      ],
    }),
    affiliateCashback: async () => true,
    ...overrides,
  };
}

/** A promise that never settles: a call caught in flight. */
export function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

/** A refusal as the API client rejects with it: the server's code and user message. */
export function refusal(status: number, systemErrorCode: string, userMessage: string): ApiError {
  return new ApiError(status, { success: false, systemErrorCode, responseMessage: systemErrorCode, userMessage });
}
