// One student request: the member and the form's fields, the document (a PDF drawn by pdf.js in the
// page, lazy-loaded as its own chunk; an image as <img>; anything else only as a download), and
// Approve or Reject (with a note the member is shown). When another reviewer decided first, their
// decision is announced and the request shown as it now is.
import { ApiError } from '@rewards/api-client';
import { Button } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { Suspense, lazy, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useStaffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { NoteForm } from '../ui/NoteForm';
import { BackLink } from '../ui/BackLink';
import { studentsCatalogue } from './i18n/catalogue';
import { useDecideStudentRequest, useStudentRequest } from './api';
import { momentLabel, sizeLabel, stateLabel, typeLabel, type StudentRequest } from './format';
import * as styles from './students.css';

export const NOTE_MAX_LENGTH = 500;

const NOTE_FORM = { form: styles.section, textarea: styles.textarea, actions: styles.actions };

export function RequestPage() {
  const { requestId = '' } = useParams();
  const request = useStudentRequest(requestId);
  const t = useT(studentsCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  usePageTitle(request.data ? t('students.request.heading', { name: request.data.form.name }) : t('students.request.title'));

  if (request.isPending) return <p role="status">{t('students.request.loading')}</p>;
  if (request.isError && !request.data) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('students.request.title')}</h1>
        <p role="alert" className={styles.alert}>
          {request.error instanceof ApiError && request.error.status === 404 ? t('students.request.notFound') : staffErrorMessage(request.error)}
        </p>
        <BackToQueue />
      </div>
    );
  }
  return <RequestView request={request.data} />;
}

function BackToQueue() {
  const t = useT(studentsCatalogue);
  return <BackLink to="..">{t('students.request.back')}</BackLink>;
}

function RequestView({ request }: { request: StudentRequest }) {
  const t = useT(studentsCatalogue);
  const locale = useLocale();
  const { member, form, document } = request;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('students.request.heading', { name: form.name })}</h1>
      <p className={styles.muted}>{t('students.request.stateLine', { state: stateLabel(t, request.state), moment: momentLabel(request.submittedAt, locale) })}</p>
      <Decision key={request.requestId} request={request} />
      <div className={styles.columns}>
        <div className={styles.section}>
          <section className={styles.section} aria-labelledby="student-member">
            <h2 id="student-member" className={styles.subheading}>
              {t('students.request.member')}
            </h2>
            <dl className={styles.details}>
              <Detail term={t('students.request.name')} value={member.name ?? t('students.request.notGiven')} />
              <Detail term={t('students.request.ssoId')} value={member.ssoId} />
              <Detail term={t('students.request.mobile')} value={member.mobile ?? t('students.request.none')} />
              <Detail term={t('students.request.membership')} value={member.membership} />
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="student-form">
            <h2 id="student-form" className={styles.subheading}>
              {t('students.request.form')}
            </h2>
            <dl className={styles.details}>
              <Detail term={t('students.request.name')} value={form.name} />
              <Detail term={t('students.request.email')} value={form.email} />
              <Detail term={t('students.request.college')} value={form.collegeName} />
              <Detail term={t('students.request.pincode')} value={form.pincode} />
            </dl>
          </section>
        </div>
        <section className={styles.section} aria-labelledby="student-document">
          <h2 id="student-document" className={styles.subheading}>
            {t('students.request.document')}
          </h2>
          <p className={styles.muted}>
            {document.name} · {typeLabel(t, document.type)} · {sizeLabel(document.bytes)}
          </p>
          <DocumentViewer document={document} />
        </section>
      </div>
    </div>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{value}</dd>
    </>
  );
}

/** pdf.js and its viewer, fetched only when a PDF is shown; if the chunk cannot be loaded, the download remains. */
const PdfViewer = lazy(() => import('./PdfViewer').catch(() => ({ default: PdfViewerUnavailable })));

function PdfViewerUnavailable() {
  const t = useT(studentsCatalogue);
  return (
    <p role="alert" className={styles.alert}>
      {t('students.document.viewerUnavailable')}
    </p>
  );
}

