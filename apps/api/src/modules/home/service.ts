// The logged-out home page: editorial content from home_content and home_sections, customer reviews,
// plus lists built from the catalogue (core offers, logo cards, the free-trial grid).
import {
  CATEGORY_PAGE_SIZE,
  type CustomerReview,
  FREE_TRIAL_GRID_SIZE,
  HOME_CORE_OFFERS_MAX,
  type HomeData,
  homeOfferSections,
  isPartnerChannel,
} from '@rewards/api-contract';
import { byPriorityThenId, categoriesWithOffers, toOffer, type CatalogueReader, type OfferRow } from '../catalogue';
import type { CustomerReviewRow, HomeRepository } from './repository';

export const DEFAULT_HOME_KEY = 'default';
/** The core site's channel: any `cid` that is not a co-brand partner's (none, `TIMES_PRIME`, a merchant id). */
export const CORE_SITE_CHANNEL = 'TIMES_PRIME';

/** The site a `cid` names: a co-brand partner's own, or the core site. */
export function siteChannelOf(cid: string | undefined): string {
  return isPartnerChannel(cid) ? cid : CORE_SITE_CHANNEL;
}
/** The rotating logo cards under the headline. */
export const OFFER_CARDS_LIMIT = 6;

const isExclusiveEvent = (offer: OfferRow) => offer.extraInfoMap.isXclusiveEvent === 'true';

/**
 * The logo cards under the headline: the most valuable offers (by `maxSavings`, then priority and id),
 * one per brand, leaving out exclusive events (they have their own section).
 */
export function offerCardsOf(offers: readonly OfferRow[], limit = OFFER_CARDS_LIMIT): OfferRow[] {
  const ranked = offers
    .filter((offer) => !isExclusiveEvent(offer))
    .sort((a, b) => (b.maxSavings ?? 0) - (a.maxSavings ?? 0) || byPriorityThenId(a, b));
  const brands = new Set<number>();
  const cards: OfferRow[] = [];
  for (const offer of ranked) {
    if (brands.has(offer.companyId)) continue;
    brands.add(offer.companyId);
    cards.push(offer);
    if (cards.length === limit) break;
  }
  return cards;
}

/** The offers a free trial unlocks (`extraInfoMap.ftLoggedOut` 'true'), by priority then id. */
export function freeTrialOffersOf(offers: readonly OfferRow[]): OfferRow[] {
  return offers.filter((offer) => offer.extraInfoMap.ftLoggedOut === 'true');
}

/** The 'Benefits Worth' figure: what the core (membership) offers are worth on the market. */
export function benefitsWorthOf(coreOffers: readonly OfferRow[]): number {
  return coreOffers.reduce((sum, offer) => sum + (offer.mktWorth ?? offer.maxSavings ?? 0), 0);
}

function toReview(row: CustomerReviewRow): CustomerReview {
  return { id: row.id, name: row.name, handle: row.handle, city: row.city, text: row.text, rating: row.rating, avatarUrl: row.avatarUrl };
}

export class HomeService {
  constructor(
    private readonly home: HomeRepository,
    private readonly catalogue: CatalogueReader,
  ) {}

  /** The home of the site `cid` names (only the card-linked offer's widget differs between sites). */
  async homeData(cid?: string, key = DEFAULT_HOME_KEY): Promise<HomeData> {
    const [content, sections, reviews, everyOffer, categoryRows, cardWidget] = await Promise.all([
      this.home.findContent(key),
      this.home.findSections(key),
      this.home.listReviews(),
      this.catalogue.listOffers(),
      this.catalogue.listCategories(),
      this.home.findCardWidget(siteChannelOf(cid)),
    ]);
    // The seed always writes these rows; their absence is a broken deployment, not a client error.
    if (!content) throw new Error(`home content '${key}' is missing: was the database seeded?`);
    if (!sections) throw new Error(`home sections '${key}' are missing: was the database seeded?`);
    const membershipOffers = everyOffer.filter((offer) => offer.membership);
    const freeTrialOffers = freeTrialOffersOf(everyOffer);
    return {
      title: content.title,
      headlineWords: content.headlineWords,
      coreOfferSection: {
        title: content.coreTitle,
        titlePrefix: content.coreTitlePrefix,
        titlePostfix: content.coreTitlePostfix,
        highlightColor: content.coreHighlightColor,
        subTitle: content.coreSubTitle,
        offers: membershipOffers.slice(0, HOME_CORE_OFFERS_MAX).map(toOffer),
        joinCta: { text: content.joinCtaText },
        joiningAmount: content.joiningAmount,
        discountAmount: content.discountAmount,
        discountLabel: content.discountLabel,
        strikeThrough: content.strikeThrough,
        couponCode: content.couponCode,
      },
      offerCards: offerCardsOf(everyOffer).map(toOffer),
      // the tabs, exclusives and partner logos below the first screen, so the home never needs the catalogue
      offerSections: homeOfferSections(categoriesWithOffers(categoryRows, everyOffer, 0, CATEGORY_PAGE_SIZE)),
      howToUse: { title: sections.howToUseTitle, steps: sections.howToUseSteps },
      customerReviewSection: { title: sections.reviewTitle, tweets: reviews.map(toReview) },
      appInstall: sections.appInstall,
      exclusiveData: {
        tpExclusiveKnowMoreImage: sections.exclusiveKnowMoreImage,
        headerKnowMore: sections.exclusiveHeader,
        subHeaderKnowMore: sections.exclusiveSubHeader,
      },
      freeTrialWidget: {
        title: sections.freeTrialTitle,
        subTitle: sections.freeTrialSubTitle,
        ctaText: sections.freeTrialCtaText,
        offers: freeTrialOffers.slice(0, FREE_TRIAL_GRID_SIZE).map(toOffer),
        offersCount: freeTrialOffers.length,
      },
      faqs: content.faqs.map(({ question, answer }) => ({ question, answer })),
      seoBlocks: sections.seoBlocks,
      benefitsWorth: sections.benefitsWorth ?? benefitsWorthOf(membershipOffers),
      marketingCouponData: sections.marketingCouponCode ? { code: sections.marketingCouponCode } : null,
      visaPromotionalWidget: cardWidget
        ? { inletImage: cardWidget.inletImage, title: cardWidget.title, subTitle: cardWidget.subTitle, cta: cardWidget.cta, cardChannelId: cardWidget.cardChannelId }
        : null,
    };
  }
}
