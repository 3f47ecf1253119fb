import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { adminCatalogue } from '../i18n/catalogue';
import type { ConsoleSection } from '../sections';
import { LanguageSwitch } from './LanguageSwitch';
import { Navigation } from './Navigation';
import { roleNames } from './roles';
import { type StaffSession, useSignOut } from './session';
import { useConsoleSignal } from './signals';
import { csrfMessage, staffErrorMessage } from './staffErrors';
import { useFocusHeadingOnNavigation } from './useFocusHeading';
import * as styles from './shell.css';

const MAIN_ID = 'main';

/** The signed-in frame: skip link, header (product, staff member, language, sign out), the sections' navigation, the page. */
export function ConsoleFrame({ staff, sections, children }: { staff: StaffSession; sections: readonly ConsoleSection[]; children: ReactNode }) {
  const t = useT(adminCatalogue);
  const main = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const signOut = useSignOut(() => navigate('/signin', { replace: true }));
  const [outOfDate, setOutOfDate] = useState(false);
  useConsoleSignal('out-of-date', () => setOutOfDate(true));
  useFocusHeadingOnNavigation(main);

  return (
    <div className={styles.frame}>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        {t('frame.skipToContent')}
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.productName}>
          {t('console.product')}
        </Link>
        <div className={styles.staff}>
          <p className={styles.staffName}>
            <span>{staff.name}</span>
            <span className={styles.staffRoles}>{staff.roles.length > 0 ? t('frame.roles', { roles: roleNames(t, staff.roles).join(', ') }) : t('frame.noRole')}</span>
          </p>
          <LanguageSwitch className={styles.signOut} />
          <button type="button" className={styles.signOut} onClick={() => signOut.mutate()} {...(signOut.isPending ? { 'aria-disabled': true, 'aria-busy': true } : {})}>
            {t('frame.signOut')}
          </button>
        </div>
      </header>
      <Navigation sections={sections} />
      <main id={MAIN_ID} ref={main} tabIndex={-1} className={styles.main}>
        {signOut.isError && (
          <p role="alert" className={`${styles.alert} ${styles.banner}`}>
            {t('frame.signOutFailed', { reason: staffErrorMessage(t, signOut.error) })}
          </p>
        )}
        {outOfDate && (
          <div role="alert" className={`${styles.alert} ${styles.banner}`}>
            <span>{csrfMessage(t)}</span>
            <Button size="small" onClick={() => window.location.reload()}>
              {t('shell.reload')}
            </Button>
          </div>
        )}
        {children}
      </main>
    </div>
  );
}
