// The home page's catalogue and a fake server answering its calls with the shared contract-typed
// fixtures (`@rewards/api-client/testing`), so the real client and query factories run end to end
// without a network.
import { errorResponse, homeData, ok, partnerOffers, promotions, viewportData } from '@rewards/api-client/testing';
import type { Category, HomeData, Offer, PlanCta, Promotion, ViewportData } from '@rewards/api-contract';
import { ALL_CATEGORY_ID, homeOfferSections } from '@rewards/api-contract';
import { exclusivesAt } from '../../exclusives/testing';

/** The catalogue: every brand in 'all', a few real categories, and the exclusives in their own category. */
export function homeCategories(now: number = Date.now()): Category[] {
  const exclusives = exclusivesAt(now);
  const byCategory = (categorySlug: string) => partnerOffers.filter((offer) => offer.categorySlug === categorySlug);
  const category = (id: number, name: string, displayName: string, offers: Offer[]): Category => ({
    id,
    name,
    displayName,
    slug: name,
    priority: id,
    isNative: true,
    offers,
    companyOffers: offers,
  });
  return [
    { ...category(ALL_CATEGORY_ID, 'all', 'All', [...partnerOffers, ...exclusives]), priority: 0 },
    category(1, 'dining', 'Dining', byCategory('dining')),
    category(2, 'music', 'Music', byCategory('music')),
    category(3, 'food-delivery', 'Food delivery', byCategory('food-delivery')),
    category(20, 'tpxclusives', 'TP Xclusives', exclusives),
  ];
}

export interface HomeApiAnswers {
  home?: HomeData;
  viewport?: ViewportData;
  promotions?: Promotion[];
  categories?: Category[];
  /** The plan CTA (its `trialAvailable` sets the free-trial state); unanswered (404) when left out. */
  planCta?: PlanCta;
  /** Paths that answer 500. */
  failing?: string[];
}

/** A fake server for the home page's calls. */
export function homeServer(answers: HomeApiAnswers = {}) {
  return (request: Request): Response => {
    const path = new URL(request.url).pathname;
    if (answers.failing?.includes(path)) return errorResponse(500, 'TP500', 'Something went wrong', 'boom');
    switch (path) {
      case '/c/prime/home':
        // the home's tabs, exclusives and partner logos are cut from the same catalogue the listings get
        return ok(answers.home ?? { ...homeData, offerSections: homeOfferSections(answers.categories ?? homeCategories()) });
      case '/c/primeplus/viewport':
        return ok(answers.viewport ?? viewportData);
      case '/c/uf/product/promotions':
        return ok({ promotions: answers.promotions ?? promotions });
      case '/nc/prime/categories/offers': {
        const categories = answers.categories ?? homeCategories();
        return ok({ categories, totalOffers: categories[0]?.offers.length ?? 0 });
      }
      case '/nc/prime/planCta':
        return answers.planCta ? ok(answers.planCta) : errorResponse(404, 'TP404', 'Not found', 'not found');
      default:
        return errorResponse(404, 'TP404', 'Not found', 'not found');
    }
  };
}
