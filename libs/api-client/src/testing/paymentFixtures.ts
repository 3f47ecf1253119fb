// Contract-typed answers for the payment calls (`createPaymentApi`), shared by the client's own
// tests and the payment lib's tests and stories. Factories take overrides.
import type { Campaign, CodeDetails, Order, PlanCta, PreOrderDetails, SubscriptionPlan, SubscriptionVariant } from '@rewards/api-contract';

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

/** The super membership (`/timesprimesuper`). */
export const superPlan: SubscriptionVariant = {
  ...annualPlan,
  variantId: 4,
  variantName: 'PRIME_SUPER',
  variantDisplayName: 'Super annual membership',
  subscriptionAmount: 2499,
  pgAmount: 1999,
  discountAmount: 500,
  monthlyBreakupAmount: 166.58,
  preferred: false,
  description: '12 months of every benefit plus super-exclusive offers',
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
  cashbackLabel: 'Flat ₹25 cashback on UPI',
};

/** The seeded festive campaign as the API prices it for a visitor (FESTIVE20: 20% off ₹999). */
export const festiveCampaign: Campaign = {
  campaignId: 'CMP-FESTIVE-2026',
  campaignName: 'festive-sale',
  title: 'The festive membership sale',
  subTitle: 'Every benefit for a year, at 20% off',
  business: false,
  showFT: false,
  variantId: 1,
  variantName: 'PRIME_ANNUAL',
  subscriptionAmount: 1199,
  totalAmount: 799.2,
  discountAmount: 399.8,
  cta: { text: 'Join now at #totalAmount', strikeThrough: 1199 },
  campaignCta: { bgColor: '#7A1F5C', textColor: '#FFFFFF', text: 'Join now at #totalAmount', totalAmount: 799.2 },
  couponDetails: giftCode({ code: 'FESTIVE20', name: 'Festive sale', discount: null, discountPercent: 20, offerText: '20% off your membership' }),
  marketingPaymentOfferDetails: {
    widgetHeader: 'Pay less with these offers',
    paymentOffers: [
      { id: 'PO-UPI-CASHBACK', title: 'Flat ₹25 cashback on UPI', description: 'Pay with any UPI app and get ₹25 cashback within 48 hours. Once per member.', logo: null },
      { id: 'PO-WALLET', title: '₹50 off with PayLite wallet', description: 'Minimum payment ₹500. Valid on the first wallet payment.', logo: null },
    ],
  },
  discountBanner: { showDiscountBanner: true, bannerText: 'Festive sale: 20% off the annual membership with FESTIVE20', code: 'FESTIVE20' },
  endTime: '2027-01-23T09:00:00.000Z',
  footer: {
    heading: 'Festive sale terms',
    lines: ['The 20% discount applies to the annual membership price, once per member.', 'The offer cannot be combined with another code or a referral.'],
  },
};
