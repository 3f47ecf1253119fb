import type { Faq } from '@rewards/api-contract';
import { Stack, StructuredData } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { homeCatalogue } from '../i18n/catalogue';
import * as styles from './Home.css';

export interface HomeFaqProps {
  faqs: readonly Faq[];
}

/** The FAQPage structured data for a list of questions. */
export function faqStructuredData(faqs: readonly Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
}

/** Frequently asked questions as disclosures, with their FAQPage structured data. */
export function HomeFaq({ faqs }: HomeFaqProps) {
  const t = useT(homeCatalogue);
  if (faqs.length === 0) return null;
  return (
    <Stack as="section" space="standard" aria-labelledby="home-faq-title">
      <h2 id="home-faq-title" className={styles.heading}>
        {t('homeFaq.title')}
      </h2>
      <Stack space="small">
        {faqs.map((faq) => (
          <details key={faq.question} className={styles.faq}>
            <summary className={styles.faqQuestion}>{faq.question}</summary>
            <p className={styles.faqAnswer}>{faq.answer}</p>
          </details>
        ))}
      </Stack>
      <StructuredData data={faqStructuredData(faqs)} />
    </Stack>
  );
}
