import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { PageMeta, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link, type LoaderFunction } from 'react-router-dom';
import { ArticleList } from '../ArticleList';
import { contentCatalogue } from '../i18n/catalogue';
import { blogArticles } from '../rules/blogArticles';
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
  const t = useT(contentCatalogue);
  const queries = useQueries();
  const blog = useSuspenseInfiniteQuery(queries.content.blog());
  const { articles, total } = blogArticles(blog.data.pages);

  return (
    <div className={page.page}>
      <Stack space="xlarge">
        <PageMeta
          title={pageTitle(t('blog.title'), partner.brandName)}
          description={t('blog.description', { brand: partner.brandName })}
          canonicalPath="/blog"
        />
        <Stack as="header" space="small">
          <h1 className={page.h1}>{t('blog.title')}</h1>
          <p className={page.muted}>
            {t('blog.intro')}{' '}
            <Link className={page.link} to="/blog-aboutus">
              {t('blog.about')}
            </Link>
          </p>
        </Stack>
        <ArticleList
          articles={articles}
          total={total}
          hasMore={blog.hasNextPage}
          loadingMore={blog.isFetchingNextPage}
          loadError={blog.isFetchNextPageError ? t('blog.loadMoreError') : null}
          onLoadMore={() => void blog.fetchNextPage()}
        />
      </Stack>
    </div>
  );
}
