import { Button, ButtonLink, Inline, PageMeta } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useNavigate } from 'react-router-dom';
import * as styles from '../errors/ErrorPage.css';

export const systemPageKinds = ['overload', 'downtime'] as const;
export type SystemPageKind = (typeof systemPageKinds)[number];

/** What each system page says. */
export const SYSTEM_PAGE_TEXTS: Record<SystemPageKind, { heading: string; message: string; hint: string }> = {
  overload: {
    heading: 'We are a little busy right now',
    message: 'Too many members are using the site at the moment, so we could not load this page.',
    hint: 'Please try again in a few minutes. Your membership and benefits are safe.',
  },
  downtime: {
    heading: 'We will be back shortly',
    message: 'The site is down for scheduled maintenance.',
    hint: 'We are making things better for you. Please try again in a little while.',
  },
};

export interface SystemPageProps {
  kind: SystemPageKind;
  /** What RETRY does; reloads the page by default. */
  onRetry?: () => void;
}

/** The system-overload and downtime screens: what happened, RETRY (reload) and a way home. */
export function SystemPage({ kind, onRetry = () => window.location.reload() }: SystemPageProps) {
  const partner = usePartner();
  const navigate = useNavigate();
  const text = SYSTEM_PAGE_TEXTS[kind];
  return (
    <div className={styles.page}>
      <PageMeta title={`${text.heading} | ${partner.brandName}`} description={text.message} canonicalPath={kind === 'overload' ? '/system-overload' : '/downtime'} noIndex />
      <h1 className={styles.systemHeading}>{text.heading}</h1>
      <p className={styles.message}>{text.message}</p>
      <p className={styles.hint}>{text.hint}</p>
      <Inline space="standard" align="center">
        <Button variant="primary" size="large" onClick={onRetry}>
          RETRY
        </Button>
        <ButtonLink href="/" variant="secondary" size="large" onNavigate={(href) => navigate(href)}>
          TAKE ME HOME
        </ButtonLink>
      </Inline>
    </div>
  );
}
