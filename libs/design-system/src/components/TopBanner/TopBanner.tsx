import { useT } from '@rewards/i18n';
import { designSystemCatalogue } from '../../i18n/catalogue';
import * as styles from './TopBanner.css';

export interface TopBannerProps {
  /** The banner's landmark name and first line, e.g. 'Get the app'. */
  title: string;
  message?: string;
  /** The one action: a link (the app store for this device). */
  actionLabel: string;
  href: string;
  /** Told when the action is followed (analytics). */
  onAction?: () => void;
  /** Told when the member closes the banner. */
  onDismiss: () => void;
  /** Shown only below 768 px (spec §9 mobile area), by the stylesheet: rendered alike for every screen. */
  phoneOnly?: boolean;
  /** Out of sight and out of reach while something covers the page, keeping its place so nothing moves. */
  concealed?: boolean;
}

/**
 * A banner across the top of the page (spec §4 top-banner overlays: `app_banner`). Part of the page
 * flow, not a dialog: it takes no focus and closes with its Close button.
 */
export function TopBanner({ title, message, actionLabel, href, onAction, onDismiss, phoneOnly = false, concealed = false }: TopBannerProps) {
  const t = useT(designSystemCatalogue);
  return (
    <aside className={styles.banner({ phoneOnly, concealed })} aria-label={title}>
      <div className={styles.body}>
        <strong className={styles.title}>{title}</strong>
        {message ? <span className={styles.message}>{message}</span> : null}
      </div>
      <a className={styles.action} href={href} target="_blank" rel="noopener noreferrer" onClick={onAction}>
        {actionLabel}
      </a>
      <button type="button" className={styles.close} aria-label={t('topBanner.close', { title })} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
