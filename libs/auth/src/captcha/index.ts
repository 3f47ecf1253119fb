export { CAPTCHA_FAILED_MESSAGE, CaptchaError, captchaErrorText, RECAPTCHA_NOT_LOADED_MESSAGE, type CaptchaFailure } from './CaptchaError';
export { browserCaptchaServices, CaptchaServicesProvider, useCaptchaServices, type CaptchaServices } from './captchaServices';
export { useCaptcha, type Captcha } from './useCaptcha';
export {
  CAPTCHA_REFUSED_CODE,
  withCaptcha,
  type CaptchaHooks,
  type CaptchaKind,
  type CaptchaSource,
  type CaptchaToken,
  type CaptchaTokens,
} from './withCaptcha';
export { CAPTCHA_DIALOG_TITLE, CAPTCHA_ERROR_TITLE, CaptchaDialog, type CaptchaDialogProps, type CaptchaDialogState } from './CaptchaDialog';
export { loadRecaptcha, type Grecaptcha } from './recaptcha';
