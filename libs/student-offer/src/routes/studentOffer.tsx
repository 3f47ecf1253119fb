import { useLoginPopup, useSession } from '@rewards/auth';
import { Button, Inline, PageMeta, Stack } from '@rewards/design-system';
import { useOverlay } from '@rewards/platform';
import { usePartner } from '@rewards/partner';
import { useStudentRequest } from '../api/useStudentApi';
import { RequestStatus } from '../RequestStatus';
import {
  LOADING_REQUEST,
  NO_REQUEST_TEXT,
  OFFER_STEPS,
  offerIntro,
  REQUEST_FAILED,
  RETRY_LABEL,
  SEND_AGAIN_LABEL,
  SIGN_IN_LABEL,
  STUDENT_OFFER_OVERLAY,
  STUDENT_OFFER_PATH,
  STUDENT_OFFER_TITLE,
  VERIFY_LABEL,
  VISITOR_PROMPT,
} from '../rules/texts';
import * as styles from './studentOffer.css';

/**
 * `/student-offer`: what the student offer is, for everyone (visitors are not sent away), then
 * the viewer's part: a visitor signs in; a member sees their latest request (under review,
 * approved, or rejected with the reviewer's note and a way to send again) or starts one. The form
 * itself is the `student_offer_modal` popup the shell hosts. No loader: the request is the
 * member's own, read with their token in the browser.
 */
export function Component() {
  const partner = usePartner();
  const { status } = useSession();
  return (
    <div className={styles.page}>
      <Stack space="large">
        <PageMeta title={`${STUDENT_OFFER_TITLE} | ${partner.brandName}`} description={offerIntro(partner.brandName)} canonicalPath={STUDENT_OFFER_PATH} />
        <Stack space="standard">
          <h1 className={styles.h1}>{STUDENT_OFFER_TITLE}</h1>
          <p className={styles.intro}>{offerIntro(partner.brandName)}</p>
        </Stack>
        <Stack as="section" space="standard" aria-labelledby="student-offer-steps">
          <h2 id="student-offer-steps" className={styles.h2}>
            How it works
          </h2>
          <ol className={styles.steps}>
            {OFFER_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Stack>
        {status === 'loggedIn' ? <MemberPart /> : status === 'loggingIn' ? <Loading /> : <VisitorPart />}
      </Stack>
    </div>
  );
}

function VisitorPart() {
  const login = useLoginPopup();
  return (
    <Stack space="standard">
      <p className={styles.text}>{VISITOR_PROMPT}</p>
      <Inline space="none">
        <Button variant="primary" onClick={() => login.open({ origin: 'LOGIN', stayOnPage: true })}>
          {SIGN_IN_LABEL}
        </Button>
      </Inline>
    </Stack>
  );
}

function MemberPart() {
  const latest = useStudentRequest();
  const modal = useOverlay(STUDENT_OFFER_OVERLAY);
  if (latest.isPending) return <Loading />;
  if (latest.isError) {
    return (
      <Stack space="standard">
        <p role="alert" className={styles.text}>
          {REQUEST_FAILED}
        </p>
        <Inline space="none">
          <Button variant="secondary" onClick={() => void latest.refetch()}>
            {RETRY_LABEL}
          </Button>
        </Inline>
      </Stack>
    );
  }
  const request = latest.data;
  if (!request) {
    return (
      <Stack space="standard">
        <p className={styles.text}>{NO_REQUEST_TEXT}</p>
        <Inline space="none">
          <Button variant="primary" onClick={() => modal.show()}>
            {VERIFY_LABEL}
          </Button>
        </Inline>
      </Stack>
    );
  }
  return (
    <RequestStatus request={request}>
      {request.state === 'REJECTED' ? (
        <Inline space="none">
          <Button variant="primary" onClick={() => modal.show()}>
            {SEND_AGAIN_LABEL}
          </Button>
        </Inline>
      ) : null}
    </RequestStatus>
  );
}

function Loading() {
  return (
    <p role="status" className={styles.muted}>
      {LOADING_REQUEST}
    </p>
  );
}
