import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { PageMeta, Stack } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link, type LoaderFunction } from 'react-router-dom';
import { ArticleList } from '../ArticleList';
import { blogArticles } from '../rules/blogArticles';
import { LOAD_MORE_ERROR } from '../rules/blogStatus';
import { pageTitle } from '../rules/pageTitle';
import * as page from '../styles/page.css';

/** Serves /blog: the newest articles first, a page at a time. */
export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async () => {
    await queryClient.ensureInfiniteQueryData(queries.content.blog());
    return null;
  };
}

export function Component() {
  const partner = usePartner();
  const queries = useQueries();
  const blog = useSuspenseInfiniteQuery(queries.content.blog());
  const { articles, total } = blogArticles(blog.data.pages);

  return (
    <div className={page.page}>
      <Stack space="xlarge">
        <PageMeta
          title={pageTitle('Blog', partner.brandName)}
          description={`Guides, savings tips and stories from ${partner.brandName}: make the most of your membership.`}
          canonicalPath="/blog"
        />
        <Stack as="header" space="small">
          <h1 className={page.h1}>Blog</h1>
          <p className={page.muted}>
            Guides and savings tips to make the most of your membership.{' '}
            <Link className={page.link} to="/blog-aboutus">
              About our blog
            </Link>
          </p>
        </Stack>
        <ArticleList
          articles={articles}
          total={total}
          hasMore={blog.hasNextPage}
          loadingMore={blog.isFetchingNextPage}
          loadError={blog.isFetchNextPageError ? LOAD_MORE_ERROR : null}
          onLoadMore={() => void blog.fetchNextPage()}
        />
      </Stack>
    </div>
  );
}
