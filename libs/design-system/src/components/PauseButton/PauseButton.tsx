import * as styles from './PauseButton.css';

export interface PauseButtonProps {
  paused: boolean;
  onToggle: () => void;
  /** The button's name while the content moves ('Stop slide rotation'). */
  pauseLabel: string;
  /** Its name while the content is stopped ('Start slide rotation'). */
  playLabel: string;
  /** Replaces the default small round look (a carousel's controls have their own). */
  className?: string;
}

/**
 * Stops and restarts content that moves by itself for more than five seconds (WCAG 2.2.2): a
 * carousel's rotation, a scrolling strip. Its name says what pressing it will do.
 */
export function PauseButton({ paused, onToggle, pauseLabel, playLabel, className = styles.button }: PauseButtonProps) {
  return (
    <button type="button" className={className} aria-label={paused ? playLabel : pauseLabel} onClick={onToggle}>
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        {paused ? <path d="M3 1.5v9l7.5-4.5z" fill="currentColor" /> : <path d="M3 1.5h2v9H3zM7 1.5h2v9H7z" fill="currentColor" />}
      </svg>
    </button>
  );
}
