import { useLocale, type Locale } from '@rewards/i18n';
import { useEffect } from 'react';
import { CheckSlot, useCheckSlot } from '../CheckSlot';
import type { Grecaptcha } from '../recaptcha';
import * as styles from './RecaptchaCheckbox.css';

export interface RecaptchaCheckboxProps {
  /** Used to load the script (the same script serves v3 and v2). */
  siteKeyV3: string;
  /** The key the v2 checkbox is rendered with. */
  siteKeyV2: string;
  /** Loads the script, Google's texts in the page's language. */
  load: (siteKeyV3: string, language?: Locale) => Promise<Grecaptcha>;
  onVerified: (token: string) => void;
  /** The script could not be loaded. */
  onUnavailable: () => void;
}

/** The visible reCAPTCHA fallback: Google's v2 "I'm not a robot" checkbox, with Google's own texts (in the page's language). */
export function RecaptchaCheckbox({ siteKeyV3, siteKeyV2, load, onVerified, onUnavailable }: RecaptchaCheckboxProps) {
  const { slot, ready, setReady, latest } = useCheckSlot({ onVerified, onUnavailable });
  const locale = useLocale();

  useEffect(() => {
    let gone = false;
    const container = document.createElement('div');
    load(siteKeyV3, locale).then(
      (grecaptcha) => {
        if (gone || !slot.current) return;
        slot.current.append(container);
        grecaptcha.render(container, {
          sitekey: siteKeyV2,
          callback: (token) => latest.current.onVerified(token),
          // An expired tick is simply ticked again; Google's widget says so itself.
        });
        setReady(true);
      },
      () => {
        if (!gone) latest.current.onUnavailable();
      },
    );
    return () => {
      gone = true;
      container.remove();
    };
  }, [load, locale, siteKeyV2, siteKeyV3, latest, setReady, slot]);

  return <CheckSlot slot={slot} ready={ready} className={styles.host} />;
}
