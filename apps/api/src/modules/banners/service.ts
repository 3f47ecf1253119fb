// The home banners (`GET /c/primeplus/viewport`) and the promotional carousel (`GET /c/uf/product/promotions`).
import type { Banner, Promotion, Viewport, ViewportData } from '@rewards/api-contract';
import type { BannerRow, BannersRepository, PromotionRow, ViewportRow } from './repository';

export interface PromotionCriteria {
  /** The viewer's primeProfile, when known. */
  planStatusId?: number;
  /** The subscription variant the viewer holds, when known. */
  variantName?: string;
  /** false: the viewer needs no payment (a member), so banners selling the membership are left out. */
  paymentRequired?: boolean;
}

/**
 * Whether a promotion is for this viewer: membership-selling banners only while payment is required
 * (or unknown); banners limited to some plan statuses only for viewers in one of them (a viewer of
 * unknown status sees only unlimited banners); banners hidden from a variant's holders not for them.
 */
export function promotionShown(row: Pick<PromotionRow, 'sellsMembership' | 'planStatusIds' | 'hiddenForVariants'>, criteria: PromotionCriteria): boolean {
  if (criteria.paymentRequired === false && row.sellsMembership) return false;
  if (row.planStatusIds && (criteria.planStatusId === undefined || !row.planStatusIds.includes(criteria.planStatusId))) return false;
  const variant = criteria.variantName?.trim().toUpperCase();
  if (variant && row.hiddenForVariants.some((name) => name.toUpperCase() === variant)) return false;
  return true;
}

export function toPromotion(row: PromotionRow): Promotion {
  return { id: row.id, title: row.title, imageUrl: row.imageUrl, redirectionURL: row.redirectionUrl, cardImage: row.cardImage };
}

export function toBanner(row: BannerRow): Banner {
  const data = row.actionData ?? {};
  return {
    id: row.id,
    mediaType: row.mediaType === 'ANIMATION' ? 'ANIMATION' : 'IMAGE',
    imageUrl: row.imageUrl,
    altText: row.altText,
    showCta: row.showCta,
    ...(row.actionType
      ? {
          ctaDetail: {
            text: row.ctaText,
            actionType: row.actionType as NonNullable<Banner['ctaDetail']>['actionType'],
            data: {
              ...(data.couponCode !== undefined ? { couponCode: data.couponCode } : {}),
              ...(data.id !== undefined ? { id: data.id } : {}),
              ...(data.offerName !== undefined ? { offerName: data.offerName } : {}),
              ...(data.categorySlug !== undefined ? { categorySlug: data.categorySlug } : {}),
              ...(data.redirectionUrl !== undefined ? { redirectionUrl: data.redirectionUrl } : {}),
            },
          },
        }
      : {}),
    displayDetail: { titleIcon: row.titleIcon, title: row.title, description: row.description },
    position: row.position,
    redirectionURL: row.redirectionUrl,
  };
}

function toViewport(row: ViewportRow, bannerRows: readonly BannerRow[]): Viewport {
  return {
    id: row.id,
    name: row.name,
    imageName: row.imageName,
    isWeb: row.isWeb,
    isMweb: row.isMweb,
    banners: bannerRows.filter((banner) => banner.viewportId === row.id).map(toBanner),
  };
}

export class BannersService {
  constructor(private readonly repository: BannersRepository) {}

  async viewport(): Promise<ViewportData> {
    const [viewportRows, strip] = await Promise.all([this.repository.listViewports(), this.repository.findActiveStrip()]);
    const bannerRows = await this.repository.listBanners(viewportRows.map((row) => row.id));
    const weekly = viewportRows.find((row) => row.slot === 'WEEKLY');
    const event = viewportRows.find((row) => row.slot === 'EVENT');
    return {
      weeklyViewport: weekly ? toViewport(weekly, bannerRows) : null,
      eventViewport: event ? { title: event.title ?? event.name, subTitle: event.subTitle ?? '', viewport: toViewport(event, bannerRows) } : null,
      strip: strip ? { text: strip.text, bgColor: strip.bgColor } : null,
    };
  }

  async promotions(criteria: PromotionCriteria): Promise<Promotion[]> {
    const rows = await this.repository.listPromotions();
    return rows.filter((row) => promotionShown(row, criteria)).map(toPromotion);
  }
}
