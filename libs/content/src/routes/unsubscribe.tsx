import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { PageMeta, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunction } from 'react-router-dom';
import { contentCatalogue } from '../i18n/catalogue';
import { pageTitle } from '../rules/pageTitle';
import * as page from '../styles/page.css';
import { UnsubscribeForm } from '../UnsubscribeForm';
import * as styles from './unsubscribe.css';

/**
 * Serves /unsubscribe (spec: "Unsubscribe from promotional email"): an email address stops promotional
 * email (`?email=` fills it in, as an email's unsubscribe link does); the SMS opt-out folds under it.
 */
export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async () => {
    await queryClient.ensureQueryData(queries.content.unsubscribeReasons());
    return null;
  };
}

export function Component() {
  const partner = usePartner();
  const t = useT(contentCatalogue);
  const queries = useQueries();
  const { data: reasons } = useSuspenseQuery(queries.content.unsubscribeReasons());
  const [search] = useSearchParams();

  return (
    <div className={page.page}>
      <Stack space="xlarge">
        <PageMeta
          title={pageTitle(t('unsubscribe.page.title'), partner.brandName)}
          description={t('unsubscribe.page.description', { brand: partner.brandName })}
          canonicalPath="/unsubscribe"
        />
        <div className={page.readable}>
          <Stack space="large">
            <Stack as="header" space="small">
              <h1 className={page.h1}>{t('unsubscribe.page.title')}</h1>
              <p className={page.muted}>{t('unsubscribe.page.emailIntro')}</p>
            </Stack>
            <UnsubscribeForm channel="email" initialEmail={search.get('email') ?? ''} reasons={reasons} submit={queries.content.unsubscribe} />
            <details className={styles.smsOptOut}>
              <summary className={styles.smsSummary}>{t('unsubscribe.page.smsToggle')}</summary>
              <Stack space="large">
                <p className={page.muted}>{t('unsubscribe.page.smsIntro')}</p>
                <UnsubscribeForm channel="sms" reasons={reasons} submit={queries.content.unsubscribe} />
              </Stack>
            </details>
          </Stack>
        </div>
      </Stack>
    </div>
  );
}
