// Catalogue rules: category listings with the synthetic 'all' category, offer detail, search.
import {
  ALL_CATEGORY_ID,
  type BenefitSearchRequest,
  type Category,
  type CategoryOffersRequest,
  type CategoryOffersResponse,
  type OfferDetail,
} from '@rewards/api-contract';
import type { CatalogueVersion } from '../../db/catalogue-version';
import { badRequest, notFound } from '../../http/errors';
import { NO_OFFERING, resolveCta } from './cta';
import type { CatalogueRepository, CategoryRow, OfferRow } from './repository';
import { offerIsOver, parseKeyPoints } from '@rewards/api-contract';
import { memberPricing, onePerCompany, pageOf, toMoreOffer, toOffer, welcomeOf } from './rules';
import { SearchIndex } from './search-index';

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_RESULTS = 50;
export const MORE_OFFERS_LIMIT = 6;
export const RELATED_ARTICLES_LIMIT = 3;
export const SEARCH_TOO_SHORT_MESSAGE = 'Please enter at least 3 characters';
export const OFFER_NOT_FOUND_MESSAGE = '404 offer not found';

const ALL_CATEGORY = {
  id: ALL_CATEGORY_ID,
  name: 'all',
  slug: 'all',
  displayName: 'All',
  priority: 0,
  isNative: false,
  icon: null,
  label: null,
  categoryWiseImage: null,
} as const;

type CategoryHead = Omit<Category, 'offers' | 'companyOffers' | 'welcomeOffer'>;

function categoryHead(row: CategoryRow): CategoryHead {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    slug: row.slug,
    priority: row.priority,
    isNative: row.isNative,
    icon: row.icon,
    label: row.label,
    categoryWiseImage: row.categoryWiseImage,
  };
}

function withOffers(head: CategoryHead, matching: OfferRow[], page: number, pageSize: number): Category {
  const welcome = welcomeOf(matching);
  return {
    ...head,
    offers: pageOf(matching, page, pageSize).map(toOffer),
    companyOffers: onePerCompany(matching).map(toOffer),
    welcomeOffer: welcome ? toOffer(welcome) : null,
  };
}

/**
 * The category list the listings show: the synthetic 'all' category with every matching offer, then
 * each category with its own, one page of each (the category offers call; the home cuts its sections
 * from the same list).
 */
export function categoriesWithOffers(categoryRows: readonly CategoryRow[], matching: OfferRow[], page: number, pageSize: number): Category[] {
  const byCategory = new Map<number, OfferRow[]>();
  for (const offer of matching) {
    const list = byCategory.get(offer.categoryId) ?? [];
    list.push(offer);
    byCategory.set(offer.categoryId, list);
  }
  return [
    withOffers(ALL_CATEGORY, matching, page, pageSize),
    ...categoryRows.map((row) => withOffers(categoryHead(row), byCategory.get(row.id) ?? [], page, pageSize)),
  ];
}

export class CatalogueService {
  /** The search index of the catalogue version it was built from (building, or built). */
  private searchIndex: { version: number; built: Promise<SearchIndex> } | undefined;

