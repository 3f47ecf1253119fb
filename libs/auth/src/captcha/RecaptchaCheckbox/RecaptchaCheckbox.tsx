import { useEffect, useRef, useState } from 'react';
import type { Grecaptcha } from '../recaptcha';
import * as styles from './RecaptchaCheckbox.css';

export interface RecaptchaCheckboxProps {
  /** Used to load the script (the same script serves v3 and v2). */
  siteKeyV3: string;
  /** The key the v2 checkbox is rendered with. */
  siteKeyV2: string;
  load: (siteKeyV3: string) => Promise<Grecaptcha>;
  onVerified: (token: string) => void;
  /** The script could not be loaded. */
  onUnavailable: () => void;
}

/** The visible reCAPTCHA fallback: Google's v2 "I'm not a robot" checkbox, with Google's own texts. */
export function RecaptchaCheckbox({ siteKeyV3, siteKeyV2, load, onVerified, onUnavailable }: RecaptchaCheckboxProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef({ onVerified, onUnavailable });
  useEffect(() => {
    latest.current = { onVerified, onUnavailable };
  });

  useEffect(() => {
    let gone = false;
    const container = document.createElement('div');
    load(siteKeyV3).then(
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
  }, [load, siteKeyV2, siteKeyV3]);

  return (
    <div className={styles.host} aria-busy={!ready}>
      <div ref={slot} />
      {ready ? null : <p className={styles.status}>Loading the check…</p>}
    </div>
  );
}
