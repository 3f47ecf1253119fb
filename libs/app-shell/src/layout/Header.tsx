import { usePartner } from '@rewards/partner';
import { Link, NavLink } from 'react-router-dom';
import type { HeaderKind } from '../routing/registry';
import * as styles from './Header.css';

/** Who is looking: a visitor gets 'sign in' (the login popup), a member a link to the profile. */
export type HeaderAccount = { status: 'visitor'; onSignIn: () => void } | { status: 'member'; firstName?: string | null } | { status: 'pending' };

export interface HeaderProps {
  kind: Exclude<HeaderKind, 'none'>;
  isServed: (path: string) => boolean;
  account?: HeaderAccount;
  /** Where the logo leads (the session's logo rule); `/` by default. */
  logoTo?: string;
}

/** The site header: brand, the navigation items this partner serves, and sign in or the profile. */
export function Header({ kind, isServed, account, logoTo = '/' }: HeaderProps) {
  const partner = usePartner();
  const items = [
    { to: '/', label: partner.labels.home, show: true },
    { to: partner.categoriesPath, label: partner.labels.benefits, show: partner.header.showBenefits },
    { to: partner.header.blogPath, label: partner.labels.blog, show: partner.header.showBlog },
  ].filter((item) => item.show && isServed(item.to));

  return (
    <header className={styles.header[kind]}>
      <div className={styles.inner}>
        <Link to={logoTo} className={styles.logo} aria-label={`${partner.brandName} home`}>
          <img src={partner.iconHref} alt="" width={32} height={32} />
          <span>{partner.brandName}</span>
        </Link>
        {kind !== 'logo' && (
          <nav aria-label="Main">
            <ul className={styles.nav}>
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/'} className={styles.navLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              {account?.status === 'visitor' && (
                <li>
                  <button type="button" className={styles.signIn} onClick={account.onSignIn}>
                    {partner.labels.signIn}
                  </button>
                </li>
              )}
              {account?.status === 'member' && isServed('/profile') && (
                <li>
                  <NavLink to="/profile" className={styles.navLink}>
                    Profile
                  </NavLink>
                </li>
              )}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
