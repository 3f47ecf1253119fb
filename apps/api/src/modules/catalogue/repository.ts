// SQL for categories and offers. Every list comes back sorted by priority ascending, then id.
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { BlogArticleSummary } from '@rewards/api-contract';
import type { AppDb } from '../../db/connection';
import { categories, companies, offerDetails, offers, subOffers } from '../../db/schema';
import type { DisplayDetailData, ExtraInfoMap, FaqData } from '../../db/schema';
import { relatedArticlesForCategory } from '../content';
import type { IndexedOffer } from './search-index';

export type CategoryRow = typeof categories.$inferSelect;

export interface SubOfferRow {
  name: string;
  header: string;
  couponType: string | null;
}

/** An offer with what listings need from its company and category. */
export interface OfferRow {
  id: number;
  name: string;
  header: string;
  subHeader: string | null;
  info: string | null;
  priority: number;
  welcome: boolean;
  membership: boolean;
  locked: boolean;
  maxSavings: number | null;
  savingsText: string | null;
  cardSize: string;
  isLightTheme: boolean;
  hideSavings: boolean;
  vpHeader: string | null;
  tagLabel: string | null;
  isNew: boolean;
  mktWorth: number | null;
  url: string | null;
  extraInfoMap: ExtraInfoMap;
  displayDetail: DisplayDetailData | null;
  companyId: number;
  companyName: string;
  companySlug: string;
  companyColor: string;
  categoryId: number;
  categorySlug: string;
  categoryName: string;
  categoryDisplayName: string;
  subOffers: SubOfferRow[];
}

export interface OfferDetailRow extends OfferRow {
  studentOffer: boolean;
  aboutText: string | null;
  howToUse: string[];
  tncs: string[];
  faqs: FaqData[];
  offerings: string[];
  shareMessage: string | null;
  noIndex: boolean;
  appOnly: boolean;
  isExpired: boolean;
  loggedOutKeyPoints: string | null;
  isExpiredText: string | null;
  keyPointTitle: string | null;
  howToUseTitle: string | null;
  aboutTitle: string | null;
  companyVideo: string | null;
}

export interface OfferFilter {
  /** Only these offers. */
  ids?: number[];
  /** Only this category (its slug, case-insensitive). */
  categorySlug?: string;
  categoryId?: number;
  membership?: boolean;
  excludeOfferId?: number;
  limit?: number;
  /** Leave sub-offers out (saves a query when the caller does not show them). */
  withoutSubOffers?: boolean;
}

const offerColumns = {
  id: offers.id,
  name: offers.name,
  header: offers.header,
  subHeader: offers.subHeader,
  info: offers.info,
  priority: offers.priority,
  welcome: offers.welcome,
  membership: offers.membership,
  locked: offers.locked,
  maxSavings: offers.maxSavings,
  savingsText: offers.savingsText,
  cardSize: offers.cardSize,
  isLightTheme: offers.isLightTheme,
  hideSavings: offers.hideSavings,
  vpHeader: offers.vpHeader,
  tagLabel: offers.tagLabel,
  isNew: offers.isNew,
  mktWorth: offers.mktWorth,
  url: offers.url,
  extraInfoMap: offers.extraInfoMap,
  displayDetail: offers.displayDetail,
  companyId: companies.id,
  companyName: companies.name,
  companySlug: companies.slug,
  companyColor: companies.color,
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryName: categories.name,
  categoryDisplayName: categories.displayName,
};

export class CatalogueRepository {
  constructor(private readonly db: AppDb) {}

  listCategories(): Promise<CategoryRow[]> {
    return this.db.select().from(categories).orderBy(asc(categories.priority), asc(categories.id));
  }

  async listOffers(filter: OfferFilter = {}): Promise<OfferRow[]> {
    const conditions = [];
    if (filter.ids !== undefined) conditions.push(inArray(offers.id, filter.ids.length > 0 ? filter.ids : [-1]));
    if (filter.categorySlug !== undefined) conditions.push(eq(sql`lower(${categories.slug})`, filter.categorySlug.toLowerCase()));
    if (filter.categoryId !== undefined) conditions.push(eq(offers.categoryId, filter.categoryId));
    if (filter.membership !== undefined) conditions.push(eq(offers.membership, filter.membership));
    if (filter.excludeOfferId !== undefined) conditions.push(ne(offers.id, filter.excludeOfferId));

    const query = this.db
      .select(offerColumns)
      .from(offers)
      .innerJoin(companies, eq(offers.companyId, companies.id))
      .innerJoin(categories, eq(offers.categoryId, categories.id))
      .where(and(...conditions))
      .orderBy(asc(offers.priority), asc(offers.id));
    const rows = filter.limit !== undefined ? await query.limit(filter.limit) : await query;
    return filter.withoutSubOffers ? rows.map((row) => ({ ...row, subOffers: [] })) : this.withSubOffers(rows);
  }

