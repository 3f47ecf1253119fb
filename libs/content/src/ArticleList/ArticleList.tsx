import type { BlogArticleSummary } from '@rewards/api-contract';
import { Button, Columns, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useEffect, useRef } from 'react';
import { ArticleCard } from '../ArticleCard';
import { contentCatalogue } from '../i18n/catalogue';
import { blogStatus } from '../rules/blogStatus';
import * as styles from './ArticleList.css';

/** Placeholder cards shown while the next page loads. */
export const LOADING_PLACEHOLDERS = 3;

export interface ArticleListProps {
  articles: readonly BlogArticleSummary[];
  /** How many articles exist in all (the API's `childCount`). */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the last 'Load more' failed; the button stays to try again. */
  loadError?: string | null;
  onLoadMore: () => void;
}

/**
 * The blog's article cards with paging: 'Load more' while more exist, a live 'Showing N of M
 * articles' line, and focus moved to the first newly loaded article so keyboard and screen-reader
 * users carry on reading where the new page starts.
 */
export function ArticleList({ articles, total, hasMore, loadingMore, loadError, onLoadMore }: ArticleListProps) {
  const t = useT(contentCatalogue);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || articles.length <= index) return;
    focusFrom.current = null;
    links.current[index]?.focus();
  }, [articles.length]);

  if (articles.length === 0) return <p className={styles.empty}>{t('articleList.empty')}</p>;

  const loadMore = () => {
    // The button stays focusable while busy (aria-disabled), so focus is never dropped to the page.
    if (loadingMore) return;
    focusFrom.current = articles.length;
    onLoadMore();
  };

  return (
    <Stack space="large">
      <Columns as="ul" space="large" minColumnWidth={300} aria-label={t('articleList.label')} aria-busy={loadingMore || undefined}>
        {articles.map((article, index) => (
          <li key={article.id}>
            <ArticleCard
              article={article}
              linkRef={(element) => {
                links.current[index] = element;
              }}
            />
          </li>
        ))}
        {loadingMore &&
          Array.from({ length: LOADING_PLACEHOLDERS }, (_, index) => (
            <li key={`placeholder-${index}`} aria-hidden="true" data-testid="article-placeholder">
              <div className={styles.skeleton}>
                <div className={styles.skeletonImage} />
                <div className={styles.skeletonBody}>
                  <Stack space="small">
                    <div className={styles.skeletonLine} />
                    <div className={styles.skeletonLine} />
                    <div className={styles.skeletonLine} />
                  </Stack>
                </div>
              </div>
            </li>
          ))}
      </Columns>
      <div className={styles.footer}>
        <Stack space="medium" align="center">
          <p className={styles.status} role="status">
            {loadingMore ? t('articleList.loadingMore') : blogStatus(t, articles.length, total)}
          </p>
          {loadError && (
            <p className={styles.error} role="alert">
              {loadError}
            </p>
          )}
          {hasMore && (
            <Button variant="secondary" onClick={loadMore} aria-disabled={loadingMore || undefined}>
              {loadError ? t('articleList.tryAgain') : t('articleList.loadMore')}
            </Button>
          )}
        </Stack>
      </div>
    </Stack>
  );
}
