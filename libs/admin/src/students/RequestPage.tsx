// One student request: the member and the form's fields, the document (a PDF drawn by pdf.js in the
// page, lazy-loaded as its own chunk; an image as <img>; anything else only as a download), and
// Approve or Reject (with a note the member is shown). When another reviewer decided first, their
// decision is announced and the request shown as it now is.
import { ApiError } from '@rewards/api-client';
import { Button } from '@rewards/design-system';
import { Suspense, lazy, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { staffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { NoteForm } from '../ui/NoteForm';
import { BackLink } from '../ui/BackLink';
import { useDecideStudentRequest, useStudentRequest } from './api';
import { STATE_LABELS, momentLabel, sizeLabel, typeLabel, type StudentRequest } from './format';
import * as styles from './students.css';

export const NOTE_MAX_LENGTH = 500;

const NOTE_FORM = { form: styles.section, textarea: styles.textarea, actions: styles.actions };

export function RequestPage() {
  const { requestId = '' } = useParams();
  const request = useStudentRequest(requestId);
  usePageTitle(request.data ? `Request from ${request.data.form.name}` : 'Student request');

  if (request.isPending) return <p role="status">Loading the request…</p>;
  if (request.isError && !request.data) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>Student request</h1>
        <p role="alert" className={styles.alert}>
          {request.error instanceof ApiError && request.error.status === 404 ? 'This request does not exist.' : staffErrorMessage(request.error)}
        </p>
        <BackToQueue />
      </div>
    );
  }
  return <RequestView request={request.data} />;
}

function BackToQueue() {
  return <BackLink to="..">Back to the queue</BackLink>;
}

function RequestView({ request }: { request: StudentRequest }) {
  const { member, form, document } = request;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Request from {form.name}</h1>
      <p className={styles.muted}>
        {STATE_LABELS[request.state]} · submitted {momentLabel(request.submittedAt)}
      </p>
      <Decision key={request.requestId} request={request} />
      <div className={styles.columns}>
        <div className={styles.section}>
          <section className={styles.section} aria-labelledby="student-member">
            <h2 id="student-member" className={styles.subheading}>
              Member
            </h2>
            <dl className={styles.details}>
              <Detail term="Name" value={member.name ?? 'Not given'} />
              <Detail term="SSO id" value={member.ssoId} />
              <Detail term="Mobile" value={member.mobile ?? 'None'} />
              <Detail term="Membership" value={member.membership} />
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="student-form">
            <h2 id="student-form" className={styles.subheading}>
              Form
            </h2>
            <dl className={styles.details}>
              <Detail term="Name" value={form.name} />
              <Detail term="Email" value={form.email} />
              <Detail term="College" value={form.collegeName} />
              <Detail term="Pin code" value={form.pincode} />
            </dl>
          </section>
        </div>
        <section className={styles.section} aria-labelledby="student-document">
          <h2 id="student-document" className={styles.subheading}>
            Document
          </h2>
          <p className={styles.muted}>
            {document.name} · {typeLabel(document.type)} · {sizeLabel(document.bytes)}
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
  return (
    <p role="alert" className={styles.alert}>
      The PDF viewer could not be loaded. Reload the page, or download the document to open it.
    </p>
  );
}

/** Shown in the console only as pixels (a PDF drawn by pdf.js, an image); anything else is downloaded. */
function DocumentViewer({ document }: { document: StudentRequest['document'] }) {
  const download = (
    <a href={document.url} download className={styles.link}>
      Download {document.name}
    </a>
  );
  if (document.disposition === 'attachment') {
    return (
      <>
        <p className={styles.muted}>This type cannot be previewed safely in the browser.</p>
        <p>{download}</p>
      </>
    );
  }
  return (
    <>
      {document.type === 'pdf' ? (
        <Suspense fallback={<p role="status">Loading the PDF viewer…</p>}>
          <PdfViewer url={document.url} name={document.name} />
        </Suspense>
      ) : (
        <img className={styles.image} src={document.url} alt={`The member's document: ${document.name}`} referrerPolicy="no-referrer" />
      )}
      <p>{download}</p>
    </>
  );
}

/** Approve, or reject with a note; or the decision made. */
function Decision({ request }: { request: StudentRequest }) {
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
        setDone(decision === 'APPROVED' ? 'Approved. The member has been told the student offer is now theirs.' : 'Rejected. The member has been told why, and that they may send a new request.');
        requestAnimationFrame(() => statusRef.current?.focus());
      },
      onError: () => requestAnimationFrame(() => alertRef.current?.focus()),
    });
  };

  const submitRejection = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim() === '') {
      setNoteError('Write a note to reject: the member is shown it.');
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
          Decision
        </h2>
        <p>
          {decision.state === 'APPROVED' ? 'Approved' : 'Rejected'}
          {decision.decidedBy ? ` by ${decision.decidedBy}` : ''} on {momentLabel(decision.decidedAt)}
        </p>
        {decision.note ? <p>Note to the member: {decision.note}</p> : null}
        <BackToQueue />
      </section>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="student-decide">
      <h2 id="student-decide" className={styles.subheading}>
        Decide
      </h2>
      {failure}
      {rejecting ? (
        <NoteForm
          label="Note to the member (why it is rejected)"
          value={note}
          onChange={setNote}
          maxLength={NOTE_MAX_LENGTH}
          invalid={Boolean(noteError)}
          message={noteError}
          submitLabel="Reject request"
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
            Approve
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
            Reject
          </Button>
        </div>
      )}
    </section>
  );
}
