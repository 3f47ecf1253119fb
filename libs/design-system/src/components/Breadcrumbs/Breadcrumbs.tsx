import { useT } from '@rewards/i18n';
import { designSystemCatalogue } from '../../i18n/catalogue';
import { navigateOnPlainClick } from '../../utils/navigation';
import { StructuredData } from '../PageMeta/PageMeta';
import * as styles from './Breadcrumbs.css';
import { useSiteOrigin } from '../PageMeta/siteOrigin';

export interface BreadcrumbItem {
  label: string;
  /** A site path; the last item (the current page) has none. */
  href?: string;
  /** A name or an address's own words (a slug), not the site's: the same in every language (`translate="no"`). */
  name?: boolean;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Router navigation for plain clicks. */
  onNavigate?: (href: string) => void;
  /** Where the structured data's absolute URLs start; the current origin by default. */
  origin?: string;
}

/**
 * The trail to the current page: a navigation landmark named 'Breadcrumb' holding an ordered list;
 * the last item is the current page (not a link). A schema.org BreadcrumbList goes with it.
 */
export function Breadcrumbs({ items, onNavigate, origin }: BreadcrumbsProps) {
  const t = useT(designSystemCatalogue);
  const siteOrigin = useSiteOrigin();
  const base = origin ?? siteOrigin;
  const structured = {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: new URL(item.href, base).toString() } : {}),
    })),
  };
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {index > 0 && (
                <span className={styles.separator} aria-hidden="true">
                  ›
                </span>
              )}
              {last || !item.href ? (
                <span className={styles.current} aria-current={last ? 'page' : undefined} translate={item.name ? 'no' : undefined}>
                  {item.label}
                </span>
              ) : (
                <a href={item.href} className={styles.link} translate={item.name ? 'no' : undefined} onClick={(event) => navigateOnPlainClick(event, item.href ?? '', onNavigate)}>
                  {item.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
      <StructuredData data={structured} />
    </nav>
  );
}
