// Types generated from openapi/openapi.yaml (never hand-edited: run `npm run contract:gen`),
// plus short names for the schemas both the server and the sites use.
import type { components, operations, paths } from './generated/schema';

export type { components, operations, paths };

type Schemas = components['schemas'];
export type ErrorBody = Schemas['ErrorBody'];
export type Offer = Schemas['Offer'];
export type OfferBase = Schemas['OfferBase'];
export type OfferDetail = Schemas['OfferDetail'];
export type SubOffer = Schemas['SubOffer'];
export type Category = Schemas['Category'];
export type CategoryOffersRequest = Schemas['CategoryOffersRequest'];
export type CategoryOffersResponse = Schemas['CategoryOffersResponse'];
export type OfferDetailResponse = Schemas['OfferDetailResponse'];
export type BenefitSearchRequest = Schemas['BenefitSearchRequest'];
export type BenefitSearchResponse = Schemas['BenefitSearchResponse'];
export type HomeData = Schemas['HomeData'];
export type HomeDataResponse = Schemas['HomeDataResponse'];
export type HomeOfferSections = Schemas['HomeOfferSections'];
export type CtaDetails = Schemas['CtaDetails'];
export type CtaActionType = CtaDetails['actionType'];
export type ClientLog = Schemas['ClientLog'];
export type AnalyticsBatch = Schemas['AnalyticsBatch'];
export type AnalyticsEvent = Schemas['AnalyticsEvent'];
export type AnalyticsEventName = Schemas['AnalyticsEventName'];
export type SavingsBucket = Schemas['SavingsBucket'];
export type StoredAnalyticsEvent = Schemas['StoredAnalyticsEvent'];
export type Health = Schemas['Health'];
export type Faq = Schemas['Faq'];
export type MoreOffer = Schemas['MoreOffer'];
export type TopBenefit = Schemas['TopBenefit'];
export type CoreOfferSection = Schemas['CoreOfferSection'];
export type Layout = Schemas['Layout'];
export type FooterContent = Schemas['FooterContent'];
export type FooterSection = Schemas['FooterSection'];
export type FooterCategory = Schemas['FooterCategory'];
export type LinkItem = Schemas['LinkItem'];
export type IconLink = Schemas['IconLink'];
export type HamburgerMenu = Schemas['HamburgerMenu'];
export type HamburgerMenuItem = Schemas['HamburgerMenuItem'];
export type Banner = Schemas['Banner'];
export type BannerAction = Schemas['BannerAction'];
export type Viewport = Schemas['Viewport'];
export type ViewportData = Schemas['ViewportData'];
export type ViewportResponse = Schemas['ViewportResponse'];
export type PromotionsResponse = Schemas['PromotionsResponse'];
export type LayoutResponse = Schemas['LayoutResponse'];
export type Promotion = Schemas['Promotion'];
export type HowToUseStep = Schemas['HowToUseStep'];
export type CustomerReview = Schemas['CustomerReview'];
export type AppInstall = Schemas['AppInstall'];
export type SeoBlock = Schemas['SeoBlock'];
export type ContentSection = Schemas['ContentSection'];
export type ContentPage = Schemas['ContentPage'];
export type FaqCategory = Schemas['FaqCategory'];
export type BlogArticleSummary = Schemas['BlogArticleSummary'];
export type BlogArticle = Schemas['BlogArticle'];
export type BlogPage = Schemas['BlogListResponse']['data'];
export type UnsubscribeReason = Schemas['UnsubscribeReasonsResponse']['data']['reasons'][number];
export type UnsubscribeRequest = Schemas['UnsubscribeRequest'];
export type OfferTracker = Schemas['OfferTracker'];
export type OfferState = Schemas['OfferState'];
export type OfferStateResponse = Schemas['OfferStateResponse'];
export type Coupon = Schemas['Coupon'];
export type CouponState = Schemas['CouponState'];
export type CouponGeneration = Schemas['CouponGeneration'];
export type OfferDistribution = Schemas['OfferDistribution'];
export type ActivationStatus = Schemas['ActivationStatus'];
export type SavingsBreakdown = Schemas['SavingsBreakdown'];
export type SavingsBreakdownResponse = Schemas['SavingsBreakdownResponse'];
export type SavingsMonth = Schemas['SavingsMonth'];
export type SavingsGroup = Schemas['SavingsGroup'];
export type FlashSale = NonNullable<OfferState['flashSale']>;
export type OfferViewer = OfferState['viewer'];
export type CouponType = OfferState['couponType'];
export type User = Schemas['User'];
export type ClientNextAction = Schemas['ClientNextAction'];
export type PrimeProfile = Schemas['PrimeProfile'];
export type LoginOrigin = Schemas['LoginOrigin'];
export type LoginType = User['loginType'];
export type LoginResponse = Schemas['LoginResponse'];
export type LoginResult = LoginResponse['data'];
export type RenewTokenResponse = Schemas['RenewTokenResponse'];
export type CaptchaChallenge = Schemas['CaptchaChallengeResponse']['data'];
export type AltchaChallenge = Schemas['AltchaChallenge'];
export type OtpNature = Schemas['ResendOtpRequest']['otpNature'];
export type OtpSent = Schemas['OtpSentResponse']['data'];
export type PreLoginDetails = Schemas['PreLoginResponse']['data'];
export type City = Schemas['City'];
export type OutboxMessage = Schemas['OutboxMessage'];
export type UpdateUserFields = Schemas['UpdateUserRequest']['user'];

