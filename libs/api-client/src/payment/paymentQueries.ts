import type { PreOrderRequest } from '@rewards/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME } from '../queries/staleTime';
import type { PaymentApi } from './paymentApi';

/**
 * The joining reads, keyed under `['payment']` so a paid order or a started trial invalidates
 * them all at once: `queryClient.invalidateQueries({ queryKey: paymentQueries.all() })`.
 */
export function createPaymentQueries(paymentApi: PaymentApi) {
  const paymentQueries = {
    all: () => ['payment'] as const,
    /** Every `planCta`, whatever its code and viewer: a paid order changes them all. */
    planCtas: () => [...paymentQueries.all(), 'planCta'] as const,
    /**
     * The buy button's texts and price; `promo` priced in when given. Personal (whether payment is
     * required, the trial): `viewer` is the member's `ssoId` or 'visitor', part of the key only, so
     * a visitor's answer (a page rendered on the server is a visitor's) never serves a member.
     */
    planCta: (promo: string | undefined, viewer: string) =>
      queryOptions({
        queryKey: [...paymentQueries.planCtas(), promo ?? null, viewer] as const,
        queryFn: () => paymentApi.planCta(promo),
        staleTime: STALE_TIME,
      }),
    /**
     * A campaign page's campaign, priced for its viewer (a member who used the code pays the plain
     * price): a marketing campaign by name or code (neither: the first running one), a campaign by id,
     * or the business campaign. `viewer` ('visitor' or the member's `ssoId`) is part of the key only.
     */
    campaign: (by: { kind: 'marketing' | 'business'; campaignName?: string; code?: string } | { kind: 'id'; campaignId: string }, viewer: string) =>
      queryOptions({
        queryKey: [...paymentQueries.all(), 'campaign', by, viewer] as const,
        queryFn: () => {
          if (by.kind === 'id') return paymentApi.campaignById(by.campaignId);
          const body = { ...(by.campaignName ? { campaignName: by.campaignName } : {}), ...(by.code ? { code: by.code } : {}) };
          return by.kind === 'business' ? paymentApi.businessCampaign(body) : paymentApi.marketingCampaign(body);
        },
        staleTime: STALE_TIME,
      }),
    /** Every paid variant with its price breakup; an invalid `promo` rejects with the code's refusal. */
    plans: (promo?: string) =>
      queryOptions({
        queryKey: [...paymentQueries.all(), 'plans', promo ?? null] as const,
        queryFn: () => paymentApi.plans(promo),
        staleTime: STALE_TIME,
      }),
    /** What an order would cost: fresh each time, because the code and balance may change. */
    preOrder: (request: PreOrderRequest) =>
      queryOptions({
        queryKey: [...paymentQueries.all(), 'preOrder', request] as const,
        queryFn: () => paymentApi.preOrderDetails(request),
        staleTime: 0,
      }),
    /** How the status step polls; configuration changes with a release, not within a visit. */
    pollConfig: () =>
      queryOptions({
        queryKey: [...paymentQueries.all(), 'slot', 'pollConfig'] as const,
        queryFn: () => paymentApi.pollConfig(),
        staleTime: Number.POSITIVE_INFINITY,
      }),
    webPwaSlot: () =>
      queryOptions({
        queryKey: [...paymentQueries.all(), 'slot', 'web_pwa_slot'] as const,
        queryFn: () => paymentApi.webPwaSlot(),
        staleTime: Number.POSITIVE_INFINITY,
      }),
    /** One order's status; never cached, the status step polls it. */
    orderStatus: (orderId: string) =>
      queryOptions({
        queryKey: [...paymentQueries.all(), 'orderStatus', orderId] as const,
        queryFn: () => paymentApi.orderStatus(orderId),
        staleTime: 0,
        gcTime: 0,
      }),
    planDetails: () =>
      queryOptions({
        queryKey: [...paymentQueries.all(), 'planDetails'] as const,
        queryFn: () => paymentApi.planDetails(),
        staleTime: 0,
      }),
    /** Purchase history for /profile, failed and cancelled orders left out. */
    purchases: () =>
      queryOptions({
        queryKey: [...paymentQueries.all(), 'purchases'] as const,
        queryFn: () => paymentApi.purchaseInfo({ currentSubscription: false, includeDeleted: false }),
        staleTime: 0,
      }),
    /** The bank and wallet offers sheet on the payment page. */
    paymentOffers: () =>
      queryOptions({
        queryKey: [...paymentQueries.all(), 'paymentOffers'] as const,
        queryFn: () => paymentApi.paymentOffers(),
        staleTime: STALE_TIME,
      }),
    /** The referral campaigns running now (public): what a referred visitor gets, for the claim sheet. */
    referralCampaigns: () =>
      queryOptions({
        queryKey: [...paymentQueries.all(), 'referralCampaigns'] as const,
        queryFn: () => paymentApi.referralCampaigns(),
        staleTime: STALE_TIME,
      }),
    discountBanner: () =>
      queryOptions({
        queryKey: [...paymentQueries.all(), 'discountBanner'] as const,
        queryFn: () => paymentApi.discountBanner(),
        staleTime: STALE_TIME,
      }),
  };
  return paymentQueries;
}

export type PaymentQueries = ReturnType<typeof createPaymentQueries>;
