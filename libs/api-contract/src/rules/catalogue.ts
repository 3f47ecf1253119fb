import { ALL_CATEGORY_ID, type Category, HOME_EXCLUSIVES_MAX, type HomeOfferSections, type Offer } from '../index';
import { parseKeyPoints } from './keyPoints';

/** An exclusive offer or event (`extraInfoMap.isXclusiveOffer` or `isXclusiveEvent` is 'true'). */
export function isExclusive(offer: Pick<Offer, 'extraInfoMap'>): boolean {
  return offer.extraInfoMap?.isXclusiveOffer === 'true' || offer.extraInfoMap?.isXclusiveEvent === 'true';
}

/** An exclusive event (as opposed to an exclusive offer). */
export function isExclusiveEvent(offer: Pick<Offer, 'extraInfoMap'>): boolean {
  return offer.extraInfoMap?.isXclusiveEvent === 'true';
}

/** `orderPriority` as a number; offers without one go last. */
const orderPriority = (offer: Offer) => {
  const raw = offer.extraInfoMap?.orderPriority?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
};

/** Exclusives by their `orderPriority`, then priority ascending, then id. */
export function compareExclusives(a: Offer, b: Offer): number {
  return orderPriority(a) - orderPriority(b) || a.priority - b.priority || a.id - b.id;
}

export interface SplitCategories {
  /** The categories without their exclusive offers; a category left with no offers is dropped. */
  categories: Category[];
  /** Every exclusive offer once, in order. */
  exclusives: Offer[];
}

/**
 * Exclusive offers leave the normal categories for a list of their own (spec §4): the listings
 * show `categories`, the exclusives section and /categories/tpxclusives show `exclusives`.
 */
export function splitExclusives(categories: readonly Category[]): SplitCategories {
  const exclusives = new Map<number, Offer>();
  const keep = (offers: readonly Offer[]) =>
    offers.filter((offer) => {
      if (!isExclusive(offer)) return true;
      if (!exclusives.has(offer.id)) exclusives.set(offer.id, offer);
      return false;
    });

  const normal: Category[] = [];
  for (const category of categories) {
    const offers = keep(category.offers);
    const companyOffers = keep(category.companyOffers);
    const welcomeOffer = category.welcomeOffer && isExclusive(category.welcomeOffer) ? null : category.welcomeOffer;
    if (category.welcomeOffer && welcomeOffer === null) keep([category.welcomeOffer]);
    if (offers.length === 0 && companyOffers.length === 0) continue;
    normal.push(welcomeOffer === category.welcomeOffer ? { ...category, offers, companyOffers } : { ...category, offers, companyOffers, welcomeOffer });
  }
  return { categories: normal, exclusives: [...exclusives.values()].sort(compareExclusives) };
}

/** Company offers a category tab shows: four plus the welcome offer (spec §9). */
export const CATEGORY_TAB_OFFERS = 5;

/**
 * The offers a category's tab shows: its welcome offer first (the category's `welcomeOffer`, else
 * a company offer flagged `welcome`), then the other company offers in order, five in all.
 */
export function categoryTabOffers(category: Pick<Category, 'companyOffers' | 'welcomeOffer'>): Offer[] {
  const welcome = category.welcomeOffer ?? category.companyOffers.find((offer) => offer.welcome);
  const others = category.companyOffers.filter((offer) => offer.id !== welcome?.id);
  return (welcome ? [welcome, ...others] : others).slice(0, CATEGORY_TAB_OFFERS);
}

/** What no home card reads: the card template, unlock counts, the image variants and header for other screens. */
const NOT_ON_HOME_CARDS = ['template', 'displayDetail', 'logo', 'image', 'loggedoutImage', 'vpHeader'] as const satisfies readonly (keyof Offer)[];

/**
 * An offer as a home card or exclusive card shows it (`OfferTile`, `ExclusiveCard`): without the
 * fields no home card reads, and without the string copy of the key points when they are given.
 */
export function homeCardOffer(offer: Offer): Offer {
  const card: Offer = { ...offer };
  for (const key of NOT_ON_HOME_CARDS) delete card[key];
  if (card.extraInfoMap?.keyPoints !== undefined && card.keyPoints.length > 0) {
    const extraInfoMap = { ...card.extraInfoMap };
    delete extraInfoMap.keyPoints;
    card.extraInfoMap = extraInfoMap;
  }
  if (card.offers?.length === 0) delete card.offers;
  return card;
}

/** A partner brand's logo link (`PartnerOffers`): the fields it shows, links with and searches. */
export function brandLinkOffer(offer: Offer): Offer {
  const { id, name, header, companyName, companyColor, categorySlug, priority, welcome, membership, locked, logoUrl } = offer;
  return { id, name, header, companyName, companyColor, categorySlug, priority, welcome, membership, locked, logoUrl, keyPoints: [] };
}

/**
 * What the home's tabs, exclusives and partner logos show, cut from the full category list: the same
 * split the listings apply (`splitExclusives`), then each category's tab offers only, each offer with
 * only the fields its card reads.
 */
export function homeOfferSections(categories: readonly Category[]): HomeOfferSections {
  const split = splitExclusives(categories);
  const all = split.categories.find((category) => category.id === ALL_CATEGORY_ID);
  return {
    categories: split.categories
      .filter((category) => category.id !== ALL_CATEGORY_ID)
      .map((category) => ({
        ...category,
        offers: [],
        companyOffers: categoryTabOffers(category).map(homeCardOffer),
        welcomeOffer: category.welcomeOffer ? homeCardOffer(category.welcomeOffer) : category.welcomeOffer,
      })),
    exclusives: split.exclusives.slice(0, HOME_EXCLUSIVES_MAX).map(homeCardOffer),
    partnerOffers: (all?.companyOffers ?? []).map(brandLinkOffer),
  };
}

/** What an offer card shows of an offer, whichever listing it stands in (the design system's OfferCard props). */
export interface OfferCardContent {
  companyName: string;
  companyColor: Offer['companyColor'];
  logoUrl: Offer['logoUrl'];
  header: string;
  subHeader: string | undefined;
  description: string | undefined;
  coverImageUrl: string | undefined;
  locked: boolean;
  tagLabel: string | undefined;
  isNew: boolean;
  keyPoints: string[];
  subOffers: string[] | undefined;
}

/** An offer's card content: its texts and images, its key points (the list, or the JSON of the old field). */
export function offerCardContent(offer: Offer): OfferCardContent {
  return {
    companyName: offer.companyName,
    companyColor: offer.companyColor,
    logoUrl: offer.logoUrl,
    header: offer.header,
    subHeader: offer.subHeader ?? undefined,
    description: offer.info ?? undefined,
    coverImageUrl: offer.coverImageUrl ?? undefined,
    locked: offer.locked,
    tagLabel: offer.tagLabel ?? undefined,
    isNew: offer.isNew ?? false,
    keyPoints: offer.keyPoints.length > 0 ? offer.keyPoints : parseKeyPoints(offer.extraInfoMap?.keyPoints),
    subOffers: offer.offers?.map((subOffer) => subOffer.header),
  };
}
