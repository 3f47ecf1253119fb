import type { ReactNode } from 'react';
import * as styles from './Field.css';

/** A form control's visible label (or a visually hidden one that still names the control). */
export function FieldLabel({ htmlFor, hidden = false, children }: { htmlFor: string; hidden?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={styles.label({ hidden })}>
      {children}
    </label>
  );
}

/**
 * The message under a control that failed validation. Give the control `aria-invalid` and
 * `aria-describedby={id}` so screen readers read it with the control. It is an alert: rendered
 * when the validation fails (never present and empty), so screen readers announce it as it
 * appears, and again when its words change, wherever focus is (issue 33).
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error} role="alert">
      <svg className={styles.errorIcon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
