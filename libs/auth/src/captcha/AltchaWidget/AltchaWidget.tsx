import type { AltchaChallenge } from '@rewards/api-contract';
import { useLocale, type Locale } from '@rewards/i18n';
import { useEffect } from 'react';
import { CheckSlot, useCheckSlot } from '../CheckSlot';
import * as styles from './AltchaWidget.css';

export interface AltchaWidgetProps {
  /** The challenge from our API, handed to the widget as data (its own fetch expects a bare challenge, not our envelope). */
  challenge: AltchaChallenge;
  /** Defines `<altcha-widget>` (a dynamic import of `altcha`, and its texts in the page's language). */
  load: (language?: Locale) => Promise<void>;
  /** The member solved it: the payload to send as `verificationToken`. */
  onVerified: (payload: string) => void;
  /** The widget could not be loaded. */
  onUnavailable: () => void;
}

/**
 * The visible ALTCHA challenge: the `altcha` web component, created once it is loaded. The widget
 * keeps its own texts ("I'm not a robot", progress and errors; in Hindi on a Hindi page) and its own
 * accessible checkbox.
 */
export function AltchaWidget({ challenge, load, onVerified, onUnavailable }: AltchaWidgetProps) {
  const { slot, ready, setReady, latest } = useCheckSlot({ onVerified, onUnavailable });
  const locale = useLocale();

  useEffect(() => {
    let gone = false;
    let widget: HTMLElement | undefined;
    load(locale).then(
      () => {
        if (gone || !slot.current) return;
        widget = document.createElement('altcha-widget');
        // A JSON string is read as the challenge itself rather than as a URL to fetch.
        widget.setAttribute('challenge', JSON.stringify(challenge));
        widget.setAttribute('name', 'altcha');
        widget.setAttribute('language', locale === 'hi' ? 'hi' : 'en');
        widget.addEventListener('verified', (event) => {
          const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
          if (payload) latest.current.onVerified(payload);
        });
        slot.current.append(widget);
        setReady(true);
      },
      () => {
        if (!gone) latest.current.onUnavailable();
      },
    );
    return () => {
      gone = true;
      widget?.remove();
    };
  }, [challenge, load, latest, locale, setReady, slot]);

  return <CheckSlot slot={slot} ready={ready} className={styles.host} />;
}
