// The public entry point of @rewards/auth: the session, the login popup and the account rules.
export * from './session';

// The library's messages (English and Hindi, docs/languages.md): for a server that loads a page's
// catalogues before it renders, and for callers of `errorMessageFor` / `membershipStatus` that pass
// its `t` (`useT(authCatalogue)`).
export { authCatalogue } from './i18n/catalogue';

// Route modules (Component, createLoader) for the shell's registry, each its own chunk.
export { loadLoginRoute, loadTicketingRoute } from './routes/load';

// Profile: the post-login completion prompts, the /profile page and their rules.
export { ProfileCompletionHost, PROFILE_PROMPT_MODALS, DISMISSED_PROMPTS_KEY } from './profile/ProfileCompletionHost';
export type { ProfileCompletionHostProps, PromptStorage } from './profile/ProfileCompletionHost';
export { ProfilePage } from './profile/ProfilePage';
export type { ProfilePageProps } from './profile/ProfilePage';
export { useUpdateProfile } from './profile/useUpdateProfile';
export { CityOptions, type CityOptionsProps } from './profile/fields/CityOptions';
export { useHoldProfilePrompts } from './profile/profilePromptHold';
export {
  isPlaceholderName,
  isProfilePromptSkipped,
  isValidGender,
  NAME_BLACKLIST,
  PROFILE_PROMPT_SKIPPED_PATHS,
  profileCompletionStep,
  profileSteps,
  VALID_GENDERS,
} from './profile/rules/profileCompletion';
export type { Gender, ProfileCompletionOptions, ProfileStep } from './profile/rules/profileCompletion';
export { membershipStatus } from './profile/rules/membershipStatus';
export type { MembershipDate, MembershipStatus, MembershipTone } from './profile/rules/membershipStatus';
// Aliased: the login rules already export a boolean `validateEmail`.
export {
  FIRST_NAME_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_NAME_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  validateEmail as validateProfileEmail,
  validateName as validateProfileName,
} from './profile/rules/validation';

// Social login (Google, Facebook): the buttons under the mobile login, and how the site reads the
// callback's answer on /login (the shell renews after `?social=done`).
export { SocialLoginButtons } from './login/SocialLoginButtons/SocialLoginButtons';
export type { SocialLoginButtonsProps } from './login/SocialLoginButtons/SocialLoginButtons';
export { SOCIAL_LOGIN_FAILED_MESSAGE, SOCIAL_PROVIDERS, socialLoginReturn, socialLoginStartPath } from './login/SocialLoginButtons/socialLogin';
export type { SocialLoginReturn, SocialProvider } from './login/SocialLoginButtons/socialLogin';

// Login: the popup (and its provider for the header's 'sign in'), the /login page, the screens and the flow.
export {
  CARD_NETWORK_PROMPT,
  ConfirmMobileScreen,
  EmailScreen,
  emailScreenModes,
  EnterMobileScreen,
  ErrorScreen,
  initialLoginFlowState,
  LOGIN_STATS,
  LOGIN_TAGLINE,
  LoginPage,
  LoginPopup,
  LoginPopupProvider,
  LoginScreens,
  loginFlowReducer,
  OtpScreen,
  useLoginFlow,
  useLoginPopup,
} from './login';
export type {
  ConfirmMobileScreenProps,
  EmailScreenMode,
  EmailScreenProps,
  EnterMobileScreenProps,
  ErrorScreenProps,
  LoggedIn,
  LoginFlow,
  LoginFlowEvent,
  LoginFlowInit,
  LoginFlowOptions,
  LoginFlowState,
  LoginPageProps,
  LoginPopupControls,
  LoginPopupOptions,
  LoginPopupProps,
  LoginPopupProviderProps,
  LoginScreensProps,
  OtpScreenProps,
  PendingAction,
} from './login';

// What a login hands to the page it lands on (the free-trial toast, a typed code to apply, the
// referral failure toast); read by @rewards/membership's PendingToasts.
export * from './login/handover';

// Captcha: tokens for the code-sending calls, invisible first with the visible fallback.
export {
  browserCaptchaServices,
  CAPTCHA_DIALOG_TITLE,
  CAPTCHA_ERROR_TITLE,
  CAPTCHA_FAILED_MESSAGE,
  CAPTCHA_REFUSED_CODE,
  CaptchaDialog,
  CaptchaError,
  captchaErrorText,
  CaptchaServicesProvider,
  loadRecaptcha,
  RECAPTCHA_NOT_LOADED_MESSAGE,
  useCaptcha,
  useCaptchaServices,
  withCaptcha,
} from './captcha';
export type {
  Captcha,
  CaptchaDialogProps,
  CaptchaDialogState,
  CaptchaFailure,
  CaptchaHooks,
  CaptchaKind,
  CaptchaServices,
  CaptchaSource,
  CaptchaToken,
  CaptchaTokens,
  Grecaptcha,
} from './captcha';

// Login rules: plain functions with table-driven tests beside them.
export {
  authMessage,
  canSubmitMobile,
  emailStepNeedsVerification,
  enterMobileAction,
  errorCodeOf,
  errorFieldFor,
  errorMessageFor,
  exchangeOrigin,
  guestDestination,
  initialScreen,
  isCompleteOtp,
  isNewUserStatus,
  loginEntryOrigins,
  loginOriginFrom,
  loginScreens,
  NEW_USER_STATUS_CODES,
  nextStepAfterLogin,
  normaliseCode,
  PAYMENT_PATH,
  REGISTER_BUTTON_TAG,
  sanitiseMobile,
  sanitiseOtp,
  sessionLoginType,
  TRIAL_PATH,
  validateEmail,
  validateMobile,
} from './rules';
export type {
  CodeKind,
  CodeStage,
  EnterMobileAction,
  ErrorField,
  InitialScreen,
  InitialScreenInput,
  LoginEntryOrigin,
  LoginPreference,
  LoginScreen,
  LoginVariant,
  MobileCheck,
  NextStep,
  NextStepContext,
} from './rules';
