import { ApiError, createApiClient, createAuthApi, createQueries, createTokenRenewer, type DataDeps } from '@rewards/api-client';
import { createSessionStore, restoreSession, socialLoginReturn } from '@rewards/auth';
import type { PartnerConfig, SiteEnv } from '@rewards/partner';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { createSiteAnalytics } from './analytics/siteAnalytics';
import { AppProviders } from './AppProviders';
import { createOverloadStore } from './failure/overload';
import { QUERY_STATE_ID, queryClientOptions, ROUTER_STATE_ID, SITE_STATE_ID } from './hydration';
import { buildRoutes } from './routing/buildRoutes';
import type { RegistryEntry } from './routing/registry';

/** Icon, theme colour and theme class for the partner (the server's page has them already). */
function applyBranding(partner: PartnerConfig) {
  document.documentElement.classList.add(partner.theme.themeClass);
  document.documentElement.lang = 'en-IN';
  const meta = document.querySelector('meta[name="theme-color"]') ?? document.head.appendChild(document.createElement('meta'));
  meta.setAttribute('name', 'theme-color');
  meta.setAttribute('content', partner.theme.brandColor);
  const icon = document.querySelector('link[rel="icon"]') ?? document.head.appendChild(document.createElement('link'));
  icon.setAttribute('rel', 'icon');
  icon.setAttribute('href', partner.iconHref);
}

/** A JSON script the server wrote into the page (the query cache, the router's state). */
function serverState(id: string): unknown {
  const script = document.getElementById(id);
  return script?.textContent ? JSON.parse(script.textContent) : undefined;
}

/** The router's state from the server, with the API's errors revived as ApiError (the pages test for it). */
function reviveRouterState(state: unknown): unknown {
  const errors = (state as { errors?: Record<string, unknown> | null }).errors;
  for (const [id, error] of Object.entries(errors ?? {})) {
    const saved = error as { __type?: string; status?: number; body?: ConstructorParameters<typeof ApiError>[1] } | null;
    if (saved?.__type === 'ApiError' && errors) errors[id] = new ApiError(saved.status ?? 500, saved.body);
  }
  return state;
}

/**
 * Lets the browser run between the steps of starting a server-rendered page, so each step is a task
 * of its own instead of one long task after the entry's evaluation: a reader's tap or scroll waits
 * for at most one step (`scheduler.yield` where the browser has it, else a new task).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Loads the code of the routes the page was rendered with before hydrating, so the first render in
 * the browser is the server's page rather than a loading state.
 */
async function resolveLazyMatches(routes: RouteObject[]) {
  // Ranking the site's routes is a task of its own (about 5 ms); loading their code starts in the next.
  const matches = matchRoutes(routes, window.location) ?? [];
  await nextTask();
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Takes the server page's "not alive yet" mark off the root once the page has hydrated. */
function HydrationDone({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => container.removeAttribute('data-hydrating'), [container]);
  return children;
}

/** Starts a site: the data layer, the router built from the partner's config, and the frame. */
export async function startApp({ partner, env, container, registry }: { partner: PartnerConfig; env: SiteEnv; container: HTMLElement; registry: readonly RegistryEntry[] }) {
  const baseUrl = env.apiBaseUrl || window.location.origin;
  const session = createSessionStore();
  // Tracks from the first render; sends only after hydration (see createSiteAnalytics).
  const siteAnalytics = createSiteAnalytics(partner, session);
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
  const queryClient = new QueryClient(queryClientOptions);
  const deps: DataDeps = { queryClient, queries: createQueries(api, authApi), authApi, api };
  const routes = buildRoutes(partner, deps, registry);
  const routerState = serverState(ROUTER_STATE_ID);
  const siteState = serverState(SITE_STATE_ID) as { origin?: string; viewportHint?: 'phone' | 'desktop' } | undefined;
  const readQueryCache = () => {
    const queryState = serverState(QUERY_STATE_ID);
    if (queryState) hydrate(queryClient, queryState);
  };
  if (routerState) {
    // A server page: its route code loads while the query cache is read, each step a task of its own.
    await nextTask();
    const loading = resolveLazyMatches(routes);
    await nextTask();
    readQueryCache();
    // The router reads (and revives the errors of) the state the server rendered with from here.
    window.__staticRouterHydrationData = reviveRouterState(routerState) as HydrationState;
    await loading;
    await nextTask();
  } else readQueryCache();
  const router = createBrowserRouter(routes);
  applyBranding(partner);
  const app = (
    <StrictMode>
      <HydrationDone container={container}>
        <AppProviders partner={partner} deps={deps} session={session} router={router} overload={overload} analytics={siteAnalytics.analytics} siteOrigin={siteState?.origin} viewportHint={siteState?.viewportHint} hydrating={Boolean(routerState)} />
      </HydrationDone>
    </StrictMode>
  );
  if (routerState) hydrateRoot(container, app);
  else createRoot(container).render(app);
  if (routerState) await nextTask();
  // After the first render, so the page the server sent is hydrated as it was rendered.
  // Also on the landing of a social login, whose callback has just set the refresh cookie.
  void restoreSession(session, authApi, (stale) => renewer.renew(stale), { afterSocialLogin: socialLoginReturn(window.location.search) === 'done' });
  siteAnalytics.start({ env, baseUrl, router });
  // Where this visit came from (first and latest touch, an affiliate click id), once per page load;
  // read when a trial, an order or a claim is made. Its own small chunk, off the first screen's path.
  void import('./landingAttribution').then(({ captureLanding, readAttribution }) => {
    captureLanding({ search: window.location.search, referrer: document.referrer, ownHost: window.location.host });
    // Analytics events carry the first-touch source from here on.
    siteAnalytics.useAttribution(() => readAttribution().ftpUtmSource);
  });
}


declare global {
  interface Window {
    /** Where React Router's browser router looks for the state the server rendered with. */
    __staticRouterHydrationData?: HydrationState;
  }
}
