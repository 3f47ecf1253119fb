import type { ViewportData } from '@rewards/api-contract';
import * as styles from './Banners.css';
import { STRIP_REPEAT, stripTextTone } from './stripColors';

export interface MarqueeStripProps {
  strip: NonNullable<ViewportData['strip']>;
}

/**
 * The marquee strip: its text repeated 5 times, scrolling slowly (still when the member prefers
 * reduced motion, paused on hover). Screen readers read the text once.
 */
export function MarqueeStrip({ strip }: MarqueeStripProps) {
  const tone = stripTextTone(strip.bgColor);
  return (
    <div className={`${styles.strip} ${styles.stripTone[tone]}`} style={tone === 'brand' ? undefined : { background: strip.bgColor }}>
      <p className={styles.visuallyHidden}>{strip.text}</p>
      <div className={styles.stripTrack} aria-hidden="true">
        {Array.from({ length: STRIP_REPEAT }, (_, index) => (
          <span key={index} className={styles.stripText}>
            {strip.text}
          </span>
        ))}
      </div>
    </div>
  );
}
