// Google reCAPTCHA, loaded only when the API says the deployment uses it: v3 runs invisibly, and a
// v2 checkbox is the visible fallback (spec §5).
import type { Locale } from '@rewards/i18n';
import { CaptchaError, RECAPTCHA_NOT_LOADED_MESSAGE } from './CaptchaError';

/** The part of `window.grecaptcha` this site uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback?: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT_ID = 'recaptcha-api';
/** The script's address; on a Hindi page Google's own texts (the v2 checkbox) are in Hindi (`hl`). */
export const recaptchaScriptUrl = (siteKeyV3: string, language?: Locale) =>
  `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKeyV3)}${language === 'hi' ? '&hl=hi' : ''}`;

let loading: Promise<Grecaptcha> | undefined;

function notLoaded(cause?: unknown) {
  return new CaptchaError(RECAPTCHA_NOT_LOADED_MESSAGE, { reason: 'unavailable', cause });
}

function whenReady(grecaptcha: Grecaptcha): Promise<Grecaptcha> {
  return new Promise((resolve) => grecaptcha.ready(() => resolve(grecaptcha)));
}

/**
 * Adds reCAPTCHA's script once (with the v3 site key, which also lets v2 widgets render) and
 * resolves when `grecaptcha` is ready. A blocked or failed script rejects with "Recaptcha is not
 * loaded, please reload the page", and the next call tries again.
 */
export function loadRecaptcha(siteKeyV3: string, doc: Document = document, language?: Locale): Promise<Grecaptcha> {
  const win = doc.defaultView;
  if (win?.grecaptcha) return whenReady(win.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    let script = doc.getElementById(RECAPTCHA_SCRIPT_ID) as HTMLScriptElement | null;
    if (!script) {
      script = doc.createElement('script');
      script.id = RECAPTCHA_SCRIPT_ID;
      script.src = recaptchaScriptUrl(siteKeyV3, language);
      script.async = true;
      script.defer = true;
      doc.head.append(script);
    }
    script.addEventListener('load', () => {
      const grecaptcha = doc.defaultView?.grecaptcha;
      if (grecaptcha) resolve(whenReady(grecaptcha));
      else reject(notLoaded());
    });
    script.addEventListener('error', (event) => reject(notLoaded(event)));
  }).then(
    (grecaptcha) => {
      // From now on `window.grecaptcha` answers directly.
      loading = undefined;
      return grecaptcha;
    },
    (error: unknown) => {
    loading = undefined;
    doc.getElementById(RECAPTCHA_SCRIPT_ID)?.remove();
    throw error;
    },
  );
  return loading;
}

/** A v3 token for `action`; "not loaded" when `grecaptcha` is missing after the script ran. */
export async function executeRecaptchaV3(grecaptcha: Grecaptcha | undefined, siteKeyV3: string, action: string): Promise<string> {
  if (!grecaptcha) throw notLoaded();
  return grecaptcha.execute(siteKeyV3, { action });
}
