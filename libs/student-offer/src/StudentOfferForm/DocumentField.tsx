import { Button, FieldError, Stack, visuallyHidden } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useId, type ChangeEvent, type Ref } from 'react';
import { FILE_ACCEPT, formatFileSize } from '../rules/studentForm';
import { studentOfferCatalogue } from '../i18n/catalogue';
import * as styles from './StudentOfferForm.css';
import type { DocumentUpload } from './useSimulatedUpload';

export interface DocumentFieldProps {
  upload: DocumentUpload;
  /** A file the rules refused (type, size) or the server refused (413, 415). */
  error?: string | undefined;
  onChoose: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
  /** The file input, so the form can give it focus back after Remove. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The document: a real `<input type="file">` (keyboard, screen readers and the platform's picker
 * all work) whose label is the visible button; then 'Uploading ... NN%' for 3 s; then the file's
 * name with Remove. Remove stays the same button from one step to the next, so focus stays on it.
 */
export function DocumentField({ upload, error, onChoose, onRemove, disabled, inputRef }: DocumentFieldProps) {
  const t = useT(studentOfferCatalogue);
  const id = useId();
  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so choosing the same file again after Remove still counts as a change.
    event.target.value = '';
    if (file) onChoose(file);
  };

  return (
    <Stack space="xsmall">
      {upload.phase === 'none' ? (
        <>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.fileInput}
            type="file"
            name="file"
            accept={FILE_ACCEPT}
            disabled={disabled}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={choose}
          />
          <label htmlFor={inputId} className={styles.chooseButton}>
            <UploadIcon />
            {t('document.label')}
          </label>
        </>
      ) : (
        <div className={styles.fileRow}>
          <Stack space="xxsmall">
            <span className={styles.fileName}>{upload.file.name}</span>
            {upload.phase === 'uploading' ? (
              <>
                <p className={styles.fileMeta}>{t('document.uploading', { percent: upload.percent })}</p>
                {/* aria-valuenow as well as value: every reader (and test) reads the same number. */}
                <progress className={styles.progress} max={100} value={upload.percent} aria-valuenow={upload.percent} aria-label={t('document.uploadingLabel', { file: upload.file.name })} />
              </>
            ) : (
              <p className={styles.fileMeta}>{formatFileSize(upload.file.size)}</p>
            )}
          </Stack>
          <Button variant="ghost" size="small" onClick={onRemove} disabled={disabled} aria-label={t('document.removeLabel', { file: upload.file.name })}>
            {t('document.remove')}
          </Button>
        </div>
      )}
      <p id={hintId} className={styles.hint}>
        {t('document.hint')}
      </p>
      {/* FieldError is an alert: a refusal (chosen or sent) is announced as it appears. */}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {/* Says when the file is ready: the progress itself is not announced every tenth of a second. */}
      <p role="status" className={visuallyHidden}>
        {upload.phase === 'chosen' ? t('document.ready', { file: upload.file.name }) : ''}
      </p>
    </Stack>
  );
}

function UploadIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M10 13V3M6 7l4-4 4 4M3 13v3a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
