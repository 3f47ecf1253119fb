import type { FaqCategory } from '@rewards/api-contract';

/** schema.org FAQPage data for every question on the page (search engines show them as rich results). */
export function faqStructuredData(categories: readonly FaqCategory[]): Record<string, unknown> {
  return {
    '@type': 'FAQPage',
    mainEntity: categories.flatMap((category) =>
      category.faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    ),
  };
}
