import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { cardHomeWidgets, customerReviews, homeContent, homeSections } from '../../db/schema';

export type HomeContentRow = typeof homeContent.$inferSelect;
export type HomeSectionsRow = typeof homeSections.$inferSelect;
export type CustomerReviewRow = typeof customerReviews.$inferSelect;
export type CardHomeWidgetRow = typeof cardHomeWidgets.$inferSelect;

export class HomeRepository {
  constructor(private readonly db: AppDb) {}

  async findContent(key: string): Promise<HomeContentRow | undefined> {
    const [row] = await this.db.select().from(homeContent).where(eq(homeContent.key, key)).limit(1);
    return row;
  }

  async findSections(key: string): Promise<HomeSectionsRow | undefined> {
    const [row] = await this.db.select().from(homeSections).where(eq(homeSections.key, key)).limit(1);
    return row;
  }

  /** The card-linked offer's promotion on a site channel's home, if it has one. */
  async findCardWidget(siteChannel: string): Promise<CardHomeWidgetRow | undefined> {
    const [row] = await this.db.select().from(cardHomeWidgets).where(eq(cardHomeWidgets.siteChannel, siteChannel)).limit(1);
    return row;
  }

  /** Customer reviews by position, then id. */
  listReviews(): Promise<CustomerReviewRow[]> {
    return this.db.select().from(customerReviews).orderBy(asc(customerReviews.position), asc(customerReviews.id));
  }
}
