import type { SeoBlock } from '@rewards/api-contract';
import { Stack } from '@rewards/design-system';
import * as styles from './Home.css';

export interface SeoBlocksProps {
  blocks: readonly SeoBlock[];
}

/** The home page's SEO text blocks. */
export function SeoBlocks({ blocks }: SeoBlocksProps) {
  if (blocks.length === 0) return null;
  return (
    <Stack as="section" space="standard" aria-label="About the membership">
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
