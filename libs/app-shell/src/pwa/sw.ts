/// <reference lib="webworker" />
// The sites' service worker (built per site by vite-plugin-pwa, injectManifest, into dist/client/sw.js):
// - the current build's files are precached, and a new build's worker waits until the member agrees
//   to reload (the page's "new version" prompt sends SKIP_WAITING);
// - pages: the network first (a member always gets the page rendered for them), a visited public page
//   when the network is away or slower than 4 s, and our offline page for a page never visited;
// - public reads (`/c/…`) and the catalogue's images (`/static/…`): stale-while-revalidate;
// - nothing personal is kept: only answers `isPublicAnswer` allows, and `/nc/…` never.
// See docs/installable-app.md.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { LANGUAGE_COOKIE } from '@rewards/i18n/locales';
import { isPublicAnswer, offlinePageIn, PAGES_CACHE, READS_CACHE } from './caches';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker a browser installs looks after the page that installed it at once (its precache is
// that page's build); a later one waits for the member's yes (SKIP_WAITING) and then takes every tab.
clientsClaim();

const publicOnly = { cacheWillUpdate: async ({ response }: { response: Response }) => (isPublicAnswer(response) ? response : null) };
const DAY = 24 * 60 * 60;

/** The paths the API answers through the site (apps/site-server API_PATH_PREFIXES): never pages. */
const API_PATH = /^\/(c|nc|api|static|dev|system)(\/|$)/;

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !API_PATH.test(url.pathname),
  new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 4, plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY })] }),
);

registerRoute(
  ({ request, url }) => url.origin === self.location.origin && (url.pathname.startsWith('/c/') || (url.pathname.startsWith('/static/') && request.destination === 'image')),
  new StaleWhileRevalidate({ cacheName: READS_CACHE, plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true })] }),
  'GET',
);

/** The member's language: their choice (the cookie, where the browser lets a worker read it), else the browser's. */
async function language(): Promise<'en' | 'hi'> {
  const chosen = await self.cookieStore?.get(LANGUAGE_COOKIE).catch(() => null);
  if (chosen?.value === 'hi' || chosen?.value === 'en') return chosen.value;
  return self.navigator.languages.find((tag) => /^(hi|en)\b/i.test(tag))?.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

// A page neither the network nor the cache could give: our offline page (precached with the build).
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document' || request.mode === 'navigate') return (await matchPrecache(offlinePageIn(await language()))) ?? Response.error();
  return Response.error();
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
