// The console's labelled field: a label, the control (rendered by the caller with the ids it must
// carry), an optional hint and the field's inline error, the control described by both.
import { fieldControl, fieldControlInvalid, fieldStack } from '@rewards/design-system';
import { useId, type ReactNode } from 'react';
import * as styles from './page.css';

export interface FieldControl {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: string | undefined;
  /** The control's id; the field makes one when not given. */
  id?: string;
  /** The classes of the field, its label and its hint, where a form sets its own. */
  classNames?: { field?: string; label?: string; hint?: string };
  /** Renders the control with the ids and classes it must carry. */
  children: (control: FieldControl) => ReactNode;
}

export function FormField({ label, error, hint, id: givenId, classNames = {}, children }: FormFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classNames.field ?? fieldStack}>
      <label htmlFor={id} className={classNames.label}>
        {label}
      </label>
      {children({ id, className: error ? `${fieldControl} ${fieldControlInvalid}` : fieldControl, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className={classNames.hint ?? styles.muted}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's inline error, where it has one (the control's `aria-describedby` names `id`). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={styles.fieldError}>
      {error}
    </p>
  ) : null;
}
