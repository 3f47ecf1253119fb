import type { BlogArticle, BlogPage, ContentPage, FaqCategory, UnsubscribeReason, UnsubscribeRequest } from '@rewards/api-contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../createApiClient';
import { unwrap } from '../unwrap';
import { STALE_TIME } from './staleTime';

/** Articles per blog page. */
export const BLOG_PAGE_SIZE = 6;

/** The next blog page to ask for: more exist while the articles loaded are fewer than `childCount`. */
export function nextBlogPage(lastPage: BlogPage, allPages: readonly BlogPage[]): number | undefined {
  const loaded = allPages.reduce((count, page) => count + page.articles.length, 0);
  return loaded < lastPage.childCount && lastPage.articles.length > 0 ? lastPage.page + 1 : undefined;
}

/**
 * Editorial content: FAQ, terms by name, static pages, the blog (paged) and the SMS opt-out.
 * Unknown terms, pages and articles reject with an `ApiError` whose status is 404.
 */
export function createContentQueries(api: ApiClient) {
  const contentQueries = {
    all: () => ['content'] as const,
    faq: () =>
      queryOptions({
        queryKey: [...contentQueries.all(), 'faq'] as const,
        queryFn: async ({ signal }): Promise<FaqCategory[]> => unwrap(await api.GET('/c/prime/faq', { signal })).data.categories,
        staleTime: STALE_TIME,
      }),
    terms: (tncName: string) =>
      queryOptions({
        queryKey: [...contentQueries.all(), 'terms', tncName] as const,
        queryFn: async ({ signal }): Promise<ContentPage> =>
          unwrap(await api.GET('/c/prime/tnc/{tncName}', { params: { path: { tncName } }, signal })).data,
        staleTime: STALE_TIME,
      }),
    page: (pageName: string) =>
      queryOptions({
        queryKey: [...contentQueries.all(), 'page', pageName] as const,
        queryFn: async ({ signal }): Promise<ContentPage> =>
          unwrap(await api.GET('/c/prime/page/{pageName}', { params: { path: { pageName } }, signal })).data,
        staleTime: STALE_TIME,
      }),
    blog: (pageSize = BLOG_PAGE_SIZE) =>
      infiniteQueryOptions({
        queryKey: [...contentQueries.all(), 'blog', { pageSize }] as const,
        queryFn: async ({ pageParam, signal }): Promise<BlogPage> =>
          unwrap(await api.GET('/c/prime/blog', { params: { query: { page: pageParam, pageSize } }, signal })).data,
        initialPageParam: 0,
        getNextPageParam: nextBlogPage,
        staleTime: STALE_TIME,
      }),
    article: (articleTitle: string) =>
      queryOptions({
        queryKey: [...contentQueries.all(), 'article', articleTitle] as const,
        queryFn: async ({ signal }): Promise<BlogArticle> =>
          unwrap(await api.GET('/c/prime/blog/{articleTitle}', { params: { path: { articleTitle } }, signal })).data,
        staleTime: STALE_TIME,
      }),
    unsubscribeReasons: () =>
      queryOptions({
        queryKey: [...contentQueries.all(), 'unsubscribeReasons'] as const,
        queryFn: async ({ signal }): Promise<UnsubscribeReason[]> =>
          unwrap(await api.GET('/c/prime/unsubscribe/reasons', { signal })).data.reasons,
        staleTime: STALE_TIME,
      }),
    /** Not a query: the opt-out itself (use with `useMutation`). */
    unsubscribe: async (body: UnsubscribeRequest): Promise<string> =>
      unwrap(await api.POST('/nc/prime/unsubscribe', { body })).data.message,
  };
  return contentQueries;
}
