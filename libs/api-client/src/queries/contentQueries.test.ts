import type { BlogPage } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { errorBody, jsonResponse } from '../testing/fakeFetch';
import { testApi } from '../testing/testApi';
import { nextBlogPage } from './contentQueries';

const article = (id: number) => ({
  id,
  slug: `article-${id}`,
  path: `article-${id}-${id}`,
  title: `Article ${id}`,
  summary: 'Summary',
  imageUrl: '/static/2x/blog.svg',
  author: 'Editor',
  publishedOn: '2026-01-01',
  readMinutes: 3,
  tags: [],
});
const page = (index: number, ids: number[], childCount: number): BlogPage => ({ articles: ids.map(article), childCount, page: index, pageSize: 2 });

describe('nextBlogPage', () => {
  it.each([
    { name: 'more articles exist than loaded', pages: [page(0, [1, 2], 5)], next: 1 },
    { name: 'the page number rises with each load', pages: [page(0, [1, 2], 5), page(1, [3, 4], 5)], next: 2 },
    { name: 'every article is loaded', pages: [page(0, [1, 2], 5), page(1, [3, 4], 5), page(2, [5], 5)], next: undefined },
    { name: 'an empty page ends the paging even if the count disagrees', pages: [page(0, [1, 2], 5), page(1, [], 5)], next: undefined },
    { name: 'no articles at all', pages: [page(0, [], 0)], next: undefined },
  ])('$name', ({ pages, next }) => {
    expect(nextBlogPage(pages.at(-1)!, pages)).toBe(next);
  });
});

describe('content queries', () => {
  it('pages the blog, asking for the next page while articles remain', async () => {
    const { queries, queryClient, requests } = testApi((request) => {
      const current = Number(new URL(request.url).searchParams.get('page'));
      return jsonResponse(200, { success: true, data: page(current, current === 0 ? [1, 2] : [3], 3) });
    });

    const first = await queryClient.fetchInfiniteQuery(queries.content.blog(2));
    expect(first.pages).toHaveLength(1);
    const options = queries.content.blog(2);
    expect(options.getNextPageParam(first.pages[0]!, first.pages, 0, [0])).toBe(1);
    expect(new URL(requests[0]!.url).searchParams.get('pageSize')).toBe('2');
  });

  it('rejects unknown terms with a 404 ApiError', async () => {
    const { queries, queryClient, requests } = testApi(() => jsonResponse(404, errorBody('404', 'terms not found')));

    await expect(queryClient.fetchQuery(queries.content.terms('nothing'))).rejects.toMatchObject({ status: 404 });
    expect(new URL(requests[0]!.url).pathname).toBe('/c/prime/tnc/nothing');
  });

  it('posts the opt-out and returns the message', async () => {
    const { queries, requests } = testApi(() => jsonResponse(200, { success: true, data: { message: 'Done' } }));

    await expect(queries.content.unsubscribe({ mobile: '9876543210', reasonId: 'too-many' })).resolves.toBe('Done');
    expect(requests[0]!.method).toBe('POST');
  });
});
