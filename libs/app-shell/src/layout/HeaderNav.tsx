import { Inline } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { NavLink } from 'react-router-dom';
import * as styles from './Header.css';
import { useT } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';

export interface HeaderNavItem {
  to: string;
  label: string;
}

/** Home, Benefits and Blog, as far as the partner shows them and the site serves them. */
export function useHeaderNavItems(isServed: (path: string) => boolean): HeaderNavItem[] {
  const partner = usePartner();
  return [
    { to: '/', label: partner.labels.home, show: true },
    { to: partner.categoriesPath, label: partner.labels.benefits, show: partner.header.showBenefits },
    { to: partner.header.blogPath, label: partner.labels.blog, show: partner.header.showBlog },
  ]
    .filter((item) => item.show && isServed(item.to))
    .map(({ to, label }) => ({ to, label }));
}

/** The main navigation: in the header row on desktop, on a second row that scrolls sideways on phones. */
export function HeaderNav({ items, desktop }: { items: readonly HeaderNavItem[]; desktop: boolean }) {
  const t = useT(shellCatalogue);
  return (
    <nav aria-label={t('nav.main')} className={desktop ? undefined : styles.mobileNav}>
      <Inline as="ul" space="standard" wrap={false}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'} className={styles.navLink}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </Inline>
    </nav>
  );
}
