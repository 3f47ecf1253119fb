import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './ScrollTable.css';

export interface ScrollTableProps {
  /** The table's caption, which also names its scrolling region unless `regionLabel` does. */
  caption: string;
  /** The scrolling region's name where the caption's is taken (a section named like the table around it: landmarks need names of their own). */
  regionLabel?: string;
  /** Show the caption (default: for screen readers only, where a heading above says it already). */
  showCaption?: boolean;
  /** The table's own look (borders, cells). */
  className?: string;
  /** The table's rows: `thead`, `tbody`. */
  children: ReactNode;
}

/**
 * A data table that scrolls sideways on its own on a narrow screen (320 px, 200% text), never the
 * page: a region named by the table's caption, focusable so a keyboard can scroll it (axe:
 * scrollable-region-focusable).
 */
export function ScrollTable({ caption, regionLabel, showCaption = false, className, children }: ScrollTableProps) {
  const captionId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
    <div role="region" {...(regionLabel ? { 'aria-label': regionLabel } : { 'aria-labelledby': captionId })} tabIndex={0} className={styles.scroll}>
      <table className={className}>
        <caption id={captionId} className={showCaption ? undefined : visuallyHidden}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
