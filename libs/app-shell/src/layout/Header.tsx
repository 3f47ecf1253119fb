import { usePartner } from '@rewards/partner';
import { Link, NavLink } from 'react-router-dom';
import type { HeaderKind } from '../routing/registry';
import * as styles from './Header.css';

/** The site header: brand and the navigation items this partner serves. */
export function Header({ kind, isServed }: { kind: Exclude<HeaderKind, 'none'>; isServed: (path: string) => boolean }) {
  const partner = usePartner();
  const items = [
    { to: '/', label: partner.labels.home, show: true },
    { to: partner.categoriesPath, label: partner.labels.benefits, show: partner.header.showBenefits },
    { to: partner.header.blogPath, label: partner.labels.blog, show: partner.header.showBlog },
  ].filter((item) => item.show && isServed(item.to));

  return (
    <header className={styles.header[kind]}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label={`${partner.brandName} home`}>
          <img src={partner.iconHref} alt="" width={32} height={32} />
          <span>{partner.brandName}</span>
        </Link>
        <nav aria-label="Main">
          <ul className={styles.nav}>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={styles.navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
