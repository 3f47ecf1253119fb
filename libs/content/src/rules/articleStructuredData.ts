import type { BlogArticle } from '@rewards/api-contract';

/** schema.org Article data for a blog article; `origin` makes the picture and URL absolute. */
export function articleStructuredData(article: BlogArticle, origin: string): Record<string, unknown> {
  return {
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    image: [new URL(article.imageUrl, origin).toString()],
    datePublished: article.publishedOn,
    author: { '@type': 'Person', name: article.author },
    mainEntityOfPage: new URL(`/blog/${article.path}`, origin).toString(),
    ...(article.tags.length > 0 && { keywords: article.tags.join(', ') }),
  };
}
