import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { layoutContent } from '../../db/schema';

export type LayoutContentRow = typeof layoutContent.$inferSelect;

export class LayoutRepository {
  constructor(private readonly db: AppDb) {}

  async findLayout(key: string): Promise<LayoutContentRow | undefined> {
    const [row] = await this.db.select().from(layoutContent).where(eq(layoutContent.key, key)).limit(1);
    return row;
  }
}
