import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { PageMeta, Stack, StructuredData } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { FaqList } from '../FaqList';
import { contentCatalogue } from '../i18n/catalogue';
import { faqStructuredData } from '../rules/faqStructuredData';
import { pageTitle } from '../rules/pageTitle';
import * as page from '../styles/page.css';

/** Serves /faq: every FAQ category and its questions, with FAQPage structured data. */
export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async () => {
    await queryClient.ensureQueryData(queries.content.faq());
    return null;
  };
}

export function Component() {
  const partner = usePartner();
  const t = useT(contentCatalogue);
  const queries = useQueries();
  const { data: categories } = useSuspenseQuery(queries.content.faq());
  const topics = categories.filter((category) => category.faqs.length > 0).map((category) => category.name);
  const description =
    topics.length > 0 ? t('faq.descriptionWithTopics', { brand: partner.brandName, topics: topics.join(', ') }) : t('faq.description', { brand: partner.brandName });

  return (
    <div className={page.page}>
      <Stack space="xlarge">
        <PageMeta title={pageTitle(t('faq.title'), partner.brandName)} description={description} canonicalPath="/faq" />
        <StructuredData data={faqStructuredData(categories)} />
        <Stack as="header" space="small">
          <h1 className={page.h1}>{t('faq.title')}</h1>
          <p className={page.muted}>{t('faq.intro')}</p>
        </Stack>
        <FaqList categories={categories} />
      </Stack>
    </div>
  );
}
