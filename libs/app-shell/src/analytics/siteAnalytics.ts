// The site's analytics: the handle pages track with (from the first render), its common payload
// read from the partner, the session and the attribution store, and the start after hydration that
// loads the dispatcher, web vitals and any configured third-party adapter in their own chunks.
import { commonPayload, createAnalytics, createConsentStore, deviceId, registerAnalytics, type Analytics } from '@rewards/analytics';
import type { SessionStore } from '@rewards/auth';
import type { PartnerConfig, SiteEnv } from '@rewards/partner';

/** The collector on the API (the site's own origin: its server proxies /api/). */
export const EVENTS_PATH = '/api/events';
/** How long sending waits for the attribution store before it starts without the first-touch source. */
const ATTRIBUTION_WAIT_MS = 3_000;

export interface SiteAnalytics {
  analytics: Analytics;
  /**
   * The first-touch source's reader, once the attribution store's chunk has loaded and recorded this
   * landing (startApp's one lazy import of it). Sending starts after it, or 3 s after the load event.
   */
  useAttribution(readFtpSource: () => string): void;
  /** Call once the page has hydrated. */
  start(options: { env: SiteEnv; baseUrl: string; router: PageViewRouter }): void;
}

/** What page views need of the data router. */
export interface PageViewRouter {
  state: { location: { pathname: string; key: string }; navigation: { state: string } };
  subscribe(listener: (state: PageViewRouter['state']) => void): () => void;
}

export function createSiteAnalytics(partner: PartnerConfig, session: SessionStore): SiteAnalytics {
  let readFtpSource: (() => string) | undefined;
  let attributionLoaded: () => void = () => undefined;
  const attributionReady = new Promise<void>((resolve) => {
    attributionLoaded = resolve;
  });
  // One consent store for the dispatcher and the banner, so a decision loads (or keeps off) the adapters at once.
  const consent = createConsentStore();
  const analytics = createAnalytics({
    context: () => {
      const state = session.getState();
      return commonPayload({
        site: partner.id,
        channel: partner.channel,
        status: state.status,
        loginType: state.loginType,
        hasToken: Boolean(state.accessToken),
        user: state.user ? { ssoId: state.user.ssoId, primeProfile: state.user.primeProfile, totalSavings: state.user.totalSavings } : undefined,
        ftpSource: readFtpSource ? readFtpSource() : null,
      });
    },
  });
  registerAnalytics(analytics);

  // A login finished (a new token arriving with the member), wherever it happened: popup, /login,
  // the ticket hand-off. A session restored after a reload is not a login.
  let last = session.getState();
  session.subscribe(() => {
    const next = session.getState();
    if (next.arriving && !last.arriving && next.accessToken && next.accessToken !== last.accessToken) {
      analytics.track('login_success', { loginType: next.loginType ?? 'UNKNOWN' });
    }
    last = next;
  });

  return {
    analytics,
    useAttribution(reader) {
      readFtpSource = reader;
      attributionLoaded();
    },
    start({ env, baseUrl, router }) {
      // At once, so the first page's view comes before anything its components track.
      trackPageViews(analytics, router);
      const begin = () => {
        const waited = new Promise<void>((resolve) => setTimeout(resolve, ATTRIBUTION_WAIT_MS));
        void Promise.race([attributionReady, waited]).then(() =>
          analytics.start({
            endpoint: `${baseUrl}${EVENTS_PATH}`,
            deviceId: deviceId(),
            consent,
            adapters: env.analytics,
            ftpSource: () => readFtpSource?.() ?? null,
          }),
        );
        // Third-party analytics or a pixel configured, and the visitor has not decided: ask, from a
        // chunk of its own (nothing is asked, or loaded, when none is configured).
        if (thirdPartyConfigured(env) && consent.get() === 'unset') void import('./ConsentBanner').then(({ mountConsentBanner }) => mountConsentBanner(consent));
      };
      // Off the first screen's critical work: after the load event, when the main thread is idle.
      const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(begin, { timeout: 2_000 }) : setTimeout(begin, 1));
      if (document.readyState === 'complete') idle();
      else window.addEventListener('load', idle, { once: true });
    },
  };
}

/** A page_view for the page the visit started on, and one after each navigation. */
function trackPageViews(analytics: Analytics, router: PageViewRouter): void {
  const view = () => setTimeout(() => analytics.track('page_view', { title: document.title }), 0);
  let key = router.state.location.key;
  view();
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === key) return;
    key = state.location.key;
    view();
  });
}

/** Whether any third-party adapter (GA4, the advertising pixel) is configured for this site. */
export function thirdPartyConfigured(env: Pick<SiteEnv, 'analytics'>): boolean {
  return Boolean(env.analytics.ga4MeasurementId || env.analytics.metaPixelId);
}
