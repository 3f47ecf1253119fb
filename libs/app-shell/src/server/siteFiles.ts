// robots.txt and sitemap.xml for one site: only the paths its partner config serves, on its
// canonical origin, with the catalogue's categories and offers and the blog's articles from the API.
// Also the installable app's manifest and offline page (appFiles.ts).
import { createApiClient, unwrap } from '@rewards/api-client';
import { languageTag } from '@rewards/i18n';
import type { PartnerConfig } from '@rewards/partner';
import { servedEntries } from '../routing/buildRoutes';
import { requestLocale } from '../i18n/requestLocale';
import { offlinePage, webAppManifest } from './appFiles';
import { escapeMarkup } from './markup';
import type { RegistryEntry } from '../routing/registry';

/** Served but not listed: sign-in (crawlable, it is where links to member pages lead), checkout, the system screens, /sft (a redirect), /ticketing and /slike-paywall (noindex). */
const UNLISTED = new Set(['/login', '/payment', '/unsubscribe', '/system-overload', '/downtime', '/down-time', '/sft', '/ticketing', '/slike-paywall']);
/** Of those, what crawlers are asked to stay out of. */
const CLOSED = new Set(['/payment', '/system-overload', '/downtime', '/down-time']);

type LanguageRequest = Parameters<typeof requestLocale>[0];

export interface SiteFilesOptions {
  partner: PartnerConfig;
  registry: readonly RegistryEntry[];
  apiOrigin: string;
  /** The site's canonical origin, without a trailing slash. */
  origin: string;
}


export function createSiteFiles({ partner, registry, apiOrigin, origin }: SiteFilesOptions) {
  const served = servedEntries(partner, registry);
  const indexable = (entry: (typeof served)[number]) => !entry.handle.protected && !UNLISTED.has(entry.path);
  const serves = (pattern: string) => served.some((entry) => entry.path === pattern && indexable(entry));
  const api = createApiClient({ baseUrl: apiOrigin, channel: partner.channel, logErrors: false });

  async function articlePaths(): Promise<string[]> {
    const paths: string[] = [];
    for (let page = 0; page < 1000; page += 1) {
      const { articles, childCount } = unwrap(await api.GET('/c/prime/blog', { params: { query: { page, pageSize: 24 } } })).data;
      paths.push(...articles.map((article) => `/blog/${article.path}`));
      if (articles.length === 0 || paths.length >= childCount) break;
    }
    return paths;
  }

  async function cataloguePaths(): Promise<string[]> {
    const base = partner.categoriesPath;
    if (!serves(`${base}/:catName`)) return [];
    // The offers feature is loaded lazily in the browser; here it is one more server module.
    const { categoryHref, offerHref } = await import('@rewards/offers');
    const { categories } = unwrap(await api.POST('/nc/prime/categories/offers', { body: { query: '', page: 0, pageSize: 1000, platform: 'WEB' } })).data;
    const paths = new Set<string>();
    for (const category of categories) {
      if (!category.slug) continue;
      paths.add(categoryHref(base, category.slug));
      if (serves(`${base}/:catName/:brand`)) for (const offer of category.companyOffers ?? []) paths.add(offerHref(base, offer));
    }
    return [...paths];
  }

  return {
    /** The web app manifest (JSON) and the offline page (HTML) of the installable app. */
    manifest: () => JSON.stringify(webAppManifest(partner)),
    offlinePage: (request: LanguageRequest) => offlinePage(partner, requestLocale(request)),
    /** The `<html lang>` a page request gets (the site server keeps one cached visitor's page per language). */
    language: (request: LanguageRequest) => languageTag(requestLocale(request)),
    robots(): string {
      const closed = served.filter((entry) => (entry.handle.protected || CLOSED.has(entry.path)) && !entry.path.includes(':')).map((entry) => `Disallow: ${entry.path}`);
      return ['User-agent: *', 'Allow: /', ...closed, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    },
    async sitemap(): Promise<string> {
      const fixed = served.filter((entry) => indexable(entry) && !entry.path.includes(':')).map((entry) => entry.path);
      const [catalogue, articles] = await Promise.all([cataloguePaths(), serves('/blog/:articleTitle') ? articlePaths() : Promise.resolve([])]);
      const urls = [...new Set([...fixed, ...catalogue, ...articles])].map((path) => `  <url><loc>${escapeMarkup(new URL(path, `${origin}/`).href)}</loc></url>`);
      return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
    },
  };
}

export type SiteFiles = ReturnType<typeof createSiteFiles>;
