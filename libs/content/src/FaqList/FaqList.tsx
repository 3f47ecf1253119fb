import type { FaqCategory } from '@rewards/api-contract';
import { Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { contentCatalogue } from '../i18n/catalogue';
import * as styles from './FaqList.css';

export interface FaqListProps {
  categories: readonly FaqCategory[];
}

const anchor = (category: FaqCategory) => `faq-${category.slug}`;

/**
 * FAQ categories, each a list of questions that open to their answers (native disclosures, so
 * keyboard, screen readers and find-in-page work without script). Categories with no questions
 * are left out; the links at the top jump to each category.
 */
export function FaqList({ categories }: FaqListProps) {
  const t = useT(contentCatalogue);
  const shown = categories.filter((category) => category.faqs.length > 0);
  if (shown.length === 0) return <p className={styles.empty}>{t('faq.empty')}</p>;
  return (
    <div className={styles.layout}>
      {shown.length > 1 && (
        <nav className={styles.nav} aria-label={t('faq.categories')}>
          <ul className={styles.navList}>
            {shown.map((category) => (
              <li key={category.id}>
                <a className={styles.navLink} href={`#${anchor(category)}`}>
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Stack space="xlarge">
        {shown.map((category) => (
          <section key={category.id} id={anchor(category)} className={styles.category} aria-labelledby={`${anchor(category)}-heading`}>
            <Stack space="medium">
              <h2 id={`${anchor(category)}-heading`} className={styles.categoryHeading}>
                {category.name}
              </h2>
              <Stack as="ul" space="small">
                {category.faqs.map((faq) => (
                  <li key={faq.question}>
                    <details className={styles.question}>
                      <summary className={styles.summary}>
                        {faq.question}
                        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                          <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                        </svg>
                      </summary>
                      <p className={styles.answer}>{faq.answer}</p>
                    </details>
                  </li>
                ))}
              </Stack>
            </Stack>
          </section>
        ))}
      </Stack>
    </div>
  );
}
