import { Stack, usePrefersReducedMotion } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { heroCatalogue } from './i18n/catalogue';
import * as styles from '../home/Home.css';
import { HEADLINE_WORD_MS } from '../home/homeRules';
import { useRotation } from '../home/useRotation';

export interface HeadlineProps {
  title: string;
  /** The rotating words ('20+ Subscription', '40+ Brands', 'Exclusive Events', 'Movie Screening'). */
  words: readonly string[];
}

/**
 * The home headline: the title, then its words one at a time. Screen readers get the whole list
 * once; with reduced motion every word shows, still.
 */
export function Headline({ title, words }: HeadlineProps) {
  const reducedMotion = usePrefersReducedMotion();
  const t = useT(heroCatalogue);
  const index = useRotation(words.length, HEADLINE_WORD_MS);
  const word = words[index ?? 0];
  return (
    <Stack space="standard">
      <h1 className={styles.title}>{title}</h1>
      {reducedMotion || words.length < 2 ? (
        <ul className={styles.staticWords} aria-label={t('headline.label')}>
          {words.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <>
          <p className={styles.visuallyHidden}>{t('headline.words', { words: words.join(', ') })}</p>
          <p className={styles.rotatingLine} aria-hidden="true">
            <span key={word} className={styles.rotatingWord}>
              {word}
            </span>
          </p>
        </>
      )}
      {/* the fixed mobile offerings line */}
      <p className={styles.offeringsLine}>{t('headline.offerings')}</p>
    </Stack>
  );
}
