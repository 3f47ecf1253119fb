import type { BlogPage } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { blogArticles } from './blogArticles';

const summary = (id: number) => ({
  id,
  slug: `a-${id}`,
  path: `a-${id}-${id}`,
  title: `Article ${id}`,
  summary: 'Summary',
  imageUrl: '/static/2x/blog.svg',
  author: 'Editor',
  publishedOn: '2026-01-01',
  readMinutes: 3,
  tags: [],
});
const page = (index: number, ids: number[], childCount: number): BlogPage => ({ page: index, pageSize: 2, childCount, articles: ids.map(summary) });

describe('blogArticles', () => {
  it.each([
    { name: 'one page', pages: [page(0, [1, 2], 5)], ids: [1, 2], total: 5 },
    { name: 'pages in order', pages: [page(0, [1, 2], 5), page(1, [3, 4], 5)], ids: [1, 2, 3, 4], total: 5 },
    { name: 'an article shifted onto the next page shows once', pages: [page(0, [1, 2], 5), page(1, [2, 3], 6)], ids: [1, 2, 3], total: 6 },
    { name: 'the latest count wins', pages: [page(0, [1, 2], 5), page(1, [3], 3)], ids: [1, 2, 3], total: 3 },
    { name: 'never fewer in all than on screen', pages: [page(0, [1, 2], 1)], ids: [1, 2], total: 2 },
    { name: 'no pages', pages: [], ids: [], total: 0 },
  ])('$name', ({ pages, ids, total }) => {
    const result = blogArticles(pages);
    expect(result.articles.map((article) => article.id)).toEqual(ids);
    expect(result.total).toBe(total);
  });
});
