import { ApiError, createApiClient, createAuthApi, createQueries, createTokenRenewer, syncMarketingConsent, type DataDeps } from '@rewards/api-client';
import { createSessionStore, restoreSession, socialLoginReturn, type RenderedMember } from '@rewards/auth';
import { DARK_MODE_CLASS, darkModeCookieUpdate, partnerCatalogue, visitPartner, visitSettings, type PartnerConfig, type SiteEnv, type VisitSettings } from '@rewards/partner';
import { isLocale, languageCookie, languageParam, languageTag, loadCatalogues, localeOfTag, type Locale } from '@rewards/i18n';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { createSiteAnalytics } from './analytics/siteAnalytics';
import { shellCatalogue } from './i18n/catalogue';
import { snackbarCatalogue } from '@rewards/design-system';
import { AppProviders } from './AppProviders';
import { createOverloadStore } from './failure/overload';
import { QUERY_STATE_ID, queryClientOptions, ROUTER_STATE_ID, SITE_STATE_ID } from './hydration';
import { buildRoutes } from './routing/buildRoutes';
import type { RegistryEntry } from './routing/registry';
// Hindi pages' Devanagari font (design-system styles/devanagari.css.ts): two weights, fetched only by a
// Hindi page that needs them. Declared here, in code the page runs: the design system's index is
// free of side effects to the bundler, which dropped these imports there.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';

/**
 * Icon, theme colour and theme class for the partner, and the app's dark mode (the server's page has
 * them already: it reads the same address and cookie, `darkModeOf`).
 */
function applyBranding(partner: PartnerConfig, darkMode: boolean, locale: Locale) {
  document.documentElement.classList.add(partner.theme.themeClass);
  document.documentElement.classList.toggle(DARK_MODE_CLASS, darkMode);
  document.documentElement.lang = languageTag(locale);
  const meta = document.querySelector('meta[name="theme-color"]') ?? document.head.appendChild(document.createElement('meta'));
  meta.setAttribute('name', 'theme-color');
  meta.setAttribute('content', partner.theme.brandColor);
  const icon = document.querySelector('link[rel="icon"]') ?? document.head.appendChild(document.createElement('link'));
  icon.setAttribute('rel', 'icon');
  icon.setAttribute('href', partner.iconHref);
}

/**
 * The language of a page the browser starts: the one the server rendered it in (its state, else its
 * `<html lang>`). A `?lang=` in the address becomes the member's choice (the server already read it).
 */
function browserLocale(rendered: Locale | undefined): Locale {
  const asked = languageParam(window.location.href);
  if (asked) document.cookie = languageCookie(asked, { secure: window.location.protocol === 'https:' });
  if (rendered && isLocale(rendered)) return rendered;
  return localeOfTag(document.documentElement.lang);
}

/**
 * What the address says about this tab's visit (spec §2 query parameters): a merchant id and the
 * in-app flag kept in sessionStorage for the tab, dark mode in a cookie the server reads too.
 */
function browserVisit(): VisitSettings {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // storage refused: the settings hold for this page only
  }
  const darkModeCookie = darkModeCookieUpdate(window.location.search);
  if (darkModeCookie) document.cookie = darkModeCookie;
  return visitSettings(window.location.search, storage, document.cookie);
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

/** Takes the server page's "not alive yet" mark off the root once the page has hydrated, and says so. */
function HydrationDone({ container, onDone, children }: { container: HTMLElement; onDone: () => void; children: ReactNode }) {
  useEffect(() => {
    container.removeAttribute('data-hydrating');
    onDone();
  }, [container, onDone]);
  return children;
}

