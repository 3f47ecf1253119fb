import { QueriesProvider, type DataDeps } from '@rewards/api-client';
import { SessionProvider, type SessionStore } from '@rewards/auth';
import { PartnerProvider, type PartnerConfig } from '@rewards/partner';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** Everything a page reads from context: the partner, the query cache, the query factories and account calls, the session, the router. */
export function AppProviders({ partner, deps, session, router }: { partner: PartnerConfig; deps: DataDeps; session: SessionStore; router: DataRouter }) {
  return (
    <PartnerProvider partner={partner}>
      <QueryClientProvider client={deps.queryClient}>
        <QueriesProvider queries={deps.queries} authApi={deps.authApi} api={deps.api}>
          <SessionProvider store={session}>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueriesProvider>
      </QueryClientProvider>
    </PartnerProvider>
  );
}