  /**
   * The offer named `name`; failing that, the first offer (by priority) of the brand whose slug is
   * `name`, so the landing pages (`/paymentOffer/{brand}`, `/liteOffer/{brand}`) take a brand too.
   */
  async findOfferByName(name: string): Promise<OfferDetailRow | undefined> {
    const key = name.toLowerCase();
    return (await this.findOfferWhere(eq(sql`lower(${offers.name})`, key))) ?? (await this.findOfferWhere(eq(sql`lower(${companies.slug})`, key)));
  }

  private async findOfferWhere(condition: SQL): Promise<OfferDetailRow | undefined> {
    const [row] = await this.db
      .select({
        ...offerColumns,
        studentOffer: offers.studentOffer,
        aboutText: offerDetails.aboutText,
        howToUse: offerDetails.howToUse,
        tncs: offerDetails.tncs,
        faqs: offerDetails.faqs,
        offerings: offerDetails.offerings,
        shareMessage: offerDetails.shareMessage,
        noIndex: offerDetails.noIndex,
        appOnly: offerDetails.appOnly,
        isExpired: offerDetails.isExpired,
        loggedOutKeyPoints: offerDetails.loggedOutKeyPoints,
        isExpiredText: offerDetails.isExpiredText,
        keyPointTitle: offerDetails.keyPointTitle,
        howToUseTitle: offerDetails.howToUseTitle,
        aboutTitle: offerDetails.aboutTitle,
        companyVideo: offerDetails.companyVideo,
      })
      .from(offers)
      .innerJoin(companies, eq(offers.companyId, companies.id))
      .innerJoin(categories, eq(offers.categoryId, categories.id))
      .leftJoin(offerDetails, eq(offerDetails.offerId, offers.id))
      .where(condition)
      .orderBy(asc(offers.priority), asc(offers.id))
      .limit(1);
    if (!row) return undefined;
    const [withSubs] = await this.withSubOffers([row]);
    if (!withSubs) return undefined;
    // An offer without a detail row still has a page: empty lists and defaults.
    return {
      ...withSubs,
      studentOffer: row.studentOffer,
      aboutText: row.aboutText,
      howToUse: row.howToUse ?? [],
      tncs: row.tncs ?? [],
      faqs: row.faqs ?? [],
      offerings: row.offerings ?? [],
      shareMessage: row.shareMessage,
      noIndex: row.noIndex ?? false,
      appOnly: row.appOnly ?? false,
      isExpired: row.isExpired ?? false,
      loggedOutKeyPoints: row.loggedOutKeyPoints,
      isExpiredText: row.isExpiredText,
      keyPointTitle: row.keyPointTitle,
      howToUseTitle: row.howToUseTitle,
      aboutTitle: row.aboutTitle,
      companyVideo: row.companyVideo,
    };
  }

  /** What the search index holds of every offer: narrow rows (see `SearchIndex`). */
  searchableOffers(): Promise<IndexedOffer[]> {
    return this.db
      .select({
        id: offers.id,
        priority: offers.priority,
        name: offers.name,
        companyName: companies.name,
        categoryName: categories.name,
        categoryDisplayName: categories.displayName,
        categorySlug: categories.slug,
        header: offers.header,
        subHeader: offers.subHeader,
        keyPoints: sql<string | null>`${offers.extraInfoMap}->>'keyPoints'`,
      })
      .from(offers)
      .innerJoin(companies, eq(offers.companyId, companies.id))
      .innerJoin(categories, eq(offers.categoryId, categories.id))
      .orderBy(asc(offers.id));
  }

  /** Blog articles about the offer's category (the content module owns the blog). */
  relatedArticles(categorySlug: string, limit: number): Promise<BlogArticleSummary[]> {
    return relatedArticlesForCategory(this.db, categorySlug, limit);
  }

  private async withSubOffers<T extends Omit<OfferRow, 'subOffers'>>(rows: T[]): Promise<(T & { subOffers: SubOfferRow[] })[]> {
    if (rows.length === 0) return [];
    const subs = await this.db
      .select({ offerId: subOffers.offerId, name: subOffers.name, header: subOffers.header, couponType: subOffers.couponType })
      .from(subOffers)
      .where(
        inArray(
          subOffers.offerId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(subOffers.offerId), asc(subOffers.position));
    const byOffer = new Map<number, SubOfferRow[]>();
    for (const { offerId, ...sub } of subs) {
      const list = byOffer.get(offerId) ?? [];
      list.push(sub);
      byOffer.set(offerId, list);
    }
    return rows.map((row) => ({ ...row, subOffers: byOffer.get(row.id) ?? [] }));
  }
}
