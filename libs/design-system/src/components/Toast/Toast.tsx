import { useT } from '@rewards/i18n';
import { useEffect } from 'react';
import { designSystemCatalogue } from '../../i18n/catalogue';
import * as styles from './Toast.css';

/** Spec §9: a toast closes itself after 5 s. */
export const TOAST_MS = 5000;

export type ToastTone = 'success' | 'error';

export interface ToastProps {
  tone: ToastTone;
  /** A short first line in bold, e.g. 'Code Not Applied'. */
  title?: string;
  message: string;
  /** Called when the toast closes itself after `durationMs` (it does not pause on hover, spec §4), or is closed. */
  onClose: () => void;
  durationMs?: number;
  /** Adds a 'Close' button, so the member need not wait (or cannot be trapped under it on a small screen). */
  dismissible?: boolean;
}

/** A short message that closes itself after 5 s; announced politely (success) or assertively (error). */
export function Toast({ tone, title, message, onClose, durationMs = TOAST_MS, dismissible = false }: ToastProps) {
  const t = useT(designSystemCatalogue);
  useEffect(() => {
    const timer = setTimeout(onClose, durationMs);
    return () => clearTimeout(timer);
  }, [onClose, durationMs]);
  return (
    <div className={styles.toast[tone]}>
      {/* The live region holds only the words, so the close button is not read out with them. */}
      <div role={tone === 'error' ? 'alert' : 'status'} className={styles.body}>
        {title ? <strong className={styles.title}>{title}</strong> : null}
        {message}
      </div>
      {dismissible ? (
        <button type="button" className={styles.close} aria-label={t('toast.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
