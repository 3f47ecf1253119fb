// The installable app's files for one site, from its partner config: the web app manifest and the
// offline page its service worker precaches (docs/installable-app.md).
import { languageTag, loadCatalogues, translate, type Locale } from '@rewards/i18n';
import type { PartnerConfig } from '@rewards/partner';
import { OFFLINE_PAGE } from '../pwa/caches';
import { offlinePageCatalogue } from './i18n/catalogue';
import { escapeMarkup } from './markup';

/** The app icons every site's public folder holds (made from its favicon by tools/make-app-icons.mjs). */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export const MANIFEST_PATH = '/manifest.webmanifest';
export { OFFLINE_PAGE };

/** The part of the page title after its brand ("Prime Rewards | One membership, …"), else the footer's line. */
function description(partner: PartnerConfig): string {
  const [, tail] = partner.pageTitle.split(' | ');
  return tail ?? partner.labels.footerSubtitle;
}

/**
 * The site's web app manifest. Its own id, start URL and scope (each site is its own origin, so its
 * root), its name and theme colour; it opens standalone, as an app.
 */
export function webAppManifest(partner: PartnerConfig) {
  return {
    id: '/',
    name: partner.brandName,
    short_name: partner.brandName,
    description: description(partner),
    lang: 'en-IN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: partner.theme.brandColor,
    background_color: '#ffffff',
    categories: ['shopping', 'lifestyle'],
    icons: APP_ICONS,
  };
}

/**
 * Our page for an address the service worker has not kept, while the network is away: the site's
 * brand, what happened, and a way back (try again reloads the address the member asked for), in the
 * member's language (the worker keeps one per language). No script: it is served from the cache for
 * any address, under the site's page policy.
 */
export async function offlinePage(partner: PartnerConfig, locale: Locale): Promise<string> {
  await loadCatalogues(locale, [offlinePageCatalogue]);
  const t = (key: string) => escapeMarkup(translate(locale, offlinePageCatalogue, key));
  const brand = escapeMarkup(partner.brandName);
  const colour = escapeMarkup(partner.theme.brandColor);
  return `<!doctype html>
<html lang="${languageTag(locale)}">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="theme-color" content="${colour}"/>
<meta name="robots" content="noindex"/>
<title>${t('offline.title')} | ${brand}</title>
<link rel="icon" type="image/svg+xml" href="${escapeMarkup(partner.iconHref)}"/>
<link rel="manifest" href="${MANIFEST_PATH}"/>
<style>
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#fff;color:#1a1a1a}
header{background:${colour};color:#fff;padding:16px 20px;font-weight:700;font-size:1.125rem}
main{flex:1;display:flex;flex-direction:column;align-items:flex-start;gap:12px;padding:32px 20px;max-width:560px}
h1{margin:0;font-size:1.5rem}
p{margin:0;line-height:1.5;color:#4a4a4a}
.actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:8px}
a{display:inline-block;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none}
a.primary{background:${colour};color:#fff}
a.secondary{color:${colour};border:1px solid currentColor}
a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#121212;color:#f2f2f2}p{color:#c8c8c8}a.secondary{color:#f2f2f2}a:focus-visible{outline-color:#f2f2f2}}
</style>
</head>
<body>
<header>${brand}</header>
<main>
<h1>${t('offline.title')}</h1>
<p>${t('offline.saved')}</p>
<p>${t('offline.check')}</p>
<div class="actions"><a class="primary" href="">${t('offline.retry')}</a><a class="secondary" href="/">${t('offline.home')}</a></div>
</main>
</body>
</html>
`;
}
