import type { StudentVerification } from '@rewards/api-client';
import { Inline, Stack } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { useId, type ReactNode } from 'react';
import { studentOfferCatalogue } from '../i18n/catalogue';
import { requestDate, requestStateLabel, requestStateText } from '../rules/requestState';
import * as styles from './RequestStatus.css';

export interface RequestStatusProps {
  request: StudentVerification;
  /** The heading's level: 2 on the page, 3 inside the popup (whose title is the 2). */
  headingLevel?: 2 | 3;
  /** What the member can do next ('Send documents again'). */
  children?: ReactNode;
}

/** The member's latest request: its state in words, the reviewer's note on a rejection, and what was sent. */
export function RequestStatus({ request, headingLevel = 2, children }: RequestStatusProps) {
  const t = useT(studentOfferCatalogue);
  const locale = useLocale();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Stack space="small">
        <Heading id={headingId} className={styles.heading}>
          {t('status.heading')}
        </Heading>
        <p className={styles.state}>
          <Inline as="span" space="small" alignY="center" wrap={false}>
            <span className={styles.stateDot[request.state]} aria-hidden="true" />
            {requestStateLabel(t, request.state)}
          </Inline>
        </p>
        <p className={styles.text}>{requestStateText(t, request.state)}</p>
        {request.state === 'REJECTED' && request.decisionNote ? <p className={styles.note}>{t('status.reviewerNote', { note: request.decisionNote })}</p> : null}
        <dl className={styles.details}>
          <dt className={styles.term}>{t('status.college')}</dt>
          <dd className={styles.value}>{request.collegeName}</dd>
          <dt className={styles.term}>{t('status.document')}</dt>
          <dd className={styles.value}>{request.documentName}</dd>
          <dt className={styles.term}>{t('status.sentOn')}</dt>
          <dd className={styles.value}>
            <time dateTime={request.submittedAt}>{requestDate(request.submittedAt, locale)}</time>
          </dd>
          {request.decidedAt ? (
            <>
              <dt className={styles.term}>{request.state === 'APPROVED' ? t('status.approvedOn') : t('status.decidedOn')}</dt>
              <dd className={styles.value}>
                <time dateTime={request.decidedAt}>{requestDate(request.decidedAt, locale)}</time>
              </dd>
            </>
          ) : null}
        </dl>
        {children}
      </Stack>
    </section>
  );
}
