import type { SeoBlock } from '@rewards/api-contract';
import { Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { homeCatalogue } from '../i18n/catalogue';
import * as styles from './Home.css';

export interface SeoBlocksProps {
  blocks: readonly SeoBlock[];
}

/** The home page's SEO text blocks. */
export function SeoBlocks({ blocks }: SeoBlocksProps) {
  const t = useT(homeCatalogue);
  if (blocks.length === 0) return null;
  return (
    <Stack as="section" space="standard" aria-label={t('seoBlocks.label')}>
      {blocks.map((block) => (
        <div key={block.heading}>
          <h2 className={styles.seoHeading}>{block.heading}</h2>
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.seoParagraph}>
              {paragraph}
            </p>
          ))}
        </div>
      ))}
    </Stack>
  );
}
