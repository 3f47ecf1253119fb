// Pure catalogue rules: how rows become the contract's offers, and how lists are ordered and paged.
import type { MoreOffer, Offer, SubOffer, components } from '@rewards/api-contract';
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
] as const satisfies readonly (keyof OfferExtraInfo)[];

const CARD_SIZES: readonly string[] = ['SMALL', 'BIG', 'COVER'] satisfies readonly CardSize[];
const COUPON_TYPES: readonly string[] = ['POOL', 'CONSTANT', 'ACTIVATION', 'URL', 'NONE'] satisfies readonly CouponType[];

/** Key points are stored as the JSON text of a list of HTML strings; anything else reads as none. */
export function parseKeyPoints(raw: string | undefined | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : [];
  } catch {
    return [];
  }
}

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
