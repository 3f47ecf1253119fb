// Blog articles related to a catalogue category: the newest articles tagged with the category's slug.
// The catalogue uses it for an offer's `relatedArticles`.
import type { BlogArticleSummary } from '@rewards/api-contract';
import type { AppDb } from '../../db/connection';
import { ContentRepository } from './repository';
import { toArticleSummary } from './rules';

export async function relatedArticlesForCategory(db: AppDb, categorySlug: string, limit = 3): Promise<BlogArticleSummary[]> {
  if (limit <= 0) return [];
  const rows = await new ContentRepository(db).listArticlesTagged(categorySlug.toLowerCase(), limit);
  return rows.map(toArticleSummary);
}
