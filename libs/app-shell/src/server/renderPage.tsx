// Server rendering of a site's pages: the same route table, loaders and frame as the browser, run
// through React Router's static handler, with the query cache the loaders filled dehydrated into
// the page so the browser hydrates what the server fetched instead of fetching it again.
import { ApiError, createApiClient, createAuthApi, createQueries, type ApiClient, type DataDeps } from '@rewards/api-client';
import { createSessionStore, SESSION_HINT_KEY, type RenderedMember } from '@rewards/auth';
import { DEV_MEMBER_RENDER_KEY, MEMBER_RENDER_KEY_HEADER, REFRESH_COOKIE_NAME } from '@rewards/api-contract';
import { DARK_MODE_CLASS, darkModeOf, partnerCatalogue, partnerIn, readCookie, takesPayments, type PartnerConfig } from '@rewards/partner';
import { languageTag, loadCatalogues } from '@rewards/i18n';
import { jsonForScript } from '@rewards/platform';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { createOverloadStore } from '../failure/overload';
import { buildRoutes } from '../routing/buildRoutes';
import type { RegistryEntry } from '../routing/registry';
import { QUERY_STATE_ID, ROUTER_STATE_ID, SITE_STATE_ID, serverQueryClientOptions, SESSION_HINT_COOKIE } from '../hydration';
import { shellCatalogue } from '../i18n/catalogue';
import { designSystemCatalogue, snackbarCatalogue } from '@rewards/design-system';
import { languageAlternates, requestLocale } from '../i18n/requestLocale';
import { APP_ICONS, MANIFEST_PATH } from './appFiles';
import { escapeMarkup } from './markup';
import { splitHead } from './splitHead';

export interface RenderRequest {
  /** The page's full URL as the visitor asked for it (the site's public origin). */
  url: string;
  /** The visitor's cookies (only the session hint and the refresh token are read). */
  cookie?: string;
  /** Headers every API call of this render carries (the visitor's forwarded address). */
  apiHeaders?: Record<string, string>;
  /** The visitor's User-Agent header: phones get the phone header in the first HTML. */
  userAgent?: string;
  /** The visitor's Accept-Language header: their language when they have not chosen one (languages.ts). */
  acceptLanguage?: string;
  /** The site's canonical origin (a setting of the site server). */
  origin: string;
  /** The CSP nonce of this response, set on every inline script. */
  nonce: string;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Title, meta and link tags of the page, for the document's head. */
      head: string;
      /** The rendered app, for inside `#root`. */
      body: string;
      /** Scripts carrying the router's and the query cache's state, for the end of the body. */
      state: string;
      /** The theme class for `<html>`, with the dark mode's (`isDarkModeEnabled`) when the visit asked for it. */
      htmlClass: string;
      /** `<html lang>`: the page's language (en-IN, hi-IN). */
      lang: string;
      /**
       * The page was rendered for a signed-in member, or as the frame a member's page starts from:
       * it is theirs alone (`private, no-store`, never in a shared cache).
       */
      personal: boolean;
    };

/** What the site server gives a site's renderer (its settings). */
export interface RendererSettings {
  /** Where the server reaches the API (the browser uses the site's own origin). */
  apiOrigin: string;
  /**
   * The key the API gives member renders for (MEMBER_RENDER_KEY): with it, a request carrying the
   * refresh cookie is rendered for that member. Outside production the public development key is
   * the default; in production without it, members get the neutral frame the browser fills in.
   */
  memberRenderKey?: string;
  /** NODE_ENV=production: no development key. */
  production?: boolean;
}

export interface ServerRendererOptions extends RendererSettings {
  partner: PartnerConfig;
  /** The site's routes (its partner's allowed paths filter them again). */
  registry: readonly RegistryEntry[];
}


