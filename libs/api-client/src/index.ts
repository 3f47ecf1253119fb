// The public entry point of @rewards/api-client; nothing else in src/ is imported from outside.
export { API_LOOP_EVENT, createApiClient } from './createApiClient';
export type { ApiClient, ApiClientOptions, Platform } from './createApiClient';
export type { FailedCall } from './middleware/errorReporter';
export { API_LOOP_LIMIT, API_LOOP_WINDOW_MS, type ApiLoop } from './middleware/apiLoop';
export { OVERLOAD_STATUS, type OverloadedCall } from './middleware/overloadFlag';
export type { Middleware } from 'openapi-fetch';

export { ApiError, isErrorBody } from './ApiError';
export { unwrap } from './unwrap';
export type { FetchResult } from './unwrap';

export { createQueries } from './queries/createQueries';
export type { Queries, CategoryQueries, OfferQueries, HomeQueries, SearchQueries, UserQueries, LayoutQueries, ContentQueries } from './queries/createQueries';
export type { LayoutAudience, PromotionCriteria } from './queries/layoutQueries';
export { BLOG_PAGE_SIZE, nextBlogPage } from './queries/contentQueries';
export type { CategoryFilters } from './queries/categoryQueries';
export type { OfferDetailOptions, OfferStateOptions } from './queries/offerQueries';
export { createOfferActionsApi } from './queries/offerActions';
export type {
  ActivationResult,
  ConstantCouponResult,
  CouponGenerationResult,
  CouponStateName,
  OfferActionsApi,
  OfferStateTag,
  SubOfferTokenResult,
} from './queries/offerActions';
export { createPartnerApi, type PartnerApi } from './queries/partnerQueries';
export { createCardApi, type CardApi, type CardActivationAction, type CardActivationBody, type CardActivationOption, type CardActivationResult, type CardFutureDate, type CardMembership, type CardOffer, type CardValidateResult } from './queries/cardQueries';
export { CREDIT_NO_REPORT, createCreditApi, createCreditQueries, type CreditAccount, type CreditApi, type CreditCheckRequest, type CreditCodeStep, type CreditDetails, type CreditEnquiry, type CreditPaymentMonth, type CreditQueries, type CreditReport, type CreditScoreBand } from './queries/creditQueries';
export { createStudentApi, createStudentQueries, type StudentApi, type StudentQueries, type StudentSubmission, type StudentSubmitResult, type StudentVerification, type StudentVerificationState } from './queries/studentQueries';
export { createSavingsApi, createSavingsQueries, type SavingsApi, type SavingsQueries } from './queries/savingsQueries';
export { createDigitalEventQueries, type DigitalEvent, type DigitalEventQueries, type DigitalEventState } from './queries/digitalEventQueries';
export { STALE_TIME } from './queries/staleTime';

export { QueriesProvider, useQueries, useAuthApi, useApiClient } from './QueriesProvider';
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
export { createPaymentApi, DEFAULT_ATTRIBUTION } from './payment/paymentApi';
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
export { createPaymentQueries } from './payment/paymentQueries';
export type { PaymentQueries } from './payment/paymentQueries';
