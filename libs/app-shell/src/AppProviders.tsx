import { DEFAULT_LOCALE, I18nProvider, type Locale } from '@rewards/i18n';
import { AnalyticsProvider, noAnalytics, type Analytics } from '@rewards/analytics';
import { QueriesProvider, type DataDeps } from '@rewards/api-client';
import { SessionProvider, type SessionStore } from '@rewards/auth';
import { SiteOriginProvider } from '@rewards/design-system';
import { HydrationProvider, OverlayProvider, type OverlayStore } from '@rewards/platform';
import { PartnerProvider, type PartnerConfig } from '@rewards/partner';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ConnectivityFrame } from './failure/Connectivity';
import { createOverloadStore, OverloadProvider, type OverloadStore } from './failure/overload';
import { BrowserFactsContext, type BrowserFacts } from './browserFacts';
import { ViewportHintContext } from './layout/viewport';

type DataRouter = ReturnType<typeof createBrowserRouter>;

export interface AppProvidersProps {
  partner: PartnerConfig;
  deps: DataDeps;
  session: SessionStore;
  /** The browser's router; on the server, `children` holds the static router instead. */
  router?: DataRouter;
  children?: ReactNode;
  /** The site's canonical origin for head tags and structured data (the page's own when not given). */
  siteOrigin?: string;
  /** The screen the server rendered for (see useIsDesktop). */
  viewportHint?: 'phone' | 'desktop';
  /** On the server: the request's cookies and user agent (the browser reads its own). */
  browserFacts?: BrowserFacts;
  /** The overload flag the API client's `onOverload` sets (one of its own when not given). */
  overload?: OverloadStore;
  /** The one-overlay-at-a-time store (one of its own when not given). */
  overlays?: OverlayStore;
  /**
   * The tree renders on the server, or hydrates the page the server rendered: `useHydrated()` is
   * false until that first commit. Otherwise (a page rendered in the browser) it is true at once.
   */
  hydrating?: boolean;
  /** The site's analytics handle (records nothing when not given: the server, tests, stories). */
  analytics?: Analytics;
  /** The language the page renders in (English when not given: tests, stories). */
  locale?: Locale;
}

/**
 * Everything a page reads from context: the partner, the query cache, the query factories and
 * account calls, the session, the overlay store, the overload flag, the router; and around the
 * router, the app root that turns grey and inert offline.
 */
export function AppProviders({ partner, deps, session, router, overload, overlays, analytics, children, siteOrigin, viewportHint, browserFacts, hydrating = false, locale = DEFAULT_LOCALE }: AppProvidersProps) {
  const [ownOverload] = useState(() => overload ?? createOverloadStore());
  return (
    <I18nProvider locale={locale}>
    <HydrationProvider hydrating={hydrating}>
    <SiteOriginProvider value={siteOrigin}>
    <ViewportHintContext.Provider value={viewportHint}>
    <BrowserFactsContext.Provider value={browserFacts}>
    <PartnerProvider partner={partner}>
    <AnalyticsProvider value={analytics ?? noAnalytics}>
      <QueryClientProvider client={deps.queryClient}>
        <QueriesProvider queries={deps.queries} authApi={deps.authApi}>
          <SessionProvider store={session}>
            <OverloadProvider value={overload ?? ownOverload}>
              <OverlayProvider {...(overlays ? { store: overlays } : {})}>
                <ConnectivityFrame>
                  {children ?? (router ? <RouterProvider router={router} /> : null)}
                </ConnectivityFrame>
              </OverlayProvider>
            </OverloadProvider>
          </SessionProvider>
        </QueriesProvider>
      </QueryClientProvider>
    </AnalyticsProvider>
    </PartnerProvider>
    </BrowserFactsContext.Provider>
    </ViewportHintContext.Provider>
    </SiteOriginProvider>
    </HydrationProvider>
    </I18nProvider>
  );
}
