// What the codes pages share: the announcement an action leaves (focused when it appears), the
// Pause or Resume button of a code's row, the table's column headings, and a CSV upload's check,
// sending and result (the file's bad lines listed under it).
import { Button } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useStaffErrorMessage } from '../shell/staffErrors';
import { CancelButton } from '../ui/CancelButton';
import { codesCatalogue } from './i18n/catalogue';
import { lineErrors, PARTNERS, statusLabel, UPLOAD_LIMIT_BYTES, type AdminCode } from './format';
import * as styles from './codes.css';

export interface NoticeText {
  kind: 'status' | 'alert';
  text: string;
}

/** An action's announcement: `setNotice` shows it and moves the focus to it. */
export function useNotice() {
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  return { notice, setNotice, noticeRef };
}

export function Notice({ notice, noticeRef }: { notice: NoticeText | null; noticeRef: RefObject<HTMLParagraphElement | null> }) {
  return notice ? (
    <p ref={noticeRef} tabIndex={-1} role={notice.kind} className={notice.kind === 'alert' ? styles.alert : styles.status}>
      {notice.text}
    </p>
  ) : null;
}

interface PauseMutation {
  mutate: (variables: { code: string; paused: boolean }, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

/** Pauses or resumes a code, announcing the outcome in the page's language (`pausedText` once paused). */
export function usePauseToggle(pause: PauseMutation, setNotice: (notice: NoticeText) => void, pausedText: (code: string) => string) {
  const t = useT(codesCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  return (code: string, paused: boolean) =>
    pause.mutate(
      { code, paused },
      {
        onSuccess: () => setNotice({ kind: 'status', text: paused ? pausedText(code) : t('codes.resumed', { code }) }),
        onError: (error) => setNotice({ kind: 'alert', text: staffErrorMessage(error) }),
      },
    );
}

/** A code's last two cells: its status, and the Pause or Resume button. */
export function StatusAndPauseCells({ code, busy, onToggle }: { code: { code: string; status: AdminCode['status']; pausedAt: string | null }; busy: boolean; onToggle: (code: string, paused: boolean) => void }) {
  const t = useT(codesCatalogue);
  const live = code.pausedAt === null;
  return (
    <>
      <td className={styles.nowrap}>
        <span className={styles.badge}>{statusLabel(t, code.status)}</span>
      </td>
      <td className={styles.nowrap}>
        <Button size="small" variant="secondary" busy={busy} onClick={() => onToggle(code.code, live)} aria-label={live ? t('codes.pauseLabel', { code: code.code }) : t('codes.resumeLabel', { code: code.code })}>
          {live ? t('codes.pause') : t('codes.resume')}
        </Button>
      </td>
    </>
  );
}

/** A new code form's buttons: create it, or Cancel. */
export function FormActions({ submitLabel, busy, onCancel }: { submitLabel: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className={styles.formActions}>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
      <CancelButton variant="secondary" onClick={onCancel} />
    </div>
  );
}

/** The partners as a select's options. */
export function PartnerOptions() {
  return PARTNERS.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

export function ColumnHeadings({ headings }: { headings: readonly string[] }) {
  return (
    <thead>
      <tr>
        {headings.map((heading) => (
          <th key={heading} scope="col" className={styles.nowrap}>
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A CSV upload: checks the file is chosen and small enough, then `send`s its text; the result takes the focus once settled. */
export function useCsvUpload(upload: { reset: () => void }, send: (text: string, onSettled: () => void) => void) {
  const t = useT(codesCatalogue);
  const resultRef = useRef<HTMLDivElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    upload.reset();
    if (!file) return setProblem(t('codes.upload.noFile'));
    if (file.size > UPLOAD_LIMIT_BYTES) return setProblem(t('codes.upload.tooLarge', { megabytes: UPLOAD_LIMIT_BYTES / (1024 * 1024) }));
    setProblem(null);
    send(await file.text(), () => requestAnimationFrame(() => resultRef.current?.focus()));
  };
  return { resultRef, setFile, problem, submit };
}

export interface UploadResultProps {
  resultRef: RefObject<HTMLDivElement | null>;
  /** The file's own problem, found before sending it. */
  problem: string | null;
  /** The refusal, when the upload failed. */
  error: unknown;
  /** What was added, once the upload succeeded. */
  success: ReactNode;
  className?: string;
}

export function UploadResult({ resultRef, problem, error, success, className }: UploadResultProps) {
  const t = useT(codesCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  const lines = lineErrors(error);
  return (
    <div ref={resultRef} tabIndex={-1} className={className}>
      {problem ? (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      ) : error ? (
        <div role="alert" className={styles.alert}>
          <p>{staffErrorMessage(error)}</p>
          {lines.length > 0 ? (
            <ul className={styles.lineErrors} aria-label={t('codes.upload.problemsByLine')}>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : success ? (
        <p role="status" className={styles.status}>
          {success}
        </p>
      ) : null}
    </div>
  );
}
