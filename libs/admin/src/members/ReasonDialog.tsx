// A dialog that asks why before a change support makes (reveal, block, unblock): the reason goes to
// the audit log. The design system's Dialog traps focus, closes on Escape and gives focus back to the
// button that opened it.
import { Dialog } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useRef, useState, type FormEvent } from 'react';
import { NoteForm } from '../ui/NoteForm';
import { membersCatalogue } from './i18n/catalogue';
import * as styles from './members.css';

export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;

const REASON_FORM = { form: styles.form, textarea: styles.textarea, actions: styles.actions };

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The reason field's label. */
  label: string;
  submitLabel: string;
  busy: boolean;
  /** The API's refusal, shown in the dialog. */
  error: string | null;
  onSubmit: (reason: string) => void;
}

export function ReasonDialog({ open, onOpenChange, title, description, label, submitLabel, busy, error, onSubmit }: ReasonDialogProps) {
  const t = useT(membersCatalogue);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const change = (next: boolean) => {
    if (!next) {
      setReason('');
      setInvalid(null);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < REASON_MIN_LENGTH) {
      setInvalid(t('members.reason.required'));
      fieldRef.current?.focus();
      return;
    }
    setInvalid(null);
    onSubmit(reason.trim());
  };

  const message = invalid ?? error;
  return (
    <Dialog open={open} onOpenChange={change} title={title} description={description}>
      <NoteForm
        label={label}
        value={reason}
        onChange={setReason}
        maxLength={REASON_MAX_LENGTH}
        invalid={Boolean(invalid)}
        message={message}
        submitLabel={submitLabel}
        busy={busy}
        onSubmit={submit}
        onCancel={() => change(false)}
        fieldRef={fieldRef}
        classNames={REASON_FORM}
      />
    </Dialog>
  );
}
