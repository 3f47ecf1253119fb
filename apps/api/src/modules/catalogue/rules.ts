// Pure catalogue rules: how rows become the contract's offers, and how lists are ordered and paged.
import { parseKeyPoints, type MoreOffer, type Offer, type SubOffer, type components } from '@rewards/api-contract';
import type { OfferRow } from './repository';

type OfferExtraInfo = components['schemas']['OfferExtraInfo'];
type CardSize = NonNullable<Offer['cardSize']>;
type CouponType = NonNullable<SubOffer['couponType']>;

/** The `extraInfoMap` keys the contract knows; anything else stored on an offer stays internal. */
const EXTRA_INFO_KEYS = [
  'keyPoints',
  'offerNameSEO',
  'ftLoggedOut',
  'isXclusiveEvent',
  'isXclusiveOffer',
  'xclusiveStartTime',
  'xclusiveEndTime',
  'xclusiveImage',
  'xclusiveDate',
  'xclusiveDuration',
  'xclusiveSellingPrice',
  'xclusiveDiscountedPrice',
  'orderPriority',
  'ctaText',
  'ctaBgColor',
  'ctaTextColor',
  'xclusiveRsvpStateTag',
  'xclusiveLiveNowStateTag',
  'xclusiveJustMissedStateTag',
] as const satisfies readonly (keyof OfferExtraInfo)[];

const CARD_SIZES: readonly string[] = ['SMALL', 'BIG', 'COVER'] satisfies readonly CardSize[];
const COUPON_TYPES: readonly string[] = ['POOL', 'CONSTANT', 'ACTIVATION', 'URL', 'NONE'] satisfies readonly CouponType[];

export const logoUrlFor = (companySlug: string) => `/static/2x/brand-${companySlug}-logo.svg`;
export const coverUrlFor = (companySlug: string) => `/static/2x/brand-${companySlug}-cover.svg`;

export function pickExtraInfo(map: Record<string, string>): OfferExtraInfo {
  const picked: Record<string, string> = {};
  for (const key of EXTRA_INFO_KEYS) {
    const value = map[key];
    if (typeof value === 'string') picked[key] = value;
  }
  return picked;
}

export function toOffer(row: OfferRow): Offer {
  const logoUrl = logoUrlFor(row.companySlug);
  const coverImageUrl = coverUrlFor(row.companySlug);
  return {
    id: row.id,
    name: row.name,
    header: row.header,
    subHeader: row.subHeader,
    info: row.info,
    logoUrl,
    logo: logoUrl,
    image: coverImageUrl,
    loggedoutImage: coverImageUrl,
    coverImageUrl,
    companyName: row.companyName,
    companyColor: row.companyColor,
    categorySlug: row.categorySlug,
    priority: row.priority,
    welcome: row.welcome,
    maxSavings: row.maxSavings,
    savingsText: row.savingsText,
    membership: row.membership,
    locked: row.locked,
    keyPoints: parseKeyPoints(row.extraInfoMap.keyPoints),
    isLightTheme: row.isLightTheme,
    hideSavings: row.hideSavings,
    vpHeader: row.vpHeader,
    tagLabel: row.tagLabel,
    isNew: row.isNew,
    mkt_worth: row.mktWorth,
    cardSize: (CARD_SIZES.includes(row.cardSize) ? row.cardSize : 'SMALL') as CardSize,
    url: row.url,
    template: {
      logo: logoUrl,
      image: coverImageUrl,
      hexCode: row.companyColor,
      title: row.companyName,
      subTitle: row.subHeader ?? row.header,
    },
    ...(row.displayDetail ? { displayDetail: row.displayDetail } : {}),
    extraInfoMap: pickExtraInfo(row.extraInfoMap),
    offers: row.subOffers.map((sub) => ({
      name: sub.name,
      header: sub.header,
      ...(sub.couponType && COUPON_TYPES.includes(sub.couponType) ? { couponType: sub.couponType as CouponType } : {}),
    })),
  };
}

export function toMoreOffer(row: OfferRow): MoreOffer {
  return {
    id: row.id,
    name: row.name,
    header: row.header,
    logoUrl: logoUrlFor(row.companySlug),
    companyColor: row.companyColor,
    categorySlug: row.categorySlug,
  };
}

interface Ranked {
  id: number;
  priority: number;
  welcome: boolean;
}