/** Shown in the console only as pixels (a PDF drawn by pdf.js, an image); anything else is downloaded. */
function DocumentViewer({ document }: { document: StudentRequest['document'] }) {
  const t = useT(studentsCatalogue);
  const download = (
    <a href={document.url} download className={styles.link}>
      {t('students.document.download', { name: document.name })}
    </a>
  );
  if (document.disposition === 'attachment') {
    return (
      <>
        <p className={styles.muted}>{t('students.document.noPreview')}</p>
        <p>{download}</p>
      </>
    );
  }
  return (
    <>
      {document.type === 'pdf' ? (
        <Suspense fallback={<p role="status">{t('students.document.loadingViewer')}</p>}>
          <PdfViewer url={document.url} name={document.name} />
        </Suspense>
      ) : (
        <img className={styles.image} src={document.url} alt={t('students.document.imageAlt', { name: document.name })} referrerPolicy="no-referrer" />
      )}
      <p>{download}</p>
    </>
  );
}

/** Approve, or reject with a note; or the decision made. */
function Decision({ request }: { request: StudentRequest }) {
  const t = useT(studentsCatalogue);
  const staffErrorMessage = useStaffErrorMessage();
  const locale = useLocale();
  const decide = useDecideStudentRequest(request.requestId);
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);

  const send = (decision: 'APPROVED' | 'REJECTED') => {
    decide.mutate(decision === 'APPROVED' ? { decision } : { decision, note: note.trim() }, {
      onSuccess: () => {
        setRejecting(false);
        setDone(decision === 'APPROVED' ? t('students.decide.approved') : t('students.decide.rejected'));
        requestAnimationFrame(() => statusRef.current?.focus());
      },
      onError: () => requestAnimationFrame(() => alertRef.current?.focus()),
    });
  };

  const submitRejection = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim() === '') {
      setNoteError(t('students.decide.noteRequired'));
      noteRef.current?.focus();
      return;
    }
    setNoteError(null);
    send('REJECTED');
  };

  const failure = decide.isError ? (
    <p role="alert" ref={alertRef} tabIndex={-1} className={styles.alert}>
      {staffErrorMessage(decide.error)}
    </p>
  ) : null;

  if (done) {
    return (
      <div className={styles.section}>
        <p role="status" ref={statusRef} tabIndex={-1} className={styles.status}>
          {done}
        </p>
        <BackToQueue />
      </div>
    );
  }

  if (request.decision) {
    const { decision } = request;
    return (
      <section className={styles.section} aria-labelledby="student-decision">
        {failure}
        <h2 id="student-decision" className={styles.subheading}>
          {t('students.decision.heading')}
        </h2>
        <p>
          {decision.decidedBy
            ? t('students.decision.madeBy', { state: decision.state, by: decision.decidedBy, moment: momentLabel(decision.decidedAt, locale) })
            : t('students.decision.made', { state: decision.state, moment: momentLabel(decision.decidedAt, locale) })}
        </p>
        {decision.note ? <p>{t('students.decision.note', { note: decision.note })}</p> : null}
        <BackToQueue />
      </section>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="student-decide">
      <h2 id="student-decide" className={styles.subheading}>
        {t('students.decide.heading')}
      </h2>
      {failure}
      {rejecting ? (
        <NoteForm
          label={t('students.decide.noteLabel')}
          value={note}
          onChange={setNote}
          maxLength={NOTE_MAX_LENGTH}
          invalid={Boolean(noteError)}
          message={noteError}
          submitLabel={t('students.decide.rejectRequest')}
          busy={decide.isPending}
          onSubmit={submitRejection}
          onCancel={() => {
            setRejecting(false);
            setNoteError(null);
            requestAnimationFrame(() => rejectRef.current?.focus());
          }}
          fieldRef={noteRef}
          classNames={NOTE_FORM}
        />
      ) : (
        <div className={styles.actions}>
          <Button busy={decide.isPending} onClick={() => send('APPROVED')}>
            {t('students.decide.approve')}
          </Button>
          <Button
            ref={rejectRef}
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => {
              setRejecting(true);
              requestAnimationFrame(() => noteRef.current?.focus());
            }}
          >
            {t('students.decide.reject')}
          </Button>
        </div>
      )}
    </section>
  );
}
