import type { StudentSubmitResult } from '@rewards/api-client';
import type { User } from '@rewards/api-contract';
import { isPlaceholderName, useLoginPopup, useSession } from '@rewards/auth';
import { Button, Dialog, Stack, useStepFocus } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useState, type ReactNode } from 'react';
import { useStudentRequest } from '../api/useStudentApi';
import { studentOfferCatalogue } from '../i18n/catalogue';
import { RequestStatus } from '../RequestStatus';
import { canSendForm } from '../rules/requestState';
import type { StudentFormValues } from '../rules/studentForm';
import { StudentOfferForm } from '../StudentOfferForm';
import * as styles from './StudentOfferModal.css';

export interface StudentOfferModalProps {
  open: boolean;
  /** Called with `false` on Close, Escape, a click outside (spec: outside clicks close it) and Done. */
  onOpenChange: (open: boolean) => void;
  /** How long a chosen file shows 'Uploading ...' (default 3 s). */
  uploadMs?: number;
}

/**
 * `student_offer_modal`: the student offer form in the design system's dialog (a bottom sheet on
 * phones, a centred modal from 1024 px; focus kept inside, Escape and outside clicks close it).
 * A member with a request under review or approved sees it instead of the form; a rejected one sees
 * the reviewer's note above the form; a visitor is asked to sign in.
 */
export function StudentOfferModal({ open, onOpenChange, uploadMs }: StudentOfferModalProps) {
  const t = useT(studentOfferCatalogue);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('modal.title')} size="medium">
      {/* Inside the dialog's content, so each opening starts afresh. */}
      <StudentOfferBody onClose={() => onOpenChange(false)} uploadMs={uploadMs} />
    </Dialog>
  );
}

function StudentOfferBody(props: { onClose: () => void; uploadMs: number | undefined }) {
  const [step, content] = useStudentOfferStep(props);
  // Each step replaces the last one and the control that led to it (Submit, Sign in): focus moves to
  // its heading, or to the step itself (issue 33).
  const stepRef = useStepFocus<HTMLDivElement>(step);
  return (
    <div ref={stepRef} className={styles.step}>
      {content}
    </div>
  );
}

/** The body's current step and its key (null while loading: no step yet). */
function useStudentOfferStep({ onClose, uploadMs }: { onClose: () => void; uploadMs: number | undefined }): [string | null, ReactNode] {
  const t = useT(studentOfferCatalogue);
  const { status, user } = useSession();
  const login = useLoginPopup();
  const latest = useStudentRequest();
  const [submitted, setSubmitted] = useState<StudentSubmitResult | null>(null);

  if (status === 'loggingIn') return [null, <Loading />];
  if (status !== 'loggedIn' || !user) {
    return ['visitor', (
      <Stack space="standard">
        <p className={styles.text}>{t('visitor.prompt')}</p>
        <Button variant="primary" fullWidth onClick={() => login.open({ origin: 'LOGIN', stayOnPage: true })}>
          {t('visitor.signIn')}
        </Button>
      </Stack>
    )];
  }
  if (submitted) {
    return ['submitted', (
      <Stack space="standard">
        <p role="status" className={styles.success}>
          {submitted.userMessage || t('modal.submitted')}
        </p>
        <RequestStatus request={submitted.data} headingLevel={3} />
        <Button variant="primary" fullWidth onClick={onClose}>
          {t('modal.done')}
        </Button>
      </Stack>
    )];
  }
  if (latest.isPending) return [null, <Loading />];
  // Could not read the request (offline, a failure): the form is still offered; the server refuses a
  // second open request itself.
  const request = latest.data ?? null;
  if (!canSendForm(request) && request) {
    return ['status', (
      <Stack space="standard">
        <RequestStatus request={request} headingLevel={3} />
        <Button variant="primary" fullWidth onClick={onClose}>
          {t('modal.done')}
        </Button>
      </Stack>
    )];
  }
  return ['form', (
    <Stack space="standard">
      {request ? <RequestStatus request={request} headingLevel={3} /> : null}
      <StudentOfferForm onSubmitted={setSubmitted} initialValues={memberValues(user)} {...(uploadMs !== undefined ? { uploadMs } : {})} />
    </Stack>
  )];
}

function Loading() {
  const t = useT(studentOfferCatalogue);
  return (
    <p role="status" className={styles.muted}>
      {t('request.loading')}
    </p>
  );
}

/** The member's name and email from their profile, to start the form with (a placeholder name is left out). */
export function memberValues(user: User): Partial<StudentFormValues> {
  const first = user.firstName && !isPlaceholderName(user.firstName) ? user.firstName : '';
  const name = [first, first ? user.lastName : ''].filter(Boolean).join(' ');
  return { name, email: (user.email ?? '').toLowerCase() };
}