/** Priority ascending, then id: the order of every offer and category list. */
export function byPriorityThenId(a: { priority: number; id: number }, b: { priority: number; id: number }): number {
  return a.priority - b.priority || a.id - b.id;
}

/**
 * One offer per company: its welcome offer if it has one, else its first by priority then id.
 * Welcome offers come first, then the rest by priority then id.
 */
export function onePerCompany<T extends Ranked & { companyId: number }>(offers: readonly T[]): T[] {
  const chosen = new Map<number, T>();
  for (const offer of [...offers].sort(byPriorityThenId)) {
    const current = chosen.get(offer.companyId);
    if (!current || (offer.welcome && !current.welcome)) chosen.set(offer.companyId, offer);
  }
  return [...chosen.values()].sort((a, b) => Number(b.welcome) - Number(a.welcome) || byPriorityThenId(a, b));
}

/** The zero-based `page` of `pageSize` items. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = page * pageSize;
  return items.slice(start, start + pageSize);
}

/** The first welcome offer by priority then id, or null. */
export function welcomeOf<T extends Ranked>(offers: readonly T[]): T | null {
  return [...offers].sort(byPriorityThenId).find((offer) => offer.welcome) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Search: every query word must occur somewhere; offers are ranked by where the words occur.

/** How much a word found in a field counts; a word counts once, for its best field. */
export const SEARCH_FIELD_WEIGHTS = { brandOrName: 8, category: 4, header: 2, keyPoints: 1 } as const;
export type SearchField = keyof typeof SEARCH_FIELD_WEIGHTS;
export type SearchableText = Record<SearchField, string>;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&apos;': "'", '&nbsp;': ' ' };

/** The text of an HTML fragment: tags dropped (as spaces), the common entities decoded. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|apos|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The query's words, lower-cased; blanks and repeats dropped. */
export function searchWords(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))];
}

/** What search reads of an offer: `keyPoints` is the stored JSON text of HTML strings. */
export interface SearchCandidate {
  id: number;
  priority: number;
  name: string;
  companyName: string;
  categoryName: string;
  categoryDisplayName: string;
  header: string;
  subHeader: string | null;
  keyPoints: string | null;
}

/** The lower-cased text of each field of an offer that search looks at. */
export function searchableText(row: SearchCandidate): SearchableText {
  return {
    // the name also with spaces, so 'chessguru annual' and 'chessguru-annual' both find chessguru-annual-30
    brandOrName: `${row.companyName} ${row.name} ${row.name.replace(/-/g, ' ')}`.toLowerCase(),
    category: `${row.categoryName} ${row.categoryDisplayName}`.toLowerCase(),
    header: `${row.header} ${row.subHeader ?? ''}`.toLowerCase(),
    keyPoints: parseKeyPoints(row.keyPoints).map(stripHtml).join(' ').toLowerCase(),
  };
}

/**
 * The relevance of an offer to the query words: for each word the weight of the best field holding
 * it, summed; null when some word occurs nowhere (the offer does not match).
 */
export function searchScore(text: SearchableText, words: readonly string[]): number | null {
  if (words.length === 0) return null;
  let score = 0;
  for (const word of words) {
    let best = 0;
    for (const field of Object.keys(SEARCH_FIELD_WEIGHTS) as SearchField[]) {
      if (SEARCH_FIELD_WEIGHTS[field] > best && text[field].includes(word)) best = SEARCH_FIELD_WEIGHTS[field];
    }
    if (best === 0) return null;
    score += best;
  }
  return score;
}

/** Scored matches, best first: higher score, then priority, then id. */
export function bestFirst<T extends { priority: number; id: number }>(hits: { row: T; score: number }[]): T[] {
  return hits.sort((a, b) => b.score - a.score || byPriorityThenId(a.row, b.row)).map((hit) => hit.row);
}

// ---------------------------------------------------------------------------------------------
// Exclusive events

const wholeRupees = (raw: string | undefined): number | null => {
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return null;
  return Number(raw.trim());
};

/** What a member pays for an exclusive event and saves against its selling price; nulls otherwise. */
export function memberPricing(extra: Record<string, string>): { memberPrice: number | null; memberSavings: number | null } {
  const selling = wholeRupees(extra.xclusiveSellingPrice);
  const discounted = wholeRupees(extra.xclusiveDiscountedPrice);
  if (discounted === null) return { memberPrice: null, memberSavings: null };
  return { memberPrice: discounted, memberSavings: selling !== null && selling >= discounted ? selling - discounted : null };
}

