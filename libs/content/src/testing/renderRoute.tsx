// Test helper: renders a route module in a memory router with the real API client and query
// factories over a fake fetch (the only thing faked), inside a stand-in for the shell's frame.
import { createApiClient, createAuthApi, createQueries, QueriesProvider, type DataDeps } from '@rewards/api-client';
import type { PartnerConfig } from '@rewards/partner';
import { PartnerProvider } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, isRouteErrorResponse, Outlet, RouterProvider, useRouteError, type LoaderFunction } from 'react-router-dom';

export const TEST_BASE_URL = 'http://api.test';

export type Responder = (request: Request) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The contract's success envelope. */
export const ok = (data: unknown) => jsonResponse(200, { success: true, data });

/** The contract's common error body. */
export const failure = (status: number, systemErrorCode: string, userMessage: string, responseMessage = userMessage) =>
  jsonResponse(status, { success: false, systemErrorCode, responseMessage, userMessage });

/** Answers by request path; anything else is a 404 so a test notices a call it did not expect. */
export function byPath(routes: Record<string, Responder>): Responder {
  return (request) => {
    const respond = routes[new URL(request.url).pathname];
    return respond ? respond(request) : failure(404, '404', 'not found');
  };
}

export interface RouteModule {
  Component: ComponentType;
  createLoader?: (deps: DataDeps) => LoaderFunction;
  ErrorBoundary?: ComponentType;
}

/** What the shell's RouteError shows: a 404 response is the not-found screen, anything else the 500 one. */
function ShellError() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) && error.status === 404 ? 'ERROR 404. Looks like you went into space and got lost' : 'ERROR 500. Looks like something is broken'}</p>;
}

export function renderRoute(
  module: RouteModule,
  { paths, url, respond, partner = examplePartners.core, history = [] }: { paths: string[]; url: string; respond: Responder; partner?: PartnerConfig; history?: string[] },
) {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return respond(request);
  };
  const api = createApiClient({ baseUrl: TEST_BASE_URL, channel: partner.channel, fetch, logErrors: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const authApi = createAuthApi(api);
  const deps: DataDeps = { queryClient, queries: createQueries(api, authApi), authApi, api };
  const loader = module.createLoader?.(deps);

  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        ErrorBoundary: ShellError,
        children: [
          ...paths.map((path) => ({ path, Component: module.Component, ...(loader && { loader }), ...(module.ErrorBoundary && { ErrorBoundary: module.ErrorBoundary }) })),
          { path: '/experiantnc', element: <h1>Experian terms</h1> },
          { path: '*', element: <p>elsewhere</p> },
        ],
      },
    ],
    // `history`: entries before `url`, as if the visitor had been there first.
    { initialEntries: [...history, url], initialIndex: history.length },
  );

  const view = render(
    <PartnerProvider partner={partner}>
      <QueryClientProvider client={queryClient}>
        <QueriesProvider queries={deps.queries} authApi={authApi} api={api}>
          <RouterProvider router={router} />
        </QueriesProvider>
      </QueryClientProvider>
    </PartnerProvider>,
  );
  const requestsTo = (pathname: string) => requests.filter((request) => new URL(request.url).pathname === pathname);
  return { ...view, router, requests, requestsTo, queryClient };
}
