// A form that asks for a note in words (a reason for the audit log, a note to the member): the
// labelled text area, its alert, and the send and Cancel buttons.
import { Button } from '@rewards/design-system';
import { useId, type FormEvent, type RefObject } from 'react';
import { CancelButton } from './CancelButton';
import * as styles from './page.css';

export interface NoteFormProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** The note itself is refused (marks the text area invalid). */
  invalid: boolean;
  /** The alert under the text area: the note's problem or the API's refusal. */
  message: string | null;
  submitLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  /** The section's own classes for the form, the text area and the buttons' row. */
  classNames: { form: string; textarea: string; actions: string };
}

export function NoteForm({ label, value, onChange, maxLength, invalid, message, submitLabel, busy, onSubmit, onCancel, fieldRef, classNames }: NoteFormProps) {
  const fieldId = useId();
  const errorId = useId();
  return (
    <form className={classNames.form} onSubmit={onSubmit} noValidate>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      <textarea
        id={fieldId}
        ref={fieldRef}
        className={classNames.textarea}
        value={value}
        maxLength={maxLength}
        required
        aria-invalid={invalid ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {message ? (
        <p id={errorId} role="alert" className={styles.alert}>
          {message}
        </p>
      ) : null}
      <div className={classNames.actions}>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        <CancelButton variant="ghost" onClick={onCancel} />
      </div>
    </form>
  );
}
