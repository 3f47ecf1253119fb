// The audit log's filters as one labelled form: who (part of an email), the action, the target, and
// a period in days. Applied on submit (into the address, so Back returns to them); Clear empties all.
import { Button, FieldError, TextInput } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useId, useState, type FormEvent } from 'react';
import { auditCatalogue } from './i18n/catalogue';
import { EMPTY_FILTERS, periodProblem, type AuditFilters } from './format';
import * as styles from './audit.css';

export interface AuditFilterFormProps {
  filters: AuditFilters;
  busy: boolean;
  onApply: (filters: AuditFilters) => void;
}

export function AuditFilterForm({ filters, busy, onApply }: AuditFilterFormProps) {
  const t = useT(auditCatalogue);
  const [draft, setDraft] = useState(filters);
  const [problem, setProblem] = useState<string>();
  // the address changed (Back, Forward, a link): the form shows its filters, and keeps its focus
  const [shown, setShown] = useState(filters);
  if (filters !== shown) {
    setShown(filters);
    setDraft(filters);
  }
  const id = useId();
  const set = (field: keyof AuditFilters) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = periodProblem(t, draft);
    setProblem(refused);
    if (!refused) onApply(draft);
  };
  const clear = () => {
    setDraft(EMPTY_FILTERS);
    setProblem(undefined);
    onApply(EMPTY_FILTERS);
  };

  return (
    <form aria-label={t('audit.filters.label')} onSubmit={submit} noValidate>
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>{t('audit.filters.legend')}</legend>
        <TextInput label={t('audit.filters.staff')} name="staff" value={draft.staff} onChange={set('staff')} autoComplete="off" maxLength={254} noSpaces />
        <TextInput label={t('audit.filters.action')} name="action" value={draft.action} onChange={set('action')} placeholder="adminDecideStudentRequest" autoComplete="off" maxLength={100} noSpaces />
        <TextInput label={t('audit.filters.targetType')} name="targetType" value={draft.targetType} onChange={set('targetType')} placeholder="student_request" autoComplete="off" maxLength={100} noSpaces />
        <TextInput label={t('audit.filters.targetId')} name="targetId" value={draft.targetId} onChange={set('targetId')} autoComplete="off" maxLength={200} />
        <DayField id={`${id}-from`} label={t('audit.filters.from')} value={draft.from} onChange={set('from')} invalid={false} />
        <DayField id={`${id}-to`} label={t('audit.filters.to')} value={draft.to} onChange={set('to')} invalid={problem !== undefined} describedBy={problem ? `${id}-period` : undefined} />
        {problem ? <FieldError id={`${id}-period`}>{problem}</FieldError> : null}
        <div className={styles.formActions}>
          <Button type="submit" busy={busy}>
            {t('audit.filters.apply')}
          </Button>
          <Button variant="secondary" onClick={clear}>
            {t('audit.filters.clear')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

function DayField({ id, label, value, onChange, invalid, describedBy }: { id: string; label: string; value: string; onChange: (value: string) => void; invalid: boolean; describedBy?: string | undefined }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={styles.dateInput}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...(invalid ? { 'aria-invalid': true } : {})}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      />
    </div>
  );
}
