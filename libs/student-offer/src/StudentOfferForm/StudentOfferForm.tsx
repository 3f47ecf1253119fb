import { ApiError, type StudentSubmitResult } from '@rewards/api-client';
import { Button, Stack, TextInput } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRecordSubmission, useSubmitStudentForm } from '../api/useStudentApi';
import { studentOfferCatalogue } from '../i18n/catalogue';
import { refusalTarget, type RefusalTarget } from '../rules/refusal';
import {
  canSubmit,
  EMPTY_STUDENT_FORM,
  FIELD_MAX_LENGTH,
  normaliseEmail,
  studentTextFields,
  UPLOAD_SIMULATION_MS,
  validateField,
  validateFile,
  type StudentFormValues,
  type StudentTextField,
} from '../rules/studentForm';
import { DocumentField } from './DocumentField';
import * as styles from './StudentOfferForm.css';
import { useSimulatedUpload } from './useSimulatedUpload';

export interface StudentOfferFormProps {
  /** Told the server's answer once the documents are recorded (its `userMessage` is the success text). */
  onSubmitted: (result: StudentSubmitResult) => void;
  /** Values to start with (the member's name and email from their profile). */
  initialValues?: Partial<StudentFormValues>;
  /** How long a chosen file shows 'Uploading ...' (default 3 s, the spec's). */
  uploadMs?: number;
}

type ServerErrors = Partial<Record<RefusalTarget, string>>;

const AUTOCOMPLETE = { name: 'name', email: 'email', collegeName: 'organization', pinCode: 'postal-code' } as const;

/**
 * The student offer form (spec §4 "Student offer form", §5 "Student form"): name, email, college
 * name, pin code and the document, sent as one `multipart/form-data` request. A field shows its
 * message once the member leaves it (blank: 'This field is mandatory'); Submit stays disabled
 * until every rule passes and the document has finished 'Uploading ...'. A refusal shows the
 * server's own text under the field it is about, or above Submit.
 */
export function StudentOfferForm({ onSubmitted, initialValues, uploadMs = UPLOAD_SIMULATION_MS }: StudentOfferFormProps) {
  const t = useT(studentOfferCatalogue);
  const partner = usePartner();
  // The fields' labels.
  const labels: Record<StudentTextField, string> = { name: t('form.name'), email: t('form.email'), collegeName: t('form.collegeName'), pinCode: t('form.pinCode') };
  const [values, setValues] = useState<StudentFormValues>(() => ({ ...EMPTY_STUDENT_FORM, ...initialValues }));
  const [touched, setTouched] = useState<ReadonlySet<StudentTextField>>(() => new Set());
  const [fileError, setFileError] = useState<string>();
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const { upload, start, remove } = useSimulatedUpload(uploadMs);
  const submission = useSubmitStudentForm();
  const record = useRecordSubmission();
  const fileInput = useRef<HTMLInputElement>(null);
  const refocusInput = useRef(false);
  const pending = submission.isPending;

  useEffect(() => {
    // After Remove the file row is gone: focus goes to the input that replaced it.
    if (upload.phase === 'none' && refocusInput.current) {
      refocusInput.current = false;
      fileInput.current?.focus();
    }
  }, [upload.phase]);

  const clearServerError = (target: RefusalTarget) => setServerErrors(({ [target]: _gone, form: _form, ...rest }) => rest);
  const change = (field: StudentTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: field === 'email' ? normaliseEmail(value) : value }));
    clearServerError(field);
  };
  const leave = (field: StudentTextField) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const errorOf = (field: StudentTextField) => serverErrors[field] ?? (touched.has(field) ? validateField(t, field, values[field]) : undefined);

  const choose = (file: File) => {
    clearServerError('file');
    const refused = validateFile(t, file);
    setFileError(refused);
    if (!refused) start(file);
  };
  const removeFile = () => {
    refocusInput.current = true;
    setFileError(undefined);
    clearServerError('file');
    remove();
  };

  const documentError = fileError ?? serverErrors.file;
  const fieldRefused = studentTextFields.some((field) => serverErrors[field] !== undefined);
  const ready = canSubmit(values, { phase: upload.phase, error: documentError }) && !fieldRefused;

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || upload.phase !== 'chosen' || pending) return;
    setServerErrors({});
    const trimmed = { name: values.name.trim(), email: values.email.trim(), collegeName: values.collegeName.trim(), pinCode: values.pinCode.trim() };
    submission.mutate(
      { ...trimmed, file: upload.file },
      {
        onSuccess: (result) => {
          // The success view first, then the cached request: the popup must not flip to the
          // request's status on the way.
          onSubmitted(result);
          record(result);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return setServerErrors({ form: t('form.sendFailed') });
          setServerErrors({ [refusalTarget({ systemErrorCode: error.systemErrorCode, details: error.body?.details })]: error.userMessage });
        },
      },
    );
  };

  return (
    <form onSubmit={send} noValidate aria-busy={pending || undefined}>
      <Stack space="standard">
        <Stack space="medium">
          {studentTextFields.map((field) => (
            // Blur bubbles from the field's input (React's focusout): leaving a field shows its message.
            <div key={field} onBlur={() => leave(field)}>
              <TextInput
                label={labels[field]}
                name={field}
                value={values[field]}
                onChange={(value) => change(field, value)}
                type={field === 'email' ? 'email' : field === 'pinCode' ? 'numeric' : 'text'}
                noSpaces={field === 'email' || field === 'pinCode'}
                maxLength={FIELD_MAX_LENGTH[field]}
                autoComplete={AUTOCOMPLETE[field]}
                error={errorOf(field)}
                disabled={pending}
                aria-required="true"
              />
            </div>
          ))}
          <DocumentField upload={upload} error={documentError} onChoose={choose} onRemove={removeFile} disabled={pending} inputRef={fileInput} />
        </Stack>
        <p className={styles.note}>{t('form.note', { brand: partner.brandName })}</p>
        {serverErrors.form ? (
          <p role="alert" className={styles.formError}>
            {serverErrors.form}
          </p>
        ) : null}
        <Button type="submit" variant="primary" fullWidth disabled={!ready} busy={pending}>
          {pending ? t('form.submitting') : t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
