import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { PageMeta, Stack } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { pageTitle } from '../rules/pageTitle';
import * as page from '../styles/page.css';
import { UnsubscribeForm } from '../UnsubscribeForm';

/** Serves /unsubscribe: stop marketing SMS to a mobile. */
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

  return (
    <div className={page.page}>
      <PageMeta
        title={pageTitle('Stop marketing SMS', partner.brandName)}
        description={`Stop offers and updates from ${partner.brandName} by SMS on your mobile number.`}
        canonicalPath="/unsubscribe"
      />
      <div className={page.readable}>
        <Stack as="header" space="small">
          <h1 className={page.h1}>Stop marketing SMS</h1>
          <p className={page.muted}>Enter your mobile number and tell us why, and we will stop sending marketing SMS to it.</p>
        </Stack>
        <UnsubscribeForm reasons={reasons} submit={queries.content.unsubscribe} />
      </div>
    </div>
  );
}
