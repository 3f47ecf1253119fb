// Enrolment lists: a partner and a file; the counts once it is added, or every line that is not a
// mobile (nothing is added then).
import { Button } from '@rewards/design-system';
import { useId, useRef, useState, type FormEvent } from 'react';
import { staffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { useUploadEnrolments } from './api';
import { lineErrors, PARTNERS, UPLOAD_LIMIT_BYTES, type PartnerChannel } from './format';
import * as styles from './codes.css';

export function EnrolmentsPage() {
  usePageTitle('Enrolment lists');
  const partnerId = useId();
  const fileId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const [partner, setPartner] = useState<PartnerChannel>('SHOPPERS_STOP');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadEnrolments();
  const lines = lineErrors(upload.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    upload.reset();
    if (!file) return setProblem('Choose a CSV file first.');
    if (file.size > UPLOAD_LIMIT_BYTES) return setProblem('The file is larger than 4 MB. Split it and upload each part.');
    setProblem(null);
    upload.mutate({ partner, file: await file.text() }, { onSettled: () => requestAnimationFrame(() => resultRef.current?.focus()) });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Enrolment lists</h1>
      <p className={styles.muted}>One mobile a line (a header line, +91, a leading 0, spaces and hyphens are fine). Mobiles already on the list stay as they are. One line that is not a mobile refuses the whole list.</p>
      <form className={styles.uploadForm} onSubmit={submit} aria-label="Upload an enrolment list">
        <div>
          <label htmlFor={partnerId}>Partner</label>{' '}
          <select id={partnerId} value={partner} onChange={(event) => setPartner(event.target.value as PartnerChannel)}>
            {PARTNERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={fileId}>CSV file</label> <input id={fileId} type="file" accept=".csv,.txt,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </div>
        <Button type="submit" busy={upload.isPending}>
          Upload list
        </Button>
      </form>
      <div ref={resultRef} tabIndex={-1}>
        {problem ? (
          <p role="alert" className={styles.alert}>
            {problem}
          </p>
        ) : upload.isError ? (
          <div role="alert" className={styles.alert}>
            <p>{staffErrorMessage(upload.error)}</p>
            {lines.length > 0 ? (
              <ul className={styles.lineErrors} aria-label="Problems by line">
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : upload.isSuccess ? (
          <p role="status" className={styles.status}>
            {upload.data.partner}: {upload.data.mobiles} mobiles read, {upload.data.added} enrolled, {upload.data.alreadyEnrolled} already on the list, {upload.data.duplicates} repeated in the file.
          </p>
        ) : null}
      </div>
    </div>
  );
}
