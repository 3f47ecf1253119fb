import type { HomeData } from '@rewards/api-contract';
import { useQueries } from '@rewards/api-client';
import { useLoginPopup, useSession } from '@rewards/auth';
import { takesCardOffers, usePartner } from '@rewards/partner';
import { useQuery } from '@tanstack/react-query';
import { AdditionalBenefits } from '../AdditionalBenefits';
import { EventBanners, MarqueeStrip, PromotionalCarousel, WeeklyBanners } from '../banners';
import { ExclusivesSection } from '../exclusives';
import { useBrowsingSlots } from '../slots';
import { AppDownload } from './AppDownload';
import { BenefitsWorthBar } from './BenefitsWorthBar';
import { CoreOffers } from './CoreOffers';
import { CustomerReviews } from './CustomerReviews';
import { FreeTrialWidget } from './FreeTrialWidget';
import { HomeFaq } from './HomeFaq';
import { HowToUse } from './HowToUse';
import { PartnerOffers } from './PartnerOffers';
import { SeoBlocks } from './SeoBlocks';
import { VisaPromotionalWidget } from './VisaPromotionalWidget';

/**
 * Everything on the logged-out home below its first screen, in the spec's order: banners, offers,
 * exclusives and the editorial sections. Its own chunk (with the carousel and tabs libraries), which
 * the route's loader starts fetching at once, so the first screen does not wait for it.
 */
export default function HomeRest({ home }: { home: HomeData }) {
  const queries = useQueries();
  const partner = usePartner();
  const session = useSession();
  const login = useLoginPopup();
  const { discountBanner } = useBrowsingSlots();
  const isLoggedIn = session.status === 'loggedIn';
  // Banners and lists: a failure hides that section, not the page.
  const { data: viewport } = useQuery(queries.layout.viewport());
  const { data: promotions } = useQuery(queries.layout.promotions({}));
  // The tabs, exclusives and partner logos come cut to size with the home data: no catalogue download.
  const sections = home.offerSections;
  const core = home.coreOfferSection;

  return (
    <>
      {viewport?.weeklyViewport && <WeeklyBanners viewport={viewport.weeklyViewport} />}
      {viewport?.eventViewport && <EventBanners eventViewport={viewport.eventViewport} />}
      {viewport?.strip && <MarqueeStrip strip={viewport.strip} />}
      {promotions && <PromotionalCarousel promotions={promotions} />}
      {home.visaPromotionalWidget && takesCardOffers(partner) && <VisaPromotionalWidget widget={home.visaPromotionalWidget} isLoggedIn={isLoggedIn} />}

      <CoreOffers core={core} isLoggedIn={isLoggedIn} />
      <AdditionalBenefits categories={sections.categories} isLoggedIn={isLoggedIn} onHomeCard />
      <ExclusivesSection exclusives={sections.exclusives} knowMore={home.exclusiveData} />

      <HowToUse howToUse={home.howToUse} />
      <PartnerOffers offers={sections.partnerOffers} />
      <CustomerReviews section={home.customerReviewSection} />
      <AppDownload app={home.appInstall} />
      <HomeFaq faqs={home.faqs} />
      {partner.seo.show && <SeoBlocks blocks={home.seoBlocks} />}
      <FreeTrialWidget widget={home.freeTrialWidget} onStart={() => login.open({ origin: 'TRIAL' })} />
      {discountBanner}
      <BenefitsWorthBar amount={home.benefitsWorth} />
    </>
  );
}
