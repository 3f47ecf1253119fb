export {
  CAPTCHA_DIALOG_TITLE,
  CAPTCHA_ERROR_TITLE,
  CaptchaDialog,
  type CaptchaDialogProps,
  type CaptchaDialogState,
} from './CaptchaDialog';