/** Starts a site: the data layer, the router built from the partner's config, and the frame. */
export async function startApp({ partner: sitePartner, env, container, registry }: { partner: PartnerConfig; env: SiteEnv; container: HTMLElement; registry: readonly RegistryEntry[] }) {
  const visit = browserVisit();
  // The visit's channel (a merchant id on the core site) before anything uses the partner: every
  // call's `cid`, the orders' and ticket exchange's `channel`, analytics. The server's markup does
  // not depend on the channel, so the page hydrates as rendered.
  const partner = visitPartner(sitePartner, visit);
  const baseUrl = env.apiBaseUrl || window.location.origin;
  const siteState = serverState(SITE_STATE_ID) as { origin?: string; viewportHint?: 'phone' | 'desktop'; hinted?: boolean; locale?: Locale; member?: Pick<RenderedMember, 'user' | 'loginType'> } | undefined;
  // The page's language: the one the server rendered in, else the address's, the member's choice or the browser's.
  const locale = browserLocale(siteState?.locale);
  const shellMessages = loadCatalogues(locale, [shellCatalogue, partnerCatalogue, snackbarCatalogue]);
  // A page the server rendered for a member starts as that member; its token follows after hydration
  // (restoreSession). Any other server page starts from the hint the server read (its cookie).
  const session = createSessionStore(siteState?.member ? { member: siteState.member } : typeof siteState?.hinted === 'boolean' ? { hinted: siteState.hinted } : {});
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
    // the API answers its texts (offers, FAQ, errors) in the page's language
    language: languageTag(locale),
    logErrors: env.logClientErrors,
    session,
    renewer,
    onOverload: () => overload.mark(),
    // The client also dispatches `apiLoop` on window and reports it to /api/client-logs.
    onApiLoop: (loop) => console.error(`apiLoop: ${loop.method} ${loop.pathname} called ${loop.count} times within 10 s`),
  });
  const authApi = createAuthApi(api);
  // The member's analytics and ads consent reaches the API, which feeds the marketing profile only after it.
  syncMarketingConsent(api, session);
  const queryClient = new QueryClient(queryClientOptions);
  const deps: DataDeps = { queryClient, queries: createQueries(api, authApi), authApi, api };
  const routes = buildRoutes(partner, deps, registry);
  const routerState = serverState(ROUTER_STATE_ID);
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
  applyBranding(partner, visit.darkMode, locale);
  await shellMessages;
  let markHydrated: () => void = () => undefined;
  const hydratedPage = new Promise<void>((resolve) => (markHydrated = resolve));
  const app = (
    <StrictMode>
      <HydrationDone container={container} onDone={markHydrated}>
        <AppProviders partner={partner} deps={deps} session={session} router={router} overload={overload} analytics={siteAnalytics.analytics} siteOrigin={siteState?.origin} viewportHint={siteState?.viewportHint} locale={locale} hydrating={Boolean(routerState)} />
      </HydrationDone>
    </StrictMode>
  );
  // Hydration as a transition: React then hydrates in slices of about 5 ms, yielding to the browser
  // between them, where a plain hydrateRoot renders the whole frame outside its Suspense boundaries in
  // one task (the default lane is not time-sliced). The page is already on screen, so nothing waits
  // on it; a press on a part not yet hydrated makes React hydrate that part at once and replay it.
  if (routerState) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  if (routerState) await nextTask();
  // Once the page the server sent has hydrated (the root's commit; parts hydrating later render with
  // the session the page started with, useSession's server snapshot), so a session that turns out to
  // have ended cannot change the server's markup under React. Also on the landing of a social login,
  // whose callback has just set the refresh cookie.
  const restore = () => void restoreSession(session, authApi, (stale) => renewer.renew(stale), { afterSocialLogin: socialLoginReturn(window.location.search) === 'done' });
  if (routerState) void hydratedPage.then(restore);
  else restore();
  siteAnalytics.start({ env, baseUrl, router });
  // The installable app's service worker (docs/installable-app.md): production builds only, after the
  // page is alive and loaded, so its precaching never competes with the page's own files.
  if (env.serviceWorker && 'serviceWorker' in navigator) {
    const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
    void Promise.all([hydratedPage, loaded])
      .then(() => import('./pwa/register'))
      .then(({ registerServiceWorker }) => registerServiceWorker({ session }))
      .catch((error: unknown) => console.warn('service worker not registered', error));
  }
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
