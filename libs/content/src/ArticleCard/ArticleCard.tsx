import type { BlogArticleSummary } from '@rewards/api-contract';
import { Stack } from '@rewards/design-system';
import { fillSlot, SLOT, useLocale, useT } from '@rewards/i18n';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { contentCatalogue } from '../i18n/catalogue';
import { readTime } from '../rules/blogStatus';
import { formatContentDate } from '../rules/formatContentDate';
import * as styles from './ArticleCard.css';

export interface ArticleCardProps {
  article: BlogArticleSummary;
  /** h2 on the blog home, h3 under the article page's 'Related articles'. */
  headingLevel?: 2 | 3;
  /** The title link, for moving focus to the card (the first card of a newly loaded page). */
  linkRef?: Ref<HTMLAnchorElement>;
}

/**
 * Who wrote an article, when, and how long it takes to read: the card's line, and the article
 * page's under its title ('By' the author there).
 */
export function ArticleByline({ article, by = false }: { article: Pick<BlogArticleSummary, 'author' | 'publishedOn' | 'readMinutes'>; by?: boolean }) {
  const t = useT(contentCatalogue);
  const locale = useLocale();
  const author = <span className={styles.author}>{article.author}</span>;
  return (
    <p className={styles.meta}>
      {by ? <span>{fillSlot(t('article.by', { author: SLOT }), author)}</span> : author}
      <span aria-hidden="true">·</span>
      <time dateTime={article.publishedOn}>{formatContentDate(article.publishedOn, locale)}</time>
      <span aria-hidden="true">·</span>
      <span>{readTime(t, article.readMinutes)}</span>
    </p>
  );
}

/** A blog article as a card: picture, title (the link), summary, author, date and read time. */
export function ArticleCard({ article, headingLevel = 2, linkRef }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.imageFrame}>
        <img className={styles.image} src={article.imageUrl} alt="" width={480} height={270} loading="lazy" />
      </div>
      <div className={styles.body}>
        <Stack space="small">
          <Heading className={styles.title}>
            <Link ref={linkRef} className={styles.link} to={`/blog/${article.path}`}>
              {article.title}
            </Link>
          </Heading>
          <p className={styles.summary}>{article.summary}</p>
          <ArticleByline article={article} />
        </Stack>
      </div>
    </article>
  );
}
