// The logged-out home page: editorial content from home_content plus lists built from the catalogue.
import type { HomeData, TopBenefit } from '@rewards/api-contract';
import type { CatalogueRepository, OfferRow } from '../catalogue/repository';
import { onePerCompany, toOffer } from '../catalogue/rules';
import type { HomeRepository } from './repository';

export const DEFAULT_HOME_KEY = 'default';

/** The footer's Top Benefits link to an offer page and say where the visit came from. */
export function topBenefitOf(offer: OfferRow): TopBenefit {
  return {
    id: offer.id,
    label: offer.companyName,
    deeplink: `/categories/${offer.categorySlug}/${offer.name}?source_origin=footer`,
  };
}

export class HomeService {
  constructor(
    private readonly home: HomeRepository,
    private readonly catalogue: CatalogueRepository,
  ) {}

  async homeData(key = DEFAULT_HOME_KEY): Promise<HomeData> {
    const [content, everyOffer] = await Promise.all([this.home.findContent(key), this.catalogue.listOffers()]);
    // The seed always writes this row; its absence is a broken deployment, not a client error.
    if (!content) throw new Error(`home content '${key}' is missing: was the database seeded?`);
    const membershipOffers = everyOffer.filter((offer) => offer.membership);
    return {
      title: content.title,
      headlineWords: content.headlineWords,
      coreOfferSection: {
        title: content.coreTitle,
        titlePrefix: content.coreTitlePrefix,
        titlePostfix: content.coreTitlePostfix,
        highlightColor: content.coreHighlightColor,
        subTitle: content.coreSubTitle,
        offers: membershipOffers.map(toOffer),
        joinCta: { text: content.joinCtaText },
        joiningAmount: content.joiningAmount,
        discountAmount: content.discountAmount,
        discountLabel: content.discountLabel,
        strikeThrough: content.strikeThrough,
        couponCode: content.couponCode,
      },
      faqs: content.faqs.map(({ question, answer }) => ({ question, answer })),
      footer: {
        subTitle: content.footerSubTitle,
        topBenefitResponse: onePerCompany(everyOffer).map(topBenefitOf),
        optOutMissCall: content.optOutMissCall,
      },
    };
  }
}
