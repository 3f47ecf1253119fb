import { useT } from '@rewards/i18n';
import { useEffect } from 'react';
import { snackbarCatalogue } from './i18n/catalogue';
import * as styles from './Snackbar.css';

/** Spec §9: a snackbar with auto-hide on hides 5 s after it shows. */
export const SNACKBAR_HIDE_MS = 5000;

export interface SnackbarProps {
  /** The first line, e.g. 'You are offline'. */
  title: string;
  message?: string;
  /**
   * Adds the 'RELOAD' action, which reloads the page (spec §4). `onReload` replaces the reload
   * (stories and tests).
   */
  reload?: boolean;
  onReload?: () => void;
  /**
   * On: the snackbar hides itself `hideAfterMs` after it shows (the spec's "hides 5 s after
   * dismissal": the dismissal timer starts when it appears). Off: it stays until its owner
   * removes it (the offline snackbar, for as long as the device is offline).
   */
  autoHide?: boolean;
  hideAfterMs?: number;
  /** Told when the snackbar hides itself; the owner then stops rendering it. */
  onHide?: () => void;
}

function reloadPage() {
  window.location.reload();
}

/**
 * A one-line notice along the bottom edge, announced politely (role=status), with an optional
 * RELOAD action. Render it to show it; mounting it again restarts its timer.
 */
export function Snackbar({ title, message, reload = false, onReload = reloadPage, autoHide = false, hideAfterMs = SNACKBAR_HIDE_MS, onHide }: SnackbarProps) {
  const t = useT(snackbarCatalogue);
  useEffect(() => {
    if (!autoHide || !onHide) return undefined;
    const timer = setTimeout(onHide, hideAfterMs);
    return () => clearTimeout(timer);
  }, [autoHide, hideAfterMs, onHide]);
  return (
    <div className={styles.snackbar}>
      {/* The live region holds only the words, so the action is not read out with them. */}
      <div role="status" className={styles.body}>
        <strong className={styles.title}>{title}</strong>
        {message ? <span className={styles.message}>{message}</span> : null}
      </div>
      {reload ? (
        <button type="button" className={styles.action} onClick={onReload}>
          {t('snackbar.reload')}
        </button>
      ) : null}
    </div>
  );
}