/** The id of the synthetic category that holds every offer. */
export const ALL_CATEGORY_ID = 999;
/** Page size the sites ask for when listing category offers. */
export const CATEGORY_PAGE_SIZE = 1000;
/**
 * What the home data carries at most, so its size does not grow with the catalogue: the free-trial
 * grid's offers (9 shown, or 8 and '+N MORE', with `offersCount` for the rest), the core offers,
 * and the exclusives (their listing has them all).
 */
export const FREE_TRIAL_GRID_SIZE = 9;
export const HOME_CORE_OFFERS_MAX = 24;
export const HOME_EXCLUSIVES_MAX = 12;

export * from './auth';

export type CodeType = Schemas['CodeType'];
export type CodeDetails = Schemas['CodeDetails'];
export type CodeDetailsResponse = Schemas['CodeDetailsResponse'];
export type ValidGiftCouponsResponse = Schemas['ValidGiftCouponsResponse'];
export type ReferralCampaign = Schemas['ReferralCampaign'];
export type ReferralCampaignsResponse = Schemas['ReferralCampaignsResponse'];
export type PaymentUser = Schemas['PaymentUser'];
export type LinkReferralRequest = Schemas['LinkReferralRequest'];
export type LinkReferralResponse = Schemas['LinkReferralResponse'];
export type PlanCtaRequest = Schemas['PlanCtaRequest'];
export type PlanCta = Schemas['PlanCta'];
export type PlanCtaResponse = Schemas['PlanCtaResponse'];
export type PaymentDetails = Schemas['PaymentDetails'];
export type PlanCtaActionType = PlanCta['payment']['actionType'];
export type PlanType = Schemas['PlanType'];
export type SubscriptionVariant = Schemas['SubscriptionVariant'];
export type PlansResponse = Schemas['PlansResponse'];
export type Attribution = Schemas['Attribution'];
export type SubscribeRequest = Schemas['SubscribeRequest'];
export type SubscriptionPlan = Schemas['SubscriptionPlan'];
export type SubscriptionPlanResponse = Schemas['SubscriptionPlanResponse'];
export type PreOrderRequest = Schemas['PreOrderRequest'];
export type PreOrderDetails = Schemas['PreOrderDetails'];
export type PreOrderDetailsResponse = Schemas['PreOrderDetailsResponse'];
export type VariantPriceBreakup = Schemas['VariantPriceBreakup'];
export type PollConfig = Schemas['PollConfig'];
export type WebPwaSlot = Schemas['WebPwaSlot'];
export type PaymentSlotResponse = Schemas['PaymentSlotResponse'];
export type PaymentSlot = PaymentSlotResponse['data']['slot'];
export type CreateOrderRequest = Schemas['CreateOrderRequest'];
export type OrderStatus = Schemas['OrderStatus'];
export type Membership = Schemas['Membership'];
export type Order = Schemas['Order'];
export type OrderResponse = Schemas['OrderResponse'];
export type PgType = Order['pgType'];
export type GatewayRedirectRequest = Schemas['GatewayRedirectRequest'];
export type GatewayRedirect = Schemas['GatewayRedirectResponse']['data'];
export type GatewayRedirectResponse = Schemas['GatewayRedirectResponse'];
export type PlanDetails = Schemas['PlanDetails'];
export type PlanDetailsResponse = Schemas['PlanDetailsResponse'];
export type PurchaseInfoRequest = Schemas['PurchaseInfoRequest'];
export type Purchase = Schemas['Purchase'];
export type PurchaseInfoResponse = Schemas['PurchaseInfoResponse'];
export type AutoRenewalRequest = Schemas['AutoRenewalRequest'];
export type AutoRenewalResponse = Schemas['AutoRenewalResponse'];

export type CampaignRequest = Schemas['CampaignRequest'];
export type Campaign = Schemas['Campaign'];
export type CampaignResponse = Schemas['CampaignResponse'];
export type DiscountBanner = Schemas['DiscountBanner'];
export type DiscountBannerResponse = Schemas['DiscountBannerResponse'];
export type PaymentOffer = Schemas['PaymentOffer'];
export type PaymentOffersResponse = Schemas['PaymentOffersResponse'];
export type AffiliateCashbackResponse = Schemas['AffiliateCashbackResponse'];

export * from './payment';

export type PartnerClaimRequest = Schemas['PartnerClaimRequest'];
export type DevAttribution = Schemas['DevAttribution'];
export type PartnerMembership = Schemas['PartnerMembership'];
export type PartnerClaimResponse = Schemas['PartnerClaimResponse'];

export * from './cobrand';
export * from './cards';

// Rules both the server and the sites apply: one definition, one set of tests.
// the analytics allow-list and its privacy rules are their own entry (@rewards/api-contract/analytics): the sites' dispatcher loads them lazily
export * from './rules/catalogue';
export * from './rules/dates';
export * from './rules/exclusives';
export * from './rules/freeTrial';
export * from './rules/keyPoints';
export * from './rules/language';
export * from './rules/money';
export * from './rules/onFirstUse';
export * from './rules/pan';
// the pseudo-locale is its own entry (@rewards/api-contract/pseudo): the sites load it only for a page that asks for it
export * from './rules/savings';
export * from './rules/studentForm';
export * from './rules/urls';
export * from './rules/savingsTracker';
