// SQL for the home banners (viewports and their banners, the marquee strip) and the promotions.
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { bannerStrips, banners, promotions, viewports } from '../../db/schema';

export type ViewportRow = typeof viewports.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type StripRow = typeof bannerStrips.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type ViewportSlot = 'WEEKLY' | 'EVENT';

export class BannersRepository {
  constructor(private readonly db: AppDb) {}

  listViewports(): Promise<ViewportRow[]> {
    return this.db.select().from(viewports).orderBy(asc(viewports.id));
  }

  /** The banners of these viewports, by position then id. */
  listBanners(viewportIds: number[]): Promise<BannerRow[]> {
    if (viewportIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(banners).where(inArray(banners.viewportId, viewportIds)).orderBy(asc(banners.position), asc(banners.id));
  }

  async findActiveStrip(): Promise<StripRow | undefined> {
    const [row] = await this.db.select().from(bannerStrips).where(eq(bannerStrips.active, true)).orderBy(asc(bannerStrips.position), asc(bannerStrips.id)).limit(1);
    return row;
  }

  /** Every promotion, by position then id. */
  listPromotions(): Promise<PromotionRow[]> {
    return this.db.select().from(promotions).orderBy(asc(promotions.position), asc(promotions.id));
  }
}
