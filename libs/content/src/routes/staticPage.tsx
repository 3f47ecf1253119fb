import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { PageMeta, Stack } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, type LoaderFunction } from 'react-router-dom';
import { ContentPageView } from '../ContentPageView';
import { orNotFound } from '../routing/orNotFound';
import { pageNameFromPath, showsUpdatedDate, SUPPORT_PAGE } from '../rules/contentPaths';
import { pageTitle } from '../rules/pageTitle';
import { supportContacts } from '../rules/supportContacts';
import * as page from '../styles/page.css';
import { SupportContacts } from '../SupportContacts';

/**
 * Serves /about, /privacy-policy, /experiantnc, /visa-terms-and-conditions, /blog-aboutus and
 * /support: the page named by the path's first segment. A name the API does not know is the
 * shell's not-found screen.
 */
export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async ({ request }) => {
    await orNotFound(queryClient.ensureQueryData(queries.content.page(pageNameFromPath(new URL(request.url).pathname))));
    return null;
  };
}

export function Component() {
  const partner = usePartner();
  const queries = useQueries();
  const name = pageNameFromPath(useLocation().pathname);
  const { data: content } = useSuspenseQuery(queries.content.page(name));

  return (
    <div className={page.page}>
      <Stack space="xlarge">
        <PageMeta title={pageTitle(content.title, partner.brandName)} description={content.description} canonicalPath={`/${name}`} />
        <ContentPageView content={content} showUpdated={showsUpdatedDate(name)}>
          {name === SUPPORT_PAGE && <SupportContacts contacts={supportContacts(content)} />}
        </ContentPageView>
      </Stack>
    </div>
  );
}
