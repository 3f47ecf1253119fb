import { useSession } from '@rewards/auth';
import { Breadcrumbs, StructuredData, useSiteOrigin } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RouteHandle } from '../routing/registry';
import { breadcrumbs, seoRevealDelay, showsSeo } from './breadcrumbs';
import * as styles from './ShellSeo.css';
import { useT } from '@rewards/i18n';
import { seoCatalogue } from './i18n/catalogue';

// The site's pages in the breadcrumbs, by their path's first segment (English: the segment's own words, as the spec has them).
// i18n-keys: breadcrumbs.page.categories breadcrumbs.page.categoriescard breadcrumbs.page.categoriesshoppercard breadcrumbs.page.categorylistingmore breadcrumbs.page.blog breadcrumbs.page.blog-aboutus breadcrumbs.page.about breadcrumbs.page.faq breadcrumbs.page.privacy-policy breadcrumbs.page.terms-and-conditions breadcrumbs.page.referral-terms-and-conditions breadcrumbs.page.visa-terms-and-conditions breadcrumbs.page.tnc breadcrumbs.page.support breadcrumbs.page.unsubscribe breadcrumbs.page.otts breadcrumbs.page.timesprimesuper breadcrumbs.page.student-offer breadcrumbs.page.creditscorecheck breadcrumbs.page.experiantnc breadcrumbs.page.event-landing breadcrumbs.page.app-landing

/**
 * The frame's share of a page's SEO: the breadcrumbs on pages that declare an SEO block (after
 * 200 ms, at once on the first load), and the structured data describing the site on home pages
 * or the page otherwise. Titles, descriptions and canonical URLs are the pages' own (PageMeta).
 */
export function ShellSeo({ handle }: { handle: RouteHandle | undefined }) {
  const partner = usePartner();
  const t = useT(seoCatalogue);
  const { status } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname } = location;
  // The frame stays mounted across navigations: the location it first saw is the first load.
  const [firstKey] = useState(location.key);
  const delay = seoRevealDelay(location.key === firstKey);
  const [revealed, setRevealed] = useState<string | null>(null);

  useEffect(() => {
    if (delay === 0) return undefined;
    const timer = setTimeout(() => setRevealed(pathname), delay);
    return () => clearTimeout(timer);
  }, [delay, pathname]);

  const origin = useSiteOrigin();
  if (!handle) return null;
  const shown = showsSeo({ pageHasSeo: handle.seo === true, partnerShowsSeo: partner.seo.show, pathname, loggedOut: status === 'loggedOut' });
  const trail = shown && (delay === 0 || revealed === pathname) ? breadcrumbs(pathname, { home: t('breadcrumbs.home'), page: (segment) => (`breadcrumbs.page.${segment}` in seoCatalogue.en ? t(`breadcrumbs.page.${segment}`) : undefined) }) : [];
  return (
    <>
      {handle.homePage ? (
        <>
          <StructuredData data={{ '@type': 'WebSite', name: partner.brandName, url: `${origin}/` }} />
          <StructuredData data={{ '@type': 'Organization', name: partner.brandName, url: `${origin}/`, logo: new URL(partner.iconHref, origin).toString() }} />
        </>
      ) : (
        <StructuredData data={{ '@type': 'WebPage', url: new URL(pathname, origin).toString(), isPartOf: { '@type': 'WebSite', name: partner.brandName, url: `${origin}/` } }} />
      )}
      {trail.length > 0 && (
        <div className={styles.seo}>
          <Breadcrumbs items={trail} origin={origin} onNavigate={(href) => navigate(href)} />
        </div>
      )}
    </>
  );
}
