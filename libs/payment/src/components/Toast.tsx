import { useEffect } from 'react';
import { TOAST_MS } from '../rules/constants';
import type { ToastTone } from '../rules/trialToast';
import * as styles from './Toast.css';

export interface ToastProps {
  tone: ToastTone;
  /** A short first line in bold, e.g. 'Code Not Applied'. */
  title?: string;
  message: string;
  /** Called when the toast closes itself after `durationMs` (it does not pause on hover, spec §4). */
  onClose: () => void;
  durationMs?: number;
}

/** A short message that closes itself; announced politely (success) or assertively (error). */
export function Toast({ tone, title, message, onClose, durationMs = TOAST_MS }: ToastProps) {
  useEffect(() => {
    const timer = setTimeout(onClose, durationMs);
    return () => clearTimeout(timer);
  }, [onClose, durationMs]);
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={styles.toast[tone]}>
      {title ? <strong className={styles.title}>{title}</strong> : null}
      {message}
    </div>
  );
}

/** Spec §8: the referral failure toast's title, and the text when the referral link failed. */
export const REFERRAL_FAILURE_TITLE = 'Code Not Applied';
export const REFERRAL_APPLY_FAILED_MESSAGE = 'Oops! we were unable to apply referral code, please try again';
