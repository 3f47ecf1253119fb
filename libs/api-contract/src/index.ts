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
export type CtaDetails = Schemas['CtaDetails'];
export type CtaActionType = CtaDetails['actionType'];
export type ClientLog = Schemas['ClientLog'];
export type Health = Schemas['Health'];
export type Faq = Schemas['Faq'];
export type MoreOffer = Schemas['MoreOffer'];
export type TopBenefit = Schemas['TopBenefit'];
export type CoreOfferSection = Schemas['CoreOfferSection'];
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

export * from './auth';
