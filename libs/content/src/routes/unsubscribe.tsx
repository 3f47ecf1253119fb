import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { PageMeta, Stack } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunction } from 'react-router-dom';
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
  const queries = useQueries();
  const { data: reasons } = useSuspenseQuery(queries.content.unsubscribeReasons());
  const [search] = useSearchParams();

  return (
    <div className={page.page}>
      <Stack space="xlarge">
        <PageMeta
          title={pageTitle('Unsubscribe from promotional email', partner.brandName)}
          description={`Stop promotional email from ${partner.brandName}, or marketing SMS to your mobile number.`}
          canonicalPath="/unsubscribe"
        />
        <div className={page.readable}>
          <Stack space="large">
            <Stack as="header" space="small">
              <h1 className={page.h1}>Unsubscribe from promotional email</h1>
              <p className={page.muted}>Enter your email address and tell us why, and we will stop sending promotional email to it.</p>
            </Stack>
            <UnsubscribeForm channel="email" initialEmail={search.get('email') ?? ''} reasons={reasons} submit={queries.content.unsubscribe} />
            <details className={styles.smsOptOut}>
              <summary className={styles.smsSummary}>Stop marketing SMS instead</summary>
              <Stack space="large">
                <p className={page.muted}>Enter your mobile number and tell us why, and we will stop sending marketing SMS to it.</p>
                <UnsubscribeForm channel="sms" reasons={reasons} submit={queries.content.unsubscribe} />
              </Stack>
            </details>
          </Stack>
        </div>
      </Stack>
    </div>
  );
}
