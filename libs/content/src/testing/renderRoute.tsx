// Test helper: renders a route module in a memory router with the real API client and query
// factories over a fake fetch (the only thing faked), inside a stand-in for the shell's frame;
// through `renderWithApi`.
import type { DataDeps } from '@rewards/api-client';
import { renderWithApi, testApi, type Responder } from '@rewards/api-client/testing';
import type { PartnerConfig } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';
import type { ComponentType } from 'react';
import { createMemoryRouter, isRouteErrorResponse, Outlet, RouterProvider, useRouteError, type LoaderFunction } from 'react-router-dom';

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
  const deps = testApi(respond, { channel: partner.channel });
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

  const { requests, requestsTo, queryClient, ...view } = renderWithApi(<RouterProvider router={router} />, { api: deps, partner });
  return { ...view, router, requests, requestsTo, queryClient };
}
