import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { useSession } from '@rewards/auth';
import { PageMeta, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { joinsBy, takesPayments, usePartner } from '@rewards/partner';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, type LoaderFunction } from 'react-router-dom';
import { AdditionalBenefits } from '../AdditionalBenefits';
import { WeeklyBanners } from '../banners/WeeklyBanners';
import { ExclusivesSection } from '@rewards/offers/exclusives';
import { splitExclusives } from '@rewards/offers/exclusives/splitExclusives';
import { TrendingPrivileges, trendingOffers } from '../feed';
import { MembershipPanel } from '../landings/MembershipPanel';
import * as page from '@rewards/offers/page.css';
import * as feedStyles from './userfeed.css';
import { homeCatalogue } from '../i18n/catalogue';

export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async () => {
    // The exclusives' Know more card comes with the home data; the feed does not wait for it.
    void queryClient.prefetchQuery(queries.home.data());
    void queryClient.prefetchQuery(queries.layout.viewport());
    await queryClient.ensureQueryData(queries.category.list({}));
    return null;
  };
}

/**
 * The member feed (`/userfeed`, `/home`, `/user-shopper-stop`): a greeting by first name, on a
 * co-brand the membership's status (CLAIM THE OFFER while unclaimed), the
 * 'Trending Privileges' widget, the home's weekly banners with their member actions (REVIEW_ORDER to
 * payment, URL_REDIRECTION in a new tab, HOME_PAGE, GET_CREDIT_REPORT to the credit check; on the
 * sites that take payments, whose pages those are), the exclusives (members get them loaded) and the
 * Additional Benefits tabs. Cards open the offer detail page; locked offers show a lock icon.
 */
export function Component() {
  const { user, status } = useSession();
  const partner = usePartner();
  const t = useT(homeCatalogue);
  const queries = useQueries();
  const { pathname } = useLocation();
  const { data } = useSuspenseQuery(queries.category.list({}));
  const home = useQuery(queries.home.data());
  const showsBanners = takesPayments(partner);
  const { data: viewport } = useQuery({ ...queries.layout.viewport(), enabled: showsBanners });
  const { categories, exclusives } = splitExclusives(data);
  const isLoggedIn = status === 'loggedIn';
  const name = user?.firstName?.trim();

  return (
    <div className={page.page}>
      <PageMeta title={t('userfeed.title', { brand: partner.brandName })} description={t('userfeed.description', { brand: partner.brandName })} canonicalPath={pathname} noIndex />
      <Stack as="section" space="xsmall" aria-labelledby="feed-title">
        <h1 id="feed-title" className={page.h1}>
          {name ? t('userfeed.welcomeName', { name }) : t('userfeed.welcome')}
        </h1>
        <p className={page.muted}>{t('userfeed.intro')}</p>
      </Stack>
      {/* a co-brand member's status: their partner enrols them, and they claim it here if they have not */}
      {isLoggedIn && joinsBy(partner) === 'claim' ? <MembershipPanel /> : null}
      <TrendingPrivileges offers={trendingOffers(categories)} isLoggedIn={isLoggedIn} />
      {showsBanners && viewport?.weeklyViewport ? (
        <div className={feedStyles.bannerBox}>
          <WeeklyBanners viewport={viewport.weeklyViewport} />
        </div>
      ) : null}
      {home.data ? <ExclusivesSection exclusives={exclusives} knowMore={home.data.exclusiveData} /> : null}
      <AdditionalBenefits categories={categories} isLoggedIn={isLoggedIn} />
    </div>
  );
}
