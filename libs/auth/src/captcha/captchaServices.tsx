import type { AltchaChallenge } from '@rewards/api-contract';
import type { Locale } from '@rewards/i18n';
import { createContext, useContext, type ReactNode } from 'react';
import { loadRecaptcha, type Grecaptcha } from './recaptcha';

/** What the captcha flow needs from the browser; tests and stories pass fakes. */
export interface CaptchaServices {
  /** Solves an ALTCHA challenge without showing anything: the payload, or null if it cannot. */
  solveAltcha(challenge: AltchaChallenge): Promise<string | null>;
  /** Defines the `<altcha-widget>` element, with its own texts in the page's language. */
  loadAltchaWidget(language?: Locale): Promise<void>;
  /**
   * Loads reCAPTCHA's script (Google's checkbox in the page's language); rejects with "Recaptcha is
   * not loaded, please reload the page".
   */
  loadRecaptcha(siteKeyV3: string, language?: Locale): Promise<Grecaptcha>;
}

/** The real ones. The solver and the widget are imported on first use, so neither is in the first bundle. */
export const browserCaptchaServices: CaptchaServices = {
  solveAltcha: async (challenge) => (await import('./altchaSolver')).solveAltchaChallenge(challenge),
  loadAltchaWidget: async (language) => {
    await import('altcha');
    // The widget reads the page's language from <html lang>; its Hindi texts are a chunk of their own.
    if (language === 'hi') await import('altcha/i18n/hi');
  },
  loadRecaptcha: (siteKeyV3, language) => loadRecaptcha(siteKeyV3, document, language),
};

const CaptchaServicesContext = createContext<CaptchaServices>(browserCaptchaServices);

/** Replaces the browser's captcha services below it (tests, stories). */
export function CaptchaServicesProvider({ services, children }: { services: CaptchaServices; children: ReactNode }) {
  return <CaptchaServicesContext.Provider value={services}>{children}</CaptchaServicesContext.Provider>;
}

export function useCaptchaServices(): CaptchaServices {
  return useContext(CaptchaServicesContext);
}
