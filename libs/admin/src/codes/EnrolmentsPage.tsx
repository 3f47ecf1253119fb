// Enrolment lists: a partner and a file; the counts once it is added, or every line that is not a
// mobile (nothing is added then).
import { Button } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useId, useState } from 'react';
import { usePageTitle } from '../shell/usePageTitle';
import { codesCatalogue } from './i18n/catalogue';
import { useUploadEnrolments } from './api';
import { type PartnerChannel } from './format';
import { PartnerOptions, UploadResult, useCsvUpload } from './parts';
import * as styles from './codes.css';

export function EnrolmentsPage() {
  const t = useT(codesCatalogue);
  usePageTitle(t('codes.enrolments.title'));
  const partnerId = useId();
  const fileId = useId();
  const [partner, setPartner] = useState<PartnerChannel>('SHOPPERS_STOP');
  const upload = useUploadEnrolments();
  const { resultRef, setFile, problem, submit } = useCsvUpload(upload, (file, onSettled) => upload.mutate({ partner, file }, { onSettled }));

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('codes.enrolments.title')}</h1>
      <p className={styles.muted}>{t('codes.enrolments.intro')}</p>
      <form className={styles.uploadForm} onSubmit={submit} aria-label={t('codes.enrolments.formLabel')}>
        <div>
          <label htmlFor={partnerId}>{t('codes.store.partner')}</label>{' '}
          <select id={partnerId} value={partner} onChange={(event) => setPartner(event.target.value as PartnerChannel)}>
            <PartnerOptions />
          </select>
        </div>
        <div>
          <label htmlFor={fileId}>{t('codes.enrolments.file')}</label> <input id={fileId} type="file" accept=".csv,.txt,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </div>
        <Button type="submit" busy={upload.isPending}>
          {t('codes.enrolments.upload')}
        </Button>
      </form>
      <UploadResult
        resultRef={resultRef}
        problem={problem}
        error={upload.isError ? upload.error : null}
        success={
          upload.isSuccess
            ? t('codes.enrolments.added', {
                partner: upload.data.partner,
                mobiles: upload.data.mobiles,
                added: upload.data.added,
                already: upload.data.alreadyEnrolled,
                duplicates: upload.data.duplicates,
              })
            : null
        }
      />
    </div>
  );
}
