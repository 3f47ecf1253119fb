import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { ALL_CATEGORY_ID } from '@rewards/api-contract';
import { useLoginPopup, useSession } from '@rewards/auth';
import { PageMeta, StructuredData } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { AdditionalBenefits } from '../AdditionalBenefits';
import { EventBanners, MarqueeStrip, PromotionalCarousel, WeeklyBanners } from '../banners';
import { ExclusivesSection } from '../exclusives';
import { splitExclusives } from '../exclusives/splitExclusives';
import {
  AppDownload,
  BenefitsWorthBar,
  CoreOffers,
  CustomerReviews,
  FreeTrialWidget,
  Headline,
  HomeFaq,
  homeStructuredData,
  HowToUse,
  JoinCta,
  OfferLogoCards,
  PartnerOffers,
  SeoBlocks,
} from '../home';
import * as heroStyles from '../home/Home.css';
import { useBrowsingSlots } from '../slots';
import * as styles from './home.css';

/**
 * The first screen needs the home texts and the banners; the categories and promotions further
 * down start loading at the same time without holding the page back.
 */
export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async () => {
    void queryClient.prefetchQuery(queries.category.list({}));
    void queryClient.prefetchQuery(queries.layout.promotions({}));
    await Promise.all([queryClient.ensureQueryData(queries.home.data()), queryClient.prefetchQuery(queries.layout.viewport())]);
    return null;
  };
}

/** The logged-out home: every section of the spec, in order, each from the API. */
export function Component() {
  const queries = useQueries();
  const partner = usePartner();
  const session = useSession();
  const login = useLoginPopup();
  const { discountBanner } = useBrowsingSlots();
  const isLoggedIn = session.status === 'loggedIn';

  const { data: home } = useSuspenseQuery(queries.home.data());
  // Banners and lists below the headline: a failure hides that section, not the page.
  const { data: viewport } = useQuery(queries.layout.viewport());
  const { data: promotions } = useQuery(queries.layout.promotions({}));
  const { data: categories } = useQuery(queries.category.list({}));

  const split = useMemo(() => (categories ? splitExclusives(categories) : undefined), [categories]);
  const partnerOffers = useMemo(() => split?.categories.find((category) => category.id === ALL_CATEGORY_ID)?.companyOffers ?? [], [split]);
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const structured = homeStructuredData({ brandName: partner.brandName, origin, logo: partner.iconHref });
  const core = home.coreOfferSection;

  return (
    <div className={styles.page}>
      <PageMeta title={partner.pageTitle} description={core.subTitle} canonicalPath="/" />
      <StructuredData data={structured.website} />
      <StructuredData data={structured.organization} />

      <section className={heroStyles.hero} aria-label="Membership">
        <div className={heroStyles.heroText}>
          <Headline title={home.title} words={home.headlineWords} />
          <JoinCta core={core} />
        </div>
        <OfferLogoCards offers={home.offerCards} />
      </section>

      {viewport?.weeklyViewport && <WeeklyBanners viewport={viewport.weeklyViewport} />}
      {viewport?.eventViewport && <EventBanners eventViewport={viewport.eventViewport} />}
      {viewport?.strip && <MarqueeStrip strip={viewport.strip} />}
      {promotions && <PromotionalCarousel promotions={promotions} />}

      <CoreOffers core={core} isLoggedIn={isLoggedIn} />
      {split && <AdditionalBenefits categories={split.categories} isLoggedIn={isLoggedIn} onHomeCard />}
      {split && <ExclusivesSection exclusives={split.exclusives} knowMore={home.exclusiveData} />}

      <HowToUse howToUse={home.howToUse} />
      <PartnerOffers offers={partnerOffers} />
      <CustomerReviews section={home.customerReviewSection} />
      <AppDownload app={home.appInstall} />
      <HomeFaq faqs={home.faqs} />
      {partner.seo.show && <SeoBlocks blocks={home.seoBlocks} />}
      <FreeTrialWidget widget={home.freeTrialWidget} onStart={() => login.open({ origin: 'TRIAL' })} />
      {discountBanner}
      <BenefitsWorthBar amount={home.benefitsWorth} />
    </div>
  );
}
