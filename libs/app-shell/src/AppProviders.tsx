import { QueriesProvider, type DataDeps } from '@rewards/api-client';
import { PartnerProvider, type PartnerConfig } from '@rewards/partner';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** Everything a page reads from context: the partner, the query cache, the query factories, the router. */
export function AppProviders({ partner, deps, router }: { partner: PartnerConfig; deps: DataDeps; router: DataRouter }) {
  return (
    <PartnerProvider partner={partner}>
      <QueryClientProvider client={deps.queryClient}>
        <QueriesProvider queries={deps.queries}>
          <RouterProvider router={router} />
        </QueriesProvider>
      </QueryClientProvider>
    </PartnerProvider>
  );
}
