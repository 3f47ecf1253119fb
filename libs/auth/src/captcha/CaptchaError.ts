import type { Translate } from '@rewards/i18n';

/**
 * Spec §8: the captcha script could not be loaded (blocked, offline). The error's own message, in
 * English; the member reads the catalogue's 'captcha.notLoaded' (`captchaErrorText`).
 */
export const RECAPTCHA_NOT_LOADED_MESSAGE = 'Recaptcha is not loaded, please reload the page';
/** Spec §5: the visible challenge failed too. The member reads the catalogue's 'captcha.failed'. */
export const CAPTCHA_FAILED_MESSAGE = 'Something went wrong, Please reload the page';

/**
 * Why a captcha step failed in the browser:
 * - `cancelled`: the member closed the visible challenge (nothing to show; the form is usable again);
 * - `unavailable`: the captcha could not be loaded;
 * - `failed`: the visible challenge was answered and refused too.
 */
export type CaptchaFailure = 'cancelled' | 'unavailable' | 'failed';

/** A captcha step that failed in the browser; its message (English) says which text the member is shown. */
export class CaptchaError extends Error {
  override readonly name = 'CaptchaError';
  readonly reason: CaptchaFailure;

  constructor(message: string, options: { reason: CaptchaFailure; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.reason = options.reason;
  }
}

/** What the member is told about a captcha failure, in the page's language (`t`, the auth catalogue's). */
export function captchaErrorText(t: Translate, error: CaptchaError): string {
  return error.message === RECAPTCHA_NOT_LOADED_MESSAGE ? t('captcha.notLoaded') : t('captcha.failed');
}
