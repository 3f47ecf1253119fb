// A labelled native control with its inline error (described by it, marked invalid): the codes forms'
// text, number, date and select fields alike.
import { fieldControl, fieldControlInvalid, fieldStack } from '@rewards/design-system';
import { useId, type ReactNode } from 'react';
import * as styles from './codes.css';

export interface FormFieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Renders the control with the ids and classes it must carry. */
  children: (control: { id: string; className: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldStack}>
      <label htmlFor={id}>{label}</label>
      {children({ id, className: error ? `${fieldControl} ${fieldControlInvalid}` : fieldControl, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className={styles.muted}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
