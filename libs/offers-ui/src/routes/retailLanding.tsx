// The grocery site's `/`: activate with a store code, or log in as an enrolled customer.
import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { PageMeta } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunction } from 'react-router-dom';
import { RetailLanding } from '../landings/RetailLanding';

/** The app links for the desktop QR code come with the home data; the landing does not wait for them. */
export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return () => {
    void queryClient.prefetchQuery(queries.home.data());
    return null;
  };
}

export function Component() {
  const partner = usePartner();
  const queries = useQueries();
  const { data: home } = useQuery(queries.home.data());
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta title={partner.pageTitle} description={`${partner.labels.footerSubtitle}: activate your membership with your store code.`} canonicalPath="/" />
      <RetailLanding app={home?.appInstall} registerMore={params.get('registerMore') === 'true'} />
    </>
  );
}
