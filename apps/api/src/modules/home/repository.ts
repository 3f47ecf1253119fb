import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { homeContent } from '../../db/schema';

export type HomeContentRow = typeof homeContent.$inferSelect;

export class HomeRepository {
  constructor(private readonly db: AppDb) {}

  async findContent(key: string): Promise<HomeContentRow | undefined> {
    const [row] = await this.db.select().from(homeContent).where(eq(homeContent.key, key)).limit(1);
    return row;
  }
}
