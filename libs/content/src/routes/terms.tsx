import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { PageMeta, Stack } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useLocation, type LoaderFunction } from 'react-router-dom';
import { ContentPageView } from '../ContentPageView';
import { TERMS_FALLBACK_PATH, termsPageFromPath } from '../rules/contentPaths';
import { pageTitle } from '../rules/pageTitle';
import * as page from '../styles/page.css';

/**
 * Serves /terms-and-conditions, /terms-and-conditions/:tncName, /tnc, /referral-terms-and-conditions
 * and /referral-terms-and-conditions/:tncName. Terms that cannot be fetched (unknown name or any
 * other failure) send the visitor to /experiantnc instead (spec §2): see `ErrorBoundary`.
 */
export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async ({ request }) => {
    const { name } = termsPageFromPath(new URL(request.url).pathname);
    await queryClient.ensureQueryData(queries.content.terms(name));
    return null;
  };
}

export function Component() {
  const partner = usePartner();
  const queries = useQueries();
  const { pathname } = useLocation();
  const { name, canonicalPath } = termsPageFromPath(pathname);
  const { data: terms } = useSuspenseQuery(queries.content.terms(name));

  return (
    <div className={page.page}>
      <Stack space="xlarge">
        <PageMeta title={pageTitle(terms.title, partner.brandName)} description={terms.description} canonicalPath={canonicalPath} />
        <ContentPageView content={terms} />
      </Stack>
    </div>
  );
}

/**
 * Any failure of this route goes to /experiantnc, replacing the failed terms URL in the history.
 * Done here rather than as a loader redirect: by now the terms URL is the current entry, so the
 * replace drops exactly it, whether the visitor arrived by link (back returns to the page they
 * came from) or opened it directly (back never lands on the failing URL again). A loader redirect
 * would replace the previous page on a link, or push on top of the failing URL on a direct visit.
 */
export function ErrorBoundary() {
  return <Navigate to={TERMS_FALLBACK_PATH} replace />;
}
