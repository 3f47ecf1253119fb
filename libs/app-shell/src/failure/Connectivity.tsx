import { Snackbar } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { shellCatalogue } from '../i18n/catalogue';
import * as styles from './connectivity.css';

/** Spec §9: the offline snackbar shows 1 s after the connection drops. */
export const OFFLINE_SNACKBAR_DELAY_MS = 1000;


function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** `navigator.onLine`, kept current by the online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The app root and the connectivity snackbar (spec §4 "Connectivity"). Offline, the page turns
 * grey and `inert` at once, and after 1 s the offline snackbar shows (for as long as the device
 * stays offline). Back online, the page is restored and 'You are online' offers RELOAD; it hides
 * itself 5 s later. The snackbar sits outside the inert root, so RELOAD can be used.
 */
export function ConnectivityFrame({ children, onReload }: { children: ReactNode; onReload?: () => void }) {
  const online = useOnline();
  const [snackbar, setSnackbar] = useState<'offline' | 'online' | null>(null);
  const wentOffline = useRef(false);

  useEffect(() => {
    if (!online) {
      wentOffline.current = true;
      const timer = setTimeout(() => setSnackbar('offline'), OFFLINE_SNACKBAR_DELAY_MS);
      return () => clearTimeout(timer);
    }
    // Only a return from offline is news; a page that loads online says nothing.
    setSnackbar(wentOffline.current ? 'online' : null);
    return undefined;
  }, [online]);

  const hide = useCallback(() => setSnackbar(null), []);
  // spec §8's texts (the shell's catalogue)
  const t = useT(shellCatalogue);

  return (
    <>
      <div className={online ? styles.root : styles.offline} inert={!online}>
        {children}
      </div>
      {snackbar === 'offline' && <Snackbar key="offline" title={t('connectivity.offline.title')} message={t('connectivity.offline.message')} />}
      {snackbar === 'online' && (
        <Snackbar key="online" title={t('connectivity.online.title')} message={t('connectivity.online.message')} reload autoHide onHide={hide} {...(onReload ? { onReload } : {})} />
      )}
    </>
  );
}
