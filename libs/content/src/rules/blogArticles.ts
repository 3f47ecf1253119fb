import type { BlogArticleSummary, BlogPage } from '@rewards/api-contract';

/**
 * The articles of every loaded page, in order, each once (an article published between two loads
 * shifts the pages by one, and would otherwise show twice), and how many exist in all.
 */
export function blogArticles(pages: readonly BlogPage[]): { articles: BlogArticleSummary[]; total: number } {
  const seen = new Set<number>();
  const articles = pages.flatMap((page) => page.articles).filter((article) => !seen.has(article.id) && Boolean(seen.add(article.id)));
  return { articles, total: Math.max(pages.at(-1)?.childCount ?? 0, articles.length) };
}
