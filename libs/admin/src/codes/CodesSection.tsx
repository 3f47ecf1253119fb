// The codes section (`/codes/*`, marketers and admins): promo and gift codes, store codes, coupon
// pools and enrolment lists, each a page under its own tab.
import { useT } from '@rewards/i18n';
import { NavLink, Route, Routes } from 'react-router-dom';
import { useSectionName } from '../sections';
import { codesCatalogue } from './i18n/catalogue';
import { EnrolmentsPage } from './EnrolmentsPage';
import { PoolsPage } from './PoolsPage';
import { PromoCodesPage } from './PromoCodesPage';
import { StoreCodesPage } from './StoreCodesPage';
import * as styles from './codes.css';

// Absolute: this section is a splat route (`/codes/*`), where a relative link resolves against the
// whole current address (at /codes/store, 'pools' would be /codes/store/pools).
// i18n-keys: codes.tabs.promo codes.tabs.store codes.tabs.pools codes.tabs.enrolments
const TABS = [
  { to: '/codes', tab: 'promo', end: true },
  { to: '/codes/store', tab: 'store', end: false },
  { to: '/codes/pools', tab: 'pools', end: false },
  { to: '/codes/enrolments', tab: 'enrolments', end: false },
] as const;

export default function CodesSection() {
  const t = useT(codesCatalogue);
  const sectionName = useSectionName('codes');
  return (
    <>
      <nav aria-label={sectionName}>
        <ul className={styles.tabs}>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end={tab.end} className={styles.tab}>
                {t(`codes.tabs.${tab.tab}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        <Route index element={<PromoCodesPage />} />
        <Route path="store" element={<StoreCodesPage />} />
        <Route path="pools" element={<PoolsPage />} />
        <Route path="enrolments" element={<EnrolmentsPage />} />
      </Routes>
    </>
  );
}
