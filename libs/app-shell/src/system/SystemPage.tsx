import { Button, ButtonLink, Inline, PageMeta } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useNavigate } from 'react-router-dom';
import * as styles from '../errors/ErrorPage.css';
import { useT } from '@rewards/i18n';
import { systemCatalogue } from './i18n/catalogue';

export const systemPageKinds = ['overload', 'downtime'] as const;
export type SystemPageKind = (typeof systemPageKinds)[number];

// What each system page says: system.<kind>Heading, Message and Hint.
// i18n-keys: system.overloadHeading system.overloadMessage system.overloadHint system.downtimeHeading system.downtimeMessage system.downtimeHint

export interface SystemPageProps {
  kind: SystemPageKind;
  /** What RETRY does; reloads the page by default. */
  onRetry?: () => void;
}

/** The system-overload and downtime screens: what happened, RETRY (reload) and a way home. */
export function SystemPage({ kind, onRetry = () => window.location.reload() }: SystemPageProps) {
  const partner = usePartner();
  const t = useT(systemCatalogue);
  const navigate = useNavigate();
  const text = { heading: t(`system.${kind}Heading`), message: t(`system.${kind}Message`), hint: t(`system.${kind}Hint`) };
  return (
    <div className={styles.page}>
      <PageMeta title={t('system.pageTitle', { heading: text.heading, brand: partner.brandName })} description={text.message} canonicalPath={kind === 'overload' ? '/system-overload' : '/downtime'} noIndex />
      <h1 className={styles.systemHeading}>{text.heading}</h1>
      <p className={styles.message}>{text.message}</p>
      <p className={styles.hint}>{text.hint}</p>
      <Inline space="standard" align="center">
        <Button variant="primary" size="large" onClick={onRetry}>
          {t('system.retry')}
        </Button>
        <ButtonLink href="/" variant="secondary" size="large" onNavigate={(href) => navigate(href)}>
          {t('system.takeMeHome')}
        </ButtonLink>
      </Inline>
    </div>
  );
}
