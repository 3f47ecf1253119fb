/** Spec §8: the captcha script could not be loaded (blocked, offline). */
export const RECAPTCHA_NOT_LOADED_MESSAGE = 'Recaptcha is not loaded, please reload the page';
/** Spec §5: the visible challenge failed too. */
export const CAPTCHA_FAILED_MESSAGE = 'Something went wrong, Please reload the page';

/**
 * Why a captcha step failed in the browser:
 * - `cancelled`: the member closed the visible challenge (nothing to show; the form is usable again);
 * - `unavailable`: the captcha could not be loaded;
 * - `failed`: the visible challenge was answered and refused too.
 */
export type CaptchaFailure = 'cancelled' | 'unavailable' | 'failed';

/** A captcha step that failed in the browser, with the text to show the member. */
export class CaptchaError extends Error {
  override readonly name = 'CaptchaError';
  readonly reason: CaptchaFailure;

  constructor(message: string, options: { reason: CaptchaFailure; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.reason = options.reason;
  }
}
