import { useT } from '@rewards/i18n';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { authCatalogue } from '../i18n/catalogue';
import * as styles from './CheckSlot.css';

/**
 * What a visible third-party check (the ALTCHA widget, Google's checkbox) needs around it: the slot it
 * draws itself into, whether it has, and the caller's latest callbacks for its script's events (the
 * script holds on to the first ones it was given).
 */
export function useCheckSlot<Callbacks>(callbacks: Callbacks) {
  const slot = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });
  return { slot, ready, setReady, latest };
}

/** The slot, busy and saying 'Loading the check…' until the widget is in it. */
export function CheckSlot({ slot, ready, className }: { slot: RefObject<HTMLDivElement | null>; ready: boolean; className: string }) {
  const t = useT(authCatalogue);
  return (
    <div className={className} aria-busy={!ready}>
      <div ref={slot} />
      {ready ? null : <p className={styles.status}>{t('captcha.loading')}</p>}
    </div>
  );
}