/** The router's state as the browser's router revives it (`__type` marks the errors to rebuild). */
function routerState(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : error instanceof ApiError
              ? { __type: 'ApiError', status: error.status, body: error.body }
              : error instanceof Error
              ? { message: error.message, __type: 'Error' }
              : error,
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/**
 * Waits until no query is in flight: a loader may start reads it does not wait for (the sections
 * below the first screen), and the page must render from the same cache it sends to the browser.
 */
async function settled(queryClient: QueryClient, timeoutMs = 5_000): Promise<void> {
  if (queryClient.isFetching() === 0) return;
  await new Promise<void>((resolve) => {
    // A read that hangs does not hold the page: it renders without it and the browser fetches it.
    const timer = setTimeout(finish, timeoutMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) finish();
    });
    function finish() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

/** Renders the app to a string once everything it waits for (lazy sections, queries) is ready. */
function renderComplete(element: React.ReactElement, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      nonce,
      // Every Suspense boundary in place. The page is sent whole (onAllReady), and React sends a
      // boundary over this many bytes (12,800 by default: the home's sections below the first
      // screen) apart, hidden at the end of the page, then moved in by an inline script after the
      // next frame: a second layout of the page and a reveal task, for nothing streamed earlier.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A section that failed renders its error boundary; the browser retries it.
        if (process.env['NODE_ENV'] !== 'test') console.error('render error', error);
      },
    });
  });
}

/**
 * The member whose refresh cookie the request carries, with an access token for this render alone
 * (renderSession: the refresh token is read, not rotated, and the token never reaches the page).
 * Undefined when there is no cookie or key, or the API refuses (a spent, revoked or guest session):
 * the page is then rendered as it would be without it.
 */
async function renderedMember(api: ApiClient, refreshToken: string | undefined, key: string | undefined): Promise<RenderedMember | undefined> {
  if (!refreshToken || !key) return undefined;
  try {
    const { data } = await api.POST('/nc/um/auth/v1/token/render', {
      params: { header: { [MEMBER_RENDER_KEY_HEADER]: key } },
      headers: { cookie: `${REFRESH_COOKIE_NAME}=${refreshToken}` },
      signal: AbortSignal.timeout(3_000),
    });
    return data ? { user: data.data.user, loginType: data.data.loginType, accessToken: data.data.accessToken } : undefined;
  } catch {
    // The API is slow or down: the page renders as the neutral frame and the browser restores the session.
    return undefined;
  }
}

