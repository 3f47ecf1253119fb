// The codes section (`/codes/*`, marketers and admins): promo and gift codes, store codes, coupon
// pools and enrolment lists, each a page under its own tab.
import { NavLink, Route, Routes } from 'react-router-dom';
import { EnrolmentsPage } from './EnrolmentsPage';
import { PoolsPage } from './PoolsPage';
import { PromoCodesPage } from './PromoCodesPage';
import { StoreCodesPage } from './StoreCodesPage';
import * as styles from './codes.css';

// Absolute: this section is a splat route (`/codes/*`), where a relative link resolves against the
// whole current address (at /codes/store, 'pools' would be /codes/store/pools).
const TABS = [
  { to: '/codes', label: 'Promo and gift codes', end: true },
  { to: '/codes/store', label: 'Store codes', end: false },
  { to: '/codes/pools', label: 'Coupon pools', end: false },
  { to: '/codes/enrolments', label: 'Enrolments', end: false },
] as const;

export default function CodesSection() {
  return (
    <>
      <nav aria-label="Codes and pools">
        <ul className={styles.tabs}>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end={tab.end} className={styles.tab}>
                {tab.label}
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
