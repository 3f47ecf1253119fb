// The joining calls (spec §7: codes, plans, trial, orders, gateway, membership) as plain async
// functions: data on success, `ApiError` otherwise. Bound once in `createQueries` (`queries.calls.payment`);
// @rewards/membership's component tests put a fake `PaymentApi` there.
import type {
  AffiliateCashbackResponse,
  AutoRenewalRequest,
  Campaign,
  CampaignRequest,
  DiscountBanner,
  AutoRenewalResponse,
  CodeDetails,
  CreateOrderRequest,
  GatewayRedirect,
  GatewayRedirectRequest,
  LinkReferralRequest,
  LinkReferralResponse,
  Order,
  PaymentOffersResponse,
  PaymentSlot,
  PaymentSlotResponse,
  PgType,
  PlanCta,
  PlanCtaRequest,
  PlanDetails,
  PlansResponse,
  PollConfig,
  PreOrderDetails,
  PreOrderRequest,
  PurchaseInfoRequest,
  PurchaseInfoResponse,
  ReferralCampaignsResponse,
  SubscribeRequest,
  SubscriptionPlan,
  WebPwaSlot,
  components,
} from '@rewards/api-contract';
import { COUNTRY_CODE, DEFAULT_AB_PARAM, DEFAULT_UTM_VALUE } from '@rewards/api-contract';
import type { ApiClient } from '../createApiClient';
import { unwrap } from '../unwrap';

export type PaymentUserRequest = components['schemas']['PaymentUserRequest'];
export type PlansResult = PlansResponse['data'];
export type ReferralCampaignsResult = ReferralCampaignsResponse['data'];
export type LinkReferralResult = LinkReferralResponse['data'];
export type PurchaseInfoResult = PurchaseInfoResponse['data'];
export type AutoRenewalResult = AutoRenewalResponse['data'];
export type PaymentSlotData = PaymentSlotResponse['data'];
export type PaymentOffersResult = PaymentOffersResponse['data'];

export interface AffiliateCashbackParams {
  clickId: string;
  securityToken?: string;
  /** The paid order's id. */
  orderId: string;
  saleAmount: number;
  couponCode?: string;
}

/** The attribution fields subscribe and create order require, with the spec's defaults (§9). */
export type AttributionFields = Pick<
  CreateOrderRequest,
  'abParam' | 'ftpUtmSource' | 'ftpUtmMedium' | 'ftpUtmCampaign' | 'utmSource' | 'utmMedium' | 'utmCampaign'
>;

/** abParam OTHER and every source, medium and campaign DIRECT, unless the visit says otherwise. */
export const DEFAULT_ATTRIBUTION: AttributionFields = {
  abParam: DEFAULT_AB_PARAM,
  ftpUtmSource: DEFAULT_UTM_VALUE,
  ftpUtmMedium: DEFAULT_UTM_VALUE,
  ftpUtmCampaign: DEFAULT_UTM_VALUE,
  utmSource: DEFAULT_UTM_VALUE,
  utmMedium: DEFAULT_UTM_VALUE,
  utmCampaign: DEFAULT_UTM_VALUE,
};

export interface CodeDetailsOptions {
  /** The captcha token, when the page has one. */
  verificationToken?: string;
  /** Validate as a referral code (the server also strips non-alphanumerics). */
  isReferral?: boolean;
  app?: boolean;
}