  constructor(
    private readonly repository: CatalogueRepository,
    private readonly catalogueVersion: CatalogueVersion,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async categoryOffers(request: CategoryOffersRequest): Promise<CategoryOffersResponse['data']> {
    const text = request.query.trim();
    // a text filter is answered from the search index, then the matching offers read by id
    const filter = text ? { ids: (await this.currentSearchIndex()).containing(text) } : {};
    const [categoryRows, matching] = await Promise.all([this.repository.listCategories(), this.repository.listOffers(filter)]);
    const tag = request.tag?.trim().toLowerCase();
    const shown = tag
      ? categoryRows.filter((row) => row.slug.toLowerCase() === tag || row.name.toLowerCase() === tag)
      : categoryRows;

    return { categories: categoriesWithOffers(shown, matching, request.page, request.pageSize), totalOffers: matching.length };
  }

  /**
   * The cacheable, viewer-independent half of the offer page: its CTA is a visitor's (the same
   * resolver as `POST /nc/prime/offer/details`, which gives members theirs). `variantId` is accepted
   * and changes nothing here.
   */
  async offerDetail(name: string, _variantId?: string): Promise<OfferDetail> {
    const row = await this.repository.findOfferByName(name);
    if (!row) throw notFound(OFFER_NOT_FOUND_MESSAGE);
    const [more, relatedArticles] = await Promise.all([
      this.repository.listOffers({
        categoryId: row.categoryId,
        excludeOfferId: row.id,
        limit: MORE_OFFERS_LIMIT,
        withoutSubOffers: true,
      }),
      this.repository.relatedArticles(row.categorySlug, RELATED_ARTICLES_LIMIT),
    ]);
    // an exclusive event is over once its end time has passed, whatever the stored flag says
    const isExpired = offerIsOver(row, this.now().getTime());
    const { ctaDetails } = resolveCta({
      viewer: 'VISITOR',
      expired: isExpired,
      locked: row.locked,
      companyName: row.companyName,
      // a visitor's CTA never depends on the offering, its pool or a member's history
      offering: NO_OFFERING,
      marketingCouponCode: null,
      holdsActiveCode: false,
      activationStatus: 0,
      pool: { total: 0, free: 0 },
      tracker: null,
    });
    return {
      ...toOffer(row),
      // only on student offers: the page then asks for the student verification form
      ...(row.studentOffer ? { studentOffer: true } : {}),
      category: row.categoryDisplayName,
      aboutText: row.aboutText,
      howToUse: row.howToUse,
      tncs: row.tncs,
      faqs: row.faqs.map(({ question, answer }) => ({ question, answer })),
      offerings: row.offerings,
      moreOffers: more.map(toMoreOffer),
      noIndex: row.noIndex,
      appOnly: row.appOnly,
      isExpired,
      shareMessage: row.shareMessage,
      // empty: visitors see `keyPoints` too
      loggedOutKeyPoints: parseKeyPoints(row.loggedOutKeyPoints),
      isExpiredText: row.isExpiredText,
      keyPointTitle: row.keyPointTitle,
      howToUseTitle: row.howToUseTitle,
      aboutTitle: row.aboutTitle,
      companyVideo: row.companyVideo,
      ...memberPricing(row.extraInfoMap),
      // a member's tracker comes with the offer's state (POST /nc/prime/offer/details); visitors have none
      tracker: null,
      relatedArticles,
      ctaDetails,
    };
  }

  async search(request: BenefitSearchRequest) {
    const text = request.query.trim();
    if (text.length < SEARCH_MIN_LENGTH) {
      throw badRequest([{ path: 'body/query', message: `must hold at least ${SEARCH_MIN_LENGTH} characters` }], SEARCH_TOO_SHORT_MESSAGE);
    }
    const tag = request.tag?.trim();
    const best = (await this.currentSearchIndex()).search(text, SEARCH_MAX_RESULTS, tag || undefined);
    const rows = new Map((await this.repository.listOffers({ ids: best.map((hit) => hit.id) })).map((row) => [row.id, row]));
    return best.flatMap((hit) => {
      const row = rows.get(hit.id);
      return row ? [toOffer(row)] : [];
    });
  }

  /** The index of the current catalogue version, built once per version (callers meanwhile share the build). */
  private async currentSearchIndex(): Promise<SearchIndex> {
    const version = await this.catalogueVersion();
    let entry = this.searchIndex;
    if (entry?.version !== version) {
      const built = this.repository.searchableOffers().then((rows) => new SearchIndex(rows));
      const building = { version, built };
      this.searchIndex = entry = building;
      // a failed build is not kept: the next search tries again
      built.catch(() => {
        if (this.searchIndex === building) this.searchIndex = undefined;
      });
    }
    return entry.built;
  }
}
