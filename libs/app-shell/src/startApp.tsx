import { createApiClient, createAuthApi, createQueries, createTokenRenewer, type DataDeps } from '@rewards/api-client';
import { createSessionStore, restoreSession } from '@rewards/auth';
import type { PartnerConfig, SiteEnv } from '@rewards/partner';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { createOverloadStore } from './failure/overload';
import { buildRoutes } from './routing/buildRoutes';

/** Title, icon, theme colour and theme class for the partner. */
function applyBranding(partner: PartnerConfig) {
  document.title = partner.pageTitle;
  document.documentElement.classList.add(partner.theme.themeClass);
  document.documentElement.lang = 'en-IN';
  const meta = document.querySelector('meta[name="theme-color"]') ?? document.head.appendChild(document.createElement('meta'));
  meta.setAttribute('name', 'theme-color');
  meta.setAttribute('content', partner.theme.brandColor);
  const icon = document.querySelector('link[rel="icon"]') ?? document.head.appendChild(document.createElement('link'));
  icon.setAttribute('rel', 'icon');
  icon.setAttribute('href', partner.iconHref);
}

/** Starts a site: the data layer, the router built from the partner's config, and the frame. */
export function startApp({ partner, env, container }: { partner: PartnerConfig; env: SiteEnv; container: HTMLElement }) {
  const baseUrl = env.apiBaseUrl || window.location.origin;
  const session = createSessionStore();
  // One renewer for the client's middleware and for restoring the session after a reload, so the
  // two can never renew at the same time.
  const renewer = createTokenRenewer({
    baseUrl,
    fetch: (input, init) => globalThis.fetch(input, init),
    session,
    query: { cid: partner.channel, pid: 'WEB' },
  });
  // Any 429 answer sets the overload flag; the frame then sends every route to /system-overload.
  const overload = createOverloadStore();
  const api = createApiClient({
    baseUrl,
    channel: partner.channel,
    logErrors: env.logClientErrors,
    session,
    renewer,
    onOverload: () => overload.mark(),
    // The client also dispatches `apiLoop` on window and reports it to /api/client-logs.
    onApiLoop: (loop) => console.error(`apiLoop: ${loop.method} ${loop.pathname} called ${loop.count} times within 10 s`),
  });
  const authApi = createAuthApi(api);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } });
  const deps: DataDeps = { queryClient, queries: createQueries(api, authApi), authApi, api };
  void restoreSession(session, authApi, (stale) => renewer.renew(stale));
  const router = createBrowserRouter(buildRoutes(partner, deps));
  applyBranding(partner);
  createRoot(container).render(
    <StrictMode>
      <AppProviders partner={partner} deps={deps} session={session} router={router} overload={overload} />
    </StrictMode>,
  );
}
