import { freeTrialState, showsFreeTrial, type HomeData } from '@rewards/api-contract';
import { useQueries } from '@rewards/api-client';
import { useLoginPopup, useSession } from '@rewards/auth';
import { takesCardOffers, usePartner } from '@rewards/partner';
import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { AdditionalBenefits } from '../AdditionalBenefits';
import { EventBanners, MarqueeStrip, PromotionalCarousel, WeeklyBanners } from '../banners';
import { ExclusivesSection } from '@rewards/offers/exclusives';
import { useBrowsingSlots } from '@rewards/platform';
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
import * as pageStyles from '../routes/home.css';

/**
 * A section laid out and painted only once it nears the screen (see `later`), and hydrated on its
 * own: a Suspense boundary the server renders in place, which React hydrates after the rest in
 * slices, each section its own commit (the sections' 478 components were one commit).
 */
function Later({ children }: { children: ReactNode }) {
  return (
    <div className={pageStyles.later}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

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
  // The free-trial widget follows FREE_TRIAL_OFF / ON / UNCERTAIN: hidden once the plan says no trial
  // is on offer; shown while that is not known yet (the server draws it, nothing moves for most visitors).
  const { data: cta } = useQuery(queries.payment.planCta(undefined, 'visitor'));
  const trial = freeTrialState(cta, session.status);
  // The tabs, exclusives and partner logos come cut to size with the home data: no catalogue download.
  const sections = home.offerSections;
  const core = home.coreOfferSection;

  return (
    <>
      {viewport?.weeklyViewport && (
        <Later><WeeklyBanners viewport={viewport.weeklyViewport} /></Later>
      )}
      {viewport?.eventViewport && (
        <Later><EventBanners eventViewport={viewport.eventViewport} /></Later>
      )}
      {viewport?.strip && (
        <Later><MarqueeStrip strip={viewport.strip} /></Later>
      )}
      {promotions && (
        <Later><PromotionalCarousel promotions={promotions} /></Later>
      )}
      {home.visaPromotionalWidget && takesCardOffers(partner) && (
        <Later><VisaPromotionalWidget widget={home.visaPromotionalWidget} isLoggedIn={isLoggedIn} /></Later>
      )}

      <Later>
        <CoreOffers core={core} isLoggedIn={isLoggedIn} />
      </Later>
      <Later>
        <AdditionalBenefits categories={sections.categories} isLoggedIn={isLoggedIn} onHomeCard />
      </Later>
      <Later>
        <ExclusivesSection exclusives={sections.exclusives} knowMore={home.exclusiveData} />
      </Later>

      <Later>
        <HowToUse howToUse={home.howToUse} />
      </Later>
      <Later>
        <PartnerOffers offers={sections.partnerOffers} />
      </Later>
      <Later>
        <CustomerReviews section={home.customerReviewSection} />
      </Later>
      <Later>
        <AppDownload app={home.appInstall} />
      </Later>
      <Later>
        <HomeFaq faqs={home.faqs} />
      </Later>
      {partner.seo.show && (
        <Later><SeoBlocks blocks={home.seoBlocks} /></Later>
      )}
      {showsFreeTrial(trial) && (
        <Later>
          <FreeTrialWidget widget={home.freeTrialWidget} onStart={() => login.open({ origin: 'TRIAL' })} />
        </Later>
      )}
      {discountBanner && <Later>{discountBanner}</Later>}
      {/* Not in a Later box: sticky keeps to its containing block, and that box was the bar's own
          height, so it showed only at the page's end. A child of the page's grid, it stays at the
          bottom of the screen while the home scrolls and settles above the footer at the end. */}
      <BenefitsWorthBar amount={home.benefitsWorth} />
    </>
  );
}
