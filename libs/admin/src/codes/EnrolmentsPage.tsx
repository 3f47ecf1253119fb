// Enrolment lists: a partner and a file; the counts once it is added, or every line that is not a
// mobile (nothing is added then).
import { Button } from '@rewards/design-system';
import { useId, useState } from 'react';
import { usePageTitle } from '../shell/usePageTitle';
import { useUploadEnrolments } from './api';
import { type PartnerChannel } from './format';
import { PartnerOptions, UploadResult, useCsvUpload } from './parts';
import * as styles from './codes.css';

export function EnrolmentsPage() {
  usePageTitle('Enrolment lists');
  const partnerId = useId();
  const fileId = useId();
  const [partner, setPartner] = useState<PartnerChannel>('SHOPPERS_STOP');
  const upload = useUploadEnrolments();
  const { resultRef, setFile, problem, submit } = useCsvUpload(upload, (file, onSettled) => upload.mutate({ partner, file }, { onSettled }));

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Enrolment lists</h1>
      <p className={styles.muted}>One mobile a line (a header line, +91, a leading 0, spaces and hyphens are fine). Mobiles already on the list stay as they are. One line that is not a mobile refuses the whole list.</p>
      <form className={styles.uploadForm} onSubmit={submit} aria-label="Upload an enrolment list">
        <div>
          <label htmlFor={partnerId}>Partner</label>{' '}
          <select id={partnerId} value={partner} onChange={(event) => setPartner(event.target.value as PartnerChannel)}>
            <PartnerOptions />
          </select>
        </div>
        <div>
          <label htmlFor={fileId}>CSV file</label> <input id={fileId} type="file" accept=".csv,.txt,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </div>
        <Button type="submit" busy={upload.isPending}>
          Upload list
        </Button>
      </form>
      <UploadResult
        resultRef={resultRef}
        problem={problem}
        error={upload.isError ? upload.error : null}
        success={
          upload.isSuccess ? (
            <>
              {upload.data.partner}: {upload.data.mobiles} mobiles read, {upload.data.added} enrolled, {upload.data.alreadyEnrolled} already on the list, {upload.data.duplicates} repeated in the file.
            </>
          ) : null
        }
      />
    </div>
  );
}
