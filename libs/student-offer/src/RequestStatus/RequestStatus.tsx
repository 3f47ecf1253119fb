import type { StudentVerification } from '@rewards/api-client';
import { formatIstDate } from '@rewards/api-contract';
import { Inline, Stack } from '@rewards/design-system';
import { useId, type ReactNode } from 'react';
import { REQUEST_STATE_LABELS } from '../rules/requestState';
import { APPROVED_TEXT, REJECTED_TEXT, SUBMITTED_TEXT } from '../rules/texts';
import * as styles from './RequestStatus.css';

export interface RequestStatusProps {
  request: StudentVerification;
  /** The heading's level: 2 on the page, 3 inside the popup (whose title is the 2). */
  headingLevel?: 2 | 3;
  /** What the member can do next ('Send documents again'). */
  children?: ReactNode;
}

const STATE_TEXT = { SUBMITTED: SUBMITTED_TEXT, APPROVED: APPROVED_TEXT, REJECTED: REJECTED_TEXT } as const;

/** The member's latest request: its state in words, the reviewer's note on a rejection, and what was sent. */
export function RequestStatus({ request, headingLevel = 2, children }: RequestStatusProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Stack space="small">
        <Heading id={headingId} className={styles.heading}>
          Your student verification
        </Heading>
        <p className={styles.state}>
          <Inline as="span" space="small" alignY="center" wrap={false}>
            <span className={styles.stateDot[request.state]} aria-hidden="true" />
            {REQUEST_STATE_LABELS[request.state]}
          </Inline>
        </p>
        <p className={styles.text}>{STATE_TEXT[request.state]}</p>
        {request.state === 'REJECTED' && request.decisionNote ? <p className={styles.note}>{`Reviewer’s note: ${request.decisionNote}`}</p> : null}
        <dl className={styles.details}>
          <dt className={styles.term}>College</dt>
          <dd className={styles.value}>{request.collegeName}</dd>
          <dt className={styles.term}>Document</dt>
          <dd className={styles.value}>{request.documentName}</dd>
          <dt className={styles.term}>Sent on</dt>
          <dd className={styles.value}>
            <time dateTime={request.submittedAt}>{formatIstDate(request.submittedAt)}</time>
          </dd>
          {request.decidedAt ? (
            <>
              <dt className={styles.term}>{request.state === 'APPROVED' ? 'Approved on' : 'Decided on'}</dt>
              <dd className={styles.value}>
                <time dateTime={request.decidedAt}>{formatIstDate(request.decidedAt)}</time>
              </dd>
            </>
          ) : null}
        </dl>
        {children}
      </Stack>
    </section>
  );
}
