import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useT } from '@rewards/i18n';
import { adminCatalogue } from '../i18n/catalogue';
import type { ConsoleSection } from '../sections';
import * as styles from './shell.css';

/**
 * The sections the staff member's roles open. Beside the page from 1024 px; on narrower screens
 * behind a menu button (aria-expanded), closed again by a choice, by Escape or by leaving it.
 */
export function Navigation({ sections }: { sections: readonly ConsoleSection[] }) {
  const t = useT(adminCatalogue);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // open on the page where it was opened: going to another page closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  useEffect(() => {
    if (!open) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <button ref={button} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">☰</span> {t('nav.menu')}
      </button>
      <ul id={listId} className={styles.navList} data-open={open}>
        <li>
          <NavLink to="/" end className={styles.navLink}>
            {t('nav.home')}
          </NavLink>
        </li>
        {sections.map((section) => (
          <li key={section.id}>
            <NavLink to={section.path} className={styles.navLink}>
              {section.label(t)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
