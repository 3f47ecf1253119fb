import type { ViewportData } from '@rewards/api-contract';
import { Inline, PauseButton } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useState } from 'react';
import { homeCatalogue } from '../i18n/catalogue';
import * as styles from './Banners.css';
import { STRIP_REPEAT, stripTextTone } from './stripColors';

export interface MarqueeStripProps {
  strip: NonNullable<ViewportData['strip']>;
}

/**
 * The marquee strip: its text repeated 5 times, scrolling slowly for as long as the page is open, so
 * it has a button that stops it (WCAG 2.2.2); it also stops on hover, and is still when the member
 * prefers reduced motion (the button is hidden then). Screen readers read the text once.
 */
export function MarqueeStrip({ strip }: MarqueeStripProps) {
  const t = useT(homeCatalogue);
  const tone = stripTextTone(strip.bgColor);
  const [paused, setPaused] = useState(false);
  return (
    <div className={`${styles.strip} ${styles.stripTone[tone]}`} style={tone === 'brand' ? undefined : { background: strip.bgColor }}>
      <p className={styles.visuallyHidden}>{strip.text}</p>
      <Inline space="xsmall" alignY="center" wrap={false}>
        <div className={styles.stripViewport}>
          <div className={styles.stripTrack} style={paused ? { animationPlayState: 'paused' } : undefined} aria-hidden="true">
            {Array.from({ length: STRIP_REPEAT }, (_, index) => (
              <span key={index} className={styles.stripText}>
                {strip.text}
              </span>
            ))}
          </div>
        </div>
        <span className={styles.stripControl}>
          <PauseButton paused={paused} onToggle={() => setPaused((value) => !value)} pauseLabel={t('strip.pause')} playLabel={t('strip.play')} />
        </span>
      </Inline>
    </div>
  );
}
