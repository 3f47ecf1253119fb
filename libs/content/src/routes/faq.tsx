import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { PageMeta, Stack, StructuredData } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { FaqList } from '../FaqList';
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
  const queries = useQueries();
  const { data: categories } = useSuspenseQuery(queries.content.faq());
  const topics = categories.filter((category) => category.faqs.length > 0).map((category) => category.name);
  const description = `Answers to the questions members ask most about ${partner.brandName}${topics.length > 0 ? `: ${topics.join(', ')}` : ''}.`;

  return (
    <div className={page.page}>
      <Stack space="xlarge">
        <PageMeta title={pageTitle('Frequently asked questions', partner.brandName)} description={description} canonicalPath="/faq" />
        <StructuredData data={faqStructuredData(categories)} />
        <Stack as="header" space="small">
          <h1 className={page.h1}>Frequently asked questions</h1>
          <p className={page.muted}>Everything about your membership, payments and using your benefits.</p>
        </Stack>
        <FaqList categories={categories} />
      </Stack>
    </div>
  );
}
