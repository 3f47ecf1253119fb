// A fake PaymentApi for the payment lib's tests and stories, answering the shared contract-typed
// payment fixtures (`@rewards/api-client/testing`).
import { ApiError, type PaymentApi } from '@rewards/api-client';
import { annualPlan, errorBody, giftCode, order, paidOrder, planCta, preOrder, quarterlyPlan, trialPlan } from '@rewards/api-client/testing';

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
      title: 'Payment Offers',
      details: [
        { id: 'upi', title: 'Flat ₹50 off with UPI', description: 'On your first UPI payment above ₹499', logo: null },
        { id: 'card', title: '10% off with credit cards', description: 'Up to ₹100 on select bank cards', logo: null },
      ],
    }),
    affiliateCashback: async () => true,
    ...overrides,
  };
}

/** A refusal as the API client rejects with it: the server's code and user message. */
export function refusal(status: number, systemErrorCode: string, userMessage: string): ApiError {
  return new ApiError(status, errorBody(systemErrorCode, systemErrorCode, userMessage));
}