export interface PaymentApi {
  /** `GET codeDetails/{code}`: the code's details, or an `ApiError` with its own refusal code. */
  codeDetails(code: string, options?: CodeDetailsOptions): Promise<CodeDetails>;
  /** `POST getValidGC`: every gift coupon the member may use now. */
  validGiftCoupons(body?: PaymentUserRequest): Promise<CodeDetails[]>;
  referralCampaigns(): Promise<ReferralCampaignsResult>;
  linkReferral(body: LinkReferralRequest): Promise<LinkReferralResult>;
  /** `GET planCta` (with `promo` priced in when given). */
  planCta(promo?: string): Promise<PlanCta>;
  /** `POST planCta` for a context (HOME, OFFER_DETAIL, PAYMENT, ...). */
  planCtaFor(body: PlanCtaRequest): Promise<PlanCta>;
  /** Every paid variant with its price breakup, and the applied code when `promo` is valid. */
  plans(promo?: string): Promise<PlansResult>;
  /** `POST subscribe`: the free trial (`planType` TRIAL). */
  subscribe(body: SubscribeRequest): Promise<SubscriptionPlan>;
  /** `POST v2/getPreOrderDetails?countryCode=IN` (v1 when asked; same answer). */
  preOrderDetails(body: PreOrderRequest, version?: 'v1' | 'v2'): Promise<PreOrderDetails>;
  slotData(slot: PaymentSlot): Promise<PaymentSlotData>;
  /** The `pollConfig` slot: how the status step polls. */
  pollConfig(): Promise<PollConfig>;
  /** The `web_pwa_slot` slot: payment page texts and delays. */
  webPwaSlot(): Promise<WebPwaSlot>;
  /**
   * `POST order` with an `Idempotency-Key` (the contract spells the header in lower case): the same key always answers the same order, so a
   * retried or replayed create never makes a second one.
   */
  createOrder(body: CreateOrderRequest, idempotencyKey: string): Promise<Order>;
  orderDetails(pgType: PgType, orderId: string): Promise<Order>;
  /** `POST redirect/web/{pgType}`: where to send the browser to pay. */
  redirect(pgType: PgType, body: GatewayRedirectRequest): Promise<GatewayRedirect>;
  orderStatus(orderId: string): Promise<Order>;
  planDetails(): Promise<PlanDetails>;
  purchaseInfo(body?: PurchaseInfoRequest): Promise<PurchaseInfoResult>;
  /** The print-ready HTML invoice of a paid order, as a Blob (the call needs the bearer token). */
  invoice(orderId: string): Promise<Blob>;
  changeAutoRenewal(body: AutoRenewalRequest): Promise<AutoRenewalResult>;
  /** `POST order/{orderId}/cancel`: the member confirmed the cancel-payment question. */
  cancelOrder(orderId: string): Promise<Order>;
  /** `POST v2/marketingCampaign` (v1 when asked): a campaign by name or code, priced for the caller. */
  marketingCampaign(body: CampaignRequest, version?: 'v1' | 'v2'): Promise<Campaign>;
  campaignById(campaignId: string): Promise<Campaign>;
  businessCampaign(body: CampaignRequest): Promise<Campaign>;
  discountBanner(): Promise<DiscountBanner>;
  /** `GET paymentOffers?deviceType=WEB`: the bank and wallet offers sheet. */
  paymentOffers(): Promise<PaymentOffersResult>;
  /** Reports a purchase to the affiliate network; true when recorded. Callers ignore failures. */
  affiliateCashback(params: AffiliateCashbackParams): Promise<boolean>;
}

