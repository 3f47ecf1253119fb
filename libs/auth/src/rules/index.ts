export { nationalMobile, sanitiseMobile, validateMobile, type MobileCheck } from './mobile';
export { isCompleteOtp, sanitiseOtp } from './otp';
export { normaliseCode, type CodeKind } from './code';
export { authMessage, errorCodeOf, errorFieldFor, errorMessageFor, type CodeStage, type ErrorField } from './errors';
export { isNewUserStatus, NEW_USER_STATUS_CODES } from './userStatus';
export {
  loginScreens,
  nextStepAfterLogin,
  PAYMENT_PATH,
  TRIAL_PATH,
  type LoginScreen,
  type NextStep,
  type NextStepContext,
} from './nextStep';
export { initialScreen, type InitialScreen, type InitialScreenInput } from './initialScreen';
export { checkLoginEmail, emailStepNeedsVerification, validateEmail, type EmailCheck } from './email';
export { canSubmitMobile, emailLoginAllowed, enterMobileAction, REGISTER_BUTTON_TAG, type EnterMobileAction, type LoginVariant } from './enterMobileAction';
export { exchangeOrigin, loginEntryOrigins, loginOriginFrom, type LoginEntryOrigin } from './loginOrigin';
export { guestDestination, sessionLoginType, type LoginPreference } from './guestCheckout';
