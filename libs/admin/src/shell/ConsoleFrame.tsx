import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@rewards/design-system';
import type { ConsoleSection } from '../sections';
import { Navigation } from './Navigation';
import { type StaffSession, useSignOut } from './session';
import { useConsoleSignal } from './signals';
import { CSRF_MESSAGE, staffErrorMessage } from './staffErrors';
import { useFocusHeadingOnNavigation } from './useFocusHeading';
import { PRODUCT_NAME } from './usePageTitle';
import * as styles from './shell.css';

const MAIN_ID = 'main';

/** The signed-in frame: skip link, header (product, staff member, sign out), the sections' navigation, the page. */
export function ConsoleFrame({ staff, sections, children }: { staff: StaffSession; sections: readonly ConsoleSection[]; children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const signOut = useSignOut(() => navigate('/signin', { replace: true }));
  const [outOfDate, setOutOfDate] = useState(false);
  useConsoleSignal('out-of-date', () => setOutOfDate(true));
  useFocusHeadingOnNavigation(main);

  return (
    <div className={styles.frame}>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        Skip to content
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.productName}>
          {PRODUCT_NAME}
        </Link>
        <div className={styles.staff}>
          <p className={styles.staffName}>
            <span>{staff.name}</span>
            <span className={styles.staffRoles}>{staff.roles.length > 0 ? `Roles: ${staff.roles.join(', ')}` : 'No role'}</span>
          </p>
          <button type="button" className={styles.signOut} onClick={() => signOut.mutate()} {...(signOut.isPending ? { 'aria-disabled': true, 'aria-busy': true } : {})}>
            Sign out
          </button>
        </div>
      </header>
      <Navigation sections={sections} />
      <main id={MAIN_ID} ref={main} tabIndex={-1} className={styles.main}>
        {signOut.isError && (
          <p role="alert" className={`${styles.alert} ${styles.banner}`}>
            Signing out did not complete: {staffErrorMessage(signOut.error)}
          </p>
        )}
        {outOfDate && (
          <div role="alert" className={`${styles.alert} ${styles.banner}`}>
            <span>{CSRF_MESSAGE}</span>
            <Button size="small" onClick={() => window.location.reload()}>
              Reload the page
            </Button>
          </div>
        )}
        {children}
      </main>
    </div>
  );
}
