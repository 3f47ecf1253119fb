// The public entry point of @rewards/api-client; nothing else in src/ is imported from outside.
export { API_LOOP_EVENT, createApiClient } from './createApiClient';
export { AB_TEST_HEADER, AB_TEST_KEY } from './middleware/abTestHeader';
export { MARKETING_CONSENT_PATH, syncMarketingConsent, type ConsentSession, type ConsentSource } from './marketingConsent';
export type { ApiClient, ApiClientOptions, Platform } from './createApiClient';
export type { FailedCall } from './middleware/errorReporter';
export { API_LOOP_LIMIT, API_LOOP_WINDOW_MS, type ApiLoop } from './middleware/apiLoop';
export { OVERLOAD_STATUS, type OverloadedCall } from './middleware/overloadFlag';
export type { Middleware } from 'openapi-fetch';

export { ApiError, isErrorBody } from './ApiError';
export { unwrap } from './unwrap';
export type { FetchResult } from './unwrap';

export { createQueries } from './queries/createQueries';
export type { Queries, ResourceCalls, CategoryQueries, OfferQueries, HomeQueries, SearchQueries, UserQueries, LayoutQueries, ContentQueries } from './queries/createQueries';
export type { LayoutAudience, PromotionCriteria } from './queries/layoutQueries';
export { BLOG_PAGE_SIZE, nextBlogPage } from './queries/contentQueries';
export type { CategoryFilters } from './queries/categoryQueries';
export type { OfferDetailOptions, OfferStateOptions } from './queries/offerQueries';
// The resources' calls and reads are reached through `createQueries` only; their types are public.
export type {
  ActivationResult,
  ConstantCouponResult,
  CouponGenerationResult,
  CouponStateName,
  OfferActionsApi,
  OfferStateTag,
  SubOfferTokenResult,
} from './queries/offerActions';
export type { PartnerApi } from './queries/partnerQueries';
export type { CardApi, CardActivationAction, CardActivationBody, CardActivationOption, CardActivationResult, CardFutureDate, CardMembership, CardOffer, CardValidateResult, CardVerificationStartResult } from './queries/cardQueries';
export { CREDIT_NO_REPORT, type CreditAccount, type CreditApi, type CreditCheckRequest, type CreditCodeStep, type CreditDetails, type CreditEnquiry, type CreditPaymentMonth, type CreditQueries, type CreditReport, type CreditScoreBand } from './queries/creditQueries';
export type { StudentApi, StudentQueries, StudentSubmission, StudentSubmitResult, StudentVerification, StudentVerificationState } from './queries/studentQueries';
export type { SavingsApi, SavingsQueries } from './queries/savingsQueries';
export type { DigitalEvent, DigitalEventQueries, DigitalEventState } from './queries/digitalEventQueries';
export { STALE_TIME } from './queries/staleTime';

export { QueriesProvider, useQueries, useAuthApi } from './QueriesProvider';
export { createAuthApi } from './auth/authApi';
export type {
  AuthApi,
  CheckUserExistResult,
  CitiesResult,
  NewTokenBody,
  RegisterBody,
  ResendOtpBody,
  SendOtpBody,
  TicketExchangeBody,
  VerifyOtpBody,
  VerifyOtpResult,
} from './auth/authApi';
export type { SessionPort, SessionEndReason, RenewResult } from './auth/session';
export { RENEW_PATH, RENEW_RETRIES, createTokenRenewer } from './auth/tokenRenewer';
export type { LockManagerLike, TokenRenewer, TokenRenewerOptions } from './auth/tokenRenewer';
export type { DataDeps } from './QueriesProvider';
export { DEFAULT_ATTRIBUTION } from './payment/paymentApi';
export type {
  AffiliateCashbackParams,
  AttributionFields,
  AutoRenewalResult,
  CodeDetailsOptions,
  LinkReferralResult,
  PaymentApi,
  PaymentOffersResult,
  PaymentSlotData,
  PaymentUserRequest,
  PlansResult,
  PurchaseInfoResult,
  ReferralCampaignsResult,
} from './payment/paymentApi';
export type { PaymentQueries } from './payment/paymentQueries';
