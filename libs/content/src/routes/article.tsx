import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { Columns, Inline, PageMeta, Stack, StructuredData, useSiteOrigin } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams, type LoaderFunction } from 'react-router-dom';
import { ArticleByline, ArticleCard } from '../ArticleCard';
import { ContentSections } from '../ContentSections';
import { contentCatalogue } from '../i18n/catalogue';
import { orNotFound } from '../routing/orNotFound';
import { articleStructuredData } from '../rules/articleStructuredData';
import { pageTitle } from '../rules/pageTitle';
import * as page from '../styles/page.css';
import * as styles from './article.css';

/** Serves /blog/:articleTitle (`{slug}-{id}`). An unknown article is the shell's not-found screen. */
export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async ({ params }) => {
    await orNotFound(queryClient.ensureQueryData(queries.content.article(params['articleTitle'] ?? '')));
    return null;
  };
}

export function Component() {
  const partner = usePartner();
  const t = useT(contentCatalogue);
  const queries = useQueries();
  const { articleTitle = '' } = useParams();
  const { data: article } = useSuspenseQuery(queries.content.article(articleTitle));
  const origin = useSiteOrigin();

  return (
    <div className={page.page}>
      <Stack space="xlarge">
        {/* The API's own path is canonical, so an old slug with the same id points at one URL. */}
        <PageMeta title={pageTitle(article.title, partner.brandName)} description={article.summary} canonicalPath={`/blog/${article.path}`} image={article.imageUrl} type="article" />
        <StructuredData data={articleStructuredData(article, origin)} />
        <article className={page.readable}>
          <Stack space="large">
            <Link className={`${page.link} ${styles.back}`} to="/blog">
              {t('article.allArticles')}
            </Link>
            <Stack as="header" space="small">
              <h1 className={page.h1}>{article.title}</h1>
              <ArticleByline article={article} by />
            </Stack>
            <figure className={styles.figure}>
              <img className={styles.image} src={article.imageUrl} alt="" width={1200} height={675} />
            </figure>
            <p className={page.muted}>{article.summary}</p>
            <ContentSections sections={article.sections} />
            {article.tags.length > 0 && (
              <Inline as="ul" space="small" aria-label={t('article.topics')}>
                {article.tags.map((tag) => (
                  // a tag is the slug of the topic it links the article to: shown as it is in every language
                  <li key={tag} className={styles.tag} translate="no">
                    {tag}
                  </li>
                ))}
              </Inline>
            )}
          </Stack>
        </article>
        {article.relatedArticles.length > 0 && (
          <Stack as="section" space="standard" aria-labelledby="related-articles">
            <h2 id="related-articles" className={page.h2}>
              {t('article.related')}
            </h2>
            <Columns as="ul" space="large" minColumnWidth={280}>
              {article.relatedArticles.map((related) => (
                <li key={related.id}>
                  <ArticleCard article={related} headingLevel={3} />
                </li>
              ))}
            </Columns>
          </Stack>
        )}
      </Stack>
    </div>
  );
}