export function createPaymentApi(api: ApiClient): PaymentApi {
  const slotData = async (slot: PaymentSlot) =>
    unwrap(await api.GET('/c/mdm/payments/slot-data/{slot}', { params: { path: { slot } } })).data;
  return {
    async codeDetails(code, options = {}) {
      const query = {
        ...(options.verificationToken ? { verificationToken: options.verificationToken } : {}),
        ...(options.isReferral !== undefined ? { isReferral: options.isReferral } : {}),
        ...(options.app !== undefined ? { app: options.app } : {}),
      };
      return unwrap(await api.GET('/nc/prime/codeDetails/{code}', { params: { path: { code }, query } })).data;
    },
    async validGiftCoupons(body = {}) {
      return unwrap(await api.POST('/nc/prime/getValidGC', { body })).data.coupons;
    },
    async referralCampaigns() {
      return unwrap(await api.GET('/c/referral/v1/referralCampaigns')).data;
    },
    async linkReferral(body) {
      return unwrap(await api.POST('/nc/referral/v1/linkReferreToReferrar', { body })).data;
    },
    async planCta(promo) {
      return unwrap(await api.GET('/nc/prime/planCta', { params: { query: promo ? { promo } : {} } })).data;
    },
    async planCtaFor(body) {
      return unwrap(await api.POST('/nc/prime/planCta', { body })).data;
    },
    async plans(promo) {
      return unwrap(await api.GET('/nc/prime/plans', { params: { query: promo ? { promo } : {} } })).data;
    },
    async subscribe(body) {
      return unwrap(await api.POST('/nc/prime/subscribe', { body })).data;
    },
    async preOrderDetails(body, version = 'v2') {
      // The contract types countryCode as the literal 'IN'; COUNTRY_CODE is that value as a string.
      const params = { query: { countryCode: COUNTRY_CODE as 'IN' } };
      const result =
        version === 'v1'
          ? await api.POST('/nc/prime/v1/getPreOrderDetails', { params, body })
          : await api.POST('/nc/prime/v2/getPreOrderDetails', { params, body });
      return unwrap(result).data;
    },
    slotData,
    async pollConfig() {
      const { pollConfig } = await slotData('pollConfig');
      if (!pollConfig) throw new Error('The pollConfig slot came without its configuration');
      return pollConfig;
    },
    async webPwaSlot() {
      const { webPwaSlot } = await slotData('web_pwa_slot');
      if (!webPwaSlot) throw new Error('The web_pwa_slot slot came without its texts');
      return webPwaSlot;
    },
    async createOrder(body, idempotencyKey) {
      return unwrap(await api.POST('/nc/prime/order', { params: { header: { 'idempotency-key': idempotencyKey } }, body })).data;
    },
    async orderDetails(pgType, orderId) {
      return unwrap(await api.GET('/nc/prime/order-details/{pgType}/{orderId}', { params: { path: { pgType, orderId } } })).data;
    },
    async redirect(pgType, body) {
      const result = await api.POST('/nc/prime/redirect/web/{pgType}', { params: { path: { pgType } }, body });
      const data = unwrap(result).data;
      // The sandbox answers a path on the API (`/sandbox/checkout/{paymentId}`), and the API may be
      // on another origin than the site: resolve it against the URL that answered.
      return { ...data, redirectUrl: resolveAgainst(data.redirectUrl, result.response.url) };
    },
    async orderStatus(orderId) {
      return unwrap(await api.GET('/nc/prime/orderStatus/{orderId}', { params: { path: { orderId } }, cache: 'no-store' })).data;
    },
    async planDetails() {
      return unwrap(await api.GET('/nc/prime/getPlanDetails')).data;
    },
    async purchaseInfo(body = {}) {
      return unwrap(await api.POST('/nc/prime/purchaseInfo', { body })).data;
    },
    async invoice(orderId) {
      return unwrap(await api.GET('/nc/prime/invoice/{orderId}', { params: { path: { orderId } }, parseAs: 'blob' })) as Blob;
    },
    async changeAutoRenewal(body) {
      return unwrap(await api.POST('/nc/prime/autoRenewal', { body })).data;
    },
    async cancelOrder(orderId) {
      return unwrap(await api.POST('/nc/prime/order/{orderId}/cancel', { params: { path: { orderId } } })).data;
    },
    async marketingCampaign(body, version = 'v2') {
      const result = version === 'v1' ? await api.POST('/nc/prime/v1/marketingCampaign', { body }) : await api.POST('/nc/prime/v2/marketingCampaign', { body });
      return unwrap(result).data;
    },
    async campaignById(campaignId) {
      return unwrap(await api.GET('/c/prime/campaign/{campaignId}', { params: { path: { campaignId } } })).data;
    },
    async businessCampaign(body) {
      return unwrap(await api.POST('/nc/prime/businessCampaign', { body })).data;
    },
    async discountBanner() {
      return unwrap(await api.GET('/c/prime/discountBanner')).data;
    },
    async paymentOffers() {
      return unwrap(await api.GET('/c/paymentsv2/v2/paymentOffers', { params: { query: { deviceType: 'WEB' } } })).data;
    },
    async affiliateCashback({ clickId, securityToken, orderId, saleAmount, couponCode }) {
      const query = {
        click_id: clickId,
        txn_id: orderId,
        sale_amount: saleAmount,
        currency: 'INR' as const,
        ...(securityToken ? { security_token: securityToken } : {}),
        ...(couponCode ? { coupon_code: couponCode } : {}),
      };
      const result: AffiliateCashbackResponse = unwrap(await api.GET('/nc/prime/affiliate/cashback', { params: { query } }));
      return result.success === 1;
    },
  };
}

function resolveAgainst(url: string, base: string): string {
  try {
    return base ? new URL(url, base).toString() : url;
  } catch {
    return url;
  }
}
