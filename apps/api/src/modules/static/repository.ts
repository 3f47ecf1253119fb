import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { companies } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;

export class StaticRepository {
  constructor(private readonly db: AppDb) {}

  async findCompanyBySlug(slug: string): Promise<CompanyRow | undefined> {
    const [row] = await this.db.select().from(companies).where(eq(companies.slug, slug)).limit(1);
    return row;
  }
}
