// The public entry point of @rewards/visa-flow: the card-linked (Visa) offer flow. The
// Benefits & Subscriptions page is a route module of its own (`@rewards/visa-flow/routes/visaOfferCategories`).

// The popups the shell hosts (overlay names in brackets).
// visa_offer_plan_details (visitors) and visa_offer_logged_in (members), with visa_sign_in inside.
export { VisaOfferFlow, type VisaOfferFlowProps } from './VisaOfferFlow';
// visa_offer_payment_logged_in.
export { CardOfferSessionPrompt, type CardOfferSessionPromptProps } from './CardOfferSessionPrompt';
export { LogoutToContinueDialog, type LogoutToContinueDialogProps } from './LogoutToContinueDialog';
export { UnableToProcessMessage, VisaUnableToProcess, type VisaUnableToProcessProps } from './VisaUnableToProcess';

// Parts, for hosts that frame the flow themselves.
export { CardDigits, type CardDigitsProps } from './CardDigits';
export { useVisaOfferFlow, VisaFlowScreens, type VisaFlowScreensProps, type VisaOfferFlowControls, type VisaOfferFlowOptions } from './VisaOfferFlow';

// The checked card kept for the tab's session (a reload after the sign-in goes on from it).
export {
  CARD_OFFER_SESSION_KEY,
  clearCardOfferSession,
  readCardOfferSession,
  saveCardOfferSession,
  useCardOfferSession,
  type CardOfferSession,
  type CardOfferSessionControls,
  type CardSessionStorage,
} from './session/cardOfferSession';

// The card calls bound to the site's client (or a fake, in tests and stories).
export { useCardApi } from './api/useCardApi';
export type { CardVerificationStartResult, VisaCardApi } from './api/useCardApi';

// Rules: plain functions with table-driven tests beside them.
export { initialVisaFlowState, visaFlowReducer, visaFlowSteps } from './rules/visaFlowState';
export type { ResumedCard, VisaFlowEvent, VisaFlowInit, VisaFlowState, VisaFlowStep } from './rules/visaFlowState';
export { activationOutcome, CARD_NOT_ELIGIBLE_CODE, NO_VALID_EMAIL_MOBILE, validationOutcome, verificationReturnOf, verificationStartOutcome } from './rules/outcomes';
export type { ActivationOutcome, Settled, ValidationOutcome } from './rules/outcomes';
export { backspaceDigit, binOf, CARD_BIN_LENGTH, digitsOf, EMPTY_DIGITS, fillDigits, isCompleteBin, moveFocus, normaliseDigits } from './rules/cardDigits';
export type { DigitsEdit } from './rules/cardDigits';
export { formatCardDate, membershipLine } from './rules/membershipLine';
export { stepTitle } from './rules/stepTitle';
export { VALIDATED_DELAY_MS, VISA_OFFER_CATEGORIES_PATH, VISA_SIGNATURE_CHANNEL } from './rules/texts';

// The flow's messages in English and Hindi (a page loads them with its other catalogues).
export { visaFlowCatalogue } from './i18n/catalogue';
