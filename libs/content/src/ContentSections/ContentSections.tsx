import type { ContentSection } from '@rewards/api-contract';
import { Stack } from '@rewards/design-system';
import { useId } from 'react';
import * as styles from './ContentSections.css';

export interface ContentSectionsProps {
  sections: readonly ContentSection[];
  /** 2 under a page's h1; 3 where the sections sit under an h2 of their own. */
  headingLevel?: 2 | 3;
}

/** Editorial text from the API (plain text only): a heading per section, its paragraphs, then its list. */
export function ContentSections({ sections, headingLevel = 2 }: ContentSectionsProps) {
  const idPrefix = useId();
  if (sections.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Stack space="large">
      {sections.map((section, index) => {
        const headingId = `${idPrefix}-${index}`;
        return (
          <Stack as="section" key={index} space="medium" aria-labelledby={section.heading ? headingId : undefined}>
            {section.heading && (
              <Heading id={headingId} className={styles.heading}>
                {section.heading}
              </Heading>
            )}
            {section.paragraphs.map((paragraph, paragraphIndex) => (
              <p key={paragraphIndex} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
            {section.items.length > 0 && (
              <ul className={styles.list}>
                {section.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