/** One renderer per site; each call builds its own data layer, so nothing is shared between visitors. */
export function createServerRenderer({ partner, registry, apiOrigin, memberRenderKey, production = false }: ServerRendererOptions) {
  const renderKey = memberRenderKey ?? (production ? undefined : DEV_MEMBER_RENDER_KEY);
  const withApiHeaders =
    (request: RenderRequest): typeof globalThis.fetch =>
    (input, init) => {
      const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
      for (const [name, value] of Object.entries(request.apiHeaders ?? {})) headers.set(name, value);
      return input instanceof Request ? globalThis.fetch(new Request(input, { headers })) : globalThis.fetch(input, { ...init, headers });
    };
  return async function render(request: RenderRequest): Promise<RenderResult> {
    // A signed-in member's page is rendered for them: their states, CTAs, name and plan.
    const member = await renderedMember(
      createApiClient({ baseUrl: apiOrigin, channel: partner.channel, logErrors: false, fetch: withApiHeaders(request) }),
      readCookie(request.cookie, REFRESH_COOKIE_NAME),
      renderKey,
    );
    // Otherwise the session hint the browser keeps in a cookie: a member's page renders its loading
    // frame, as the browser will while it restores the session, so the two first renders agree.
    const hinted = readCookie(request.cookie, SESSION_HINT_COOKIE) === '1';
    const session = createSessionStore({
      storage: { getItem: (key) => (key === SESSION_HINT_KEY && hinted ? '1' : null), setItem: () => undefined, removeItem: () => undefined },
      channel: undefined,
      reload: () => undefined,
      ...(member ? { member } : {}),
    });
    const overload = createOverloadStore();
    const api = createApiClient({
      baseUrl: apiOrigin,
      channel: partner.channel,
      // the API's texts in the language the page renders in (as the browser's client will ask)
      language: languageTag(requestLocale(request)),
      logErrors: false,
      fetch: withApiHeaders(request),
      // The member's calls carry their render token; nothing is renewed on the server (the token outlives the render).
      ...(member ? { session, renewer: { renew: async () => null } } : {}),
    });
    const authApi = createAuthApi(api);
    const queryClient = new QueryClient(serverQueryClientOptions);
    const deps: DataDeps = { queryClient, queries: createQueries(api, authApi), authApi, api };
    // The frame's own content (footer, side menu) for the reader, so the header is whole on first paint.
    void queryClient.prefetchQuery(deps.queries.layout.frame(member ? 'member' : 'visitor'));
    // And the visitor's discount banner above the page, on sites that take payments: arriving later it would push the page down.
    if (takesPayments(partner)) void queryClient.prefetchQuery(deps.queries.payment.discountBanner());
    const handler = createStaticHandler(buildRoutes(partner, deps, registry, { server: true }));
    const context = await handler.query(new Request(request.url, { headers: request.cookie ? { cookie: request.cookie } : {} }));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    // The not-found screen is a route of its own (the catch-all and /404), not an error: say 404.
    // So is a loader's 404 from the API (an unknown offer, article or terms page).
    const leaf = context.matches.at(-1)?.route.path;
    const apiNotFound = Object.values(context.errors ?? {}).some((error) => error instanceof ApiError && error.status === 404);
    const status = leaf === '*' || leaf === '/404' || apiNotFound ? 404 : context.statusCode;
    await settled(queryClient);
    const viewportHint = /Mobi|Android|iPhone|iPad/i.test(request.userAgent ?? '') ? 'phone' : 'desktop';
    // the page's language, and the shell's messages in it before the first render (docs/languages.md)
    const locale = requestLocale(request);
    await loadCatalogues(locale, [shellCatalogue, partnerCatalogue, designSystemCatalogue, snackbarCatalogue]);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderComplete(
      <StrictMode>
        <AppProviders partner={partner} deps={deps} session={session} overload={overload} siteOrigin={request.origin} viewportHint={viewportHint} browserFacts={{ cookie: request.cookie ?? '', userAgent: request.userAgent ?? '' }} locale={locale} hydrating>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
      request.nonce,
    );
    const { head, body } = splitHead(html);
    const state =
      // The member the page was rendered for (never their token): the browser's session starts as them.
      `<script type="application/json" id="${SITE_STATE_ID}">${jsonForScript({ origin: request.origin, viewportHint, hinted, locale, ...(member ? { member: { user: member.user, loginType: member.loginType } } : {}) })}</script>` +
      `<script type="application/json" id="${ROUTER_STATE_ID}">${jsonForScript(routerState(context))}</script>` +
      `<script type="application/json" id="${QUERY_STATE_ID}">${jsonForScript(dehydrate(queryClient))}</script>`;
    queryClient.clear();
    // The app's dark mode from the address or the cookie an earlier page set, as the browser reads
    // it (startApp): the first paint is already dark, and the class sits outside React's root.
    const darkMode = darkModeOf(new URL(request.url).search, request.cookie);
    return {
      kind: 'page',
      status,
      head:
        (head.includes('<title>') ? '' : `<title>${escapeMarkup(partnerIn(partner, locale).pageTitle)}</title>`) +
        `<meta name="theme-color" content="${escapeMarkup(partner.theme.brandColor)}"/>` +
        `<link rel="icon" type="image/svg+xml" href="${escapeMarkup(partner.iconHref)}"/>` +
        // the installable app (appFiles.ts): its manifest, and the icon a phone's home screen uses
        `<link rel="manifest" href="${MANIFEST_PATH}"/><link rel="apple-touch-icon" href="${APP_ICONS[0].src}"/>` +
        languageAlternates(request.origin, request.url) +
        (darkMode ? '<meta name="color-scheme" content="dark"/>' : '') +
        head,
      body,
      state,
      htmlClass: darkMode ? `${partner.theme.themeClass} ${DARK_MODE_CLASS}` : partner.theme.themeClass,
      lang: languageTag(locale),
      personal: Boolean(member) || hinted,
    };
  };
}

export type ServerRender = ReturnType<typeof createServerRenderer>;
