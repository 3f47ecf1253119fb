// The test entry point of @rewards/api-client (`@rewards/api-client/testing`): a fake server for
// the real client, the contract's envelopes, the shared contract-typed fixtures and the query
// providers. For tests, stories and testing helpers only; lint keeps it out of production code.
export { byPath, errorBody, errorResponse, fakeFetch, jsonResponse, never, offline, ok, TEST_BASE_URL } from './fakeFetch';
export type { FakeFetch, Responder } from './fakeFetch';
export { describeRequest, testApi, testQueryClient } from './testApi';
export type { TestApi, TestApiOptions } from './testApi';
export { LocationProbe, renderWithApi, TestApiProvider } from './TestApiProvider';
export type { RenderWithApiOptions, TestApiProviderProps } from './TestApiProvider';
export {
  catalogueOf,
  eventBanners,
  exclusiveData,
  footerContent,
  hamburgerMenu,
  homeData,
  layoutContent,
  makeBanner,
  makeCategory,
  makeOffer,
  makeOfferDetail,
  partnerOffers,
  promotions,
  viewportData,
  weeklyBanners,
} from './fixtures';
export { makeStudentRequest } from './studentFixtures';
export { emptySavingsBreakdown, makeSavingsBreakdown } from './savingsFixtures';
export { annualPlan, festiveCampaign, giftCode, order, paidOrder, planCta, preOrder, quarterlyPlan, superPlan, trialPlan } from './paymentFixtures';
