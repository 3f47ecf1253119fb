// The shell's own pages: home (the sections as cards), not found, and not allowed for the role.
import { Link, useLocation } from 'react-router-dom';
import type { ConsoleSection, StaffRole } from '../sections';
import { usePageTitle } from './usePageTitle';
import * as styles from './shell.css';

/** One line per section on the home page; a section without one shows its name alone. */
const SECTION_SUMMARIES: Readonly<Record<string, string>> = {
  students: 'Decide student membership requests: the form, the document, approve or reject with a note.',
  members: 'Find a member by mobile or email: membership, orders, invoices, codes; block and unblock.',
  codes: 'Promo, gift and store codes, coupon pools and their stock, enrolment lists.',
  campaigns: 'Campaign pages: edit, preview as members see them, publish and unpublish.',
  insight: 'The funnel by channel, partner and source, and web vitals per page.',
  audit: 'Every staff action: who, when, what, before and after.',
};

export function HomePage({ name, sections }: { name: string; sections: readonly ConsoleSection[] }) {
  usePageTitle();
  return (
    <div className={styles.page}>
      <h1>Welcome, {name}</h1>
      <p className={styles.muted}>{sections.length > 0 ? 'Your roles open these sections.' : 'Your roles open no section yet. Ask an admin for the role your work needs.'}</p>
      {sections.length > 0 && (
        <ul className={styles.cards}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link to={section.path} className={styles.card}>
                <span className={styles.cardTitle}>{section.label}</span>
                {SECTION_SUMMARIES[section.id] && <span className={styles.muted}>{SECTION_SUMMARIES[section.id]}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Page not found');
  return (
    <div className={styles.page}>
      <h1>Page not found</h1>
      <p>
        The console has no page at <code>{pathname}</code>.
      </p>
      <BackHome />
    </div>
  );
}

function BackHome() {
  return (
    <p>
      <Link to="/" className={styles.link}>
        Back to the console home
      </Link>
    </p>
  );
}

const list = (roles: readonly string[]) => (roles.length <= 1 ? (roles[0] ?? '') : `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`);

/** A section the roles do not open (reached by its address), or a read the API refused (403 ADMIN-403). */
export function NotAllowedPage({ section, roles }: { section?: ConsoleSection; roles?: readonly StaffRole[] }) {
  usePageTitle('Not allowed');
  return (
    <div className={styles.page}>
      <h1>Not allowed for your role</h1>
      {section ? (
        <p>
          {section.label} is for the {list(section.roles)} role{section.roles.length > 1 ? 's' : ''}
          {roles && roles.length > 0 ? `; you are signed in as ${list(roles)}` : ''}. Ask an admin if your work needs it.
        </p>
      ) : (
        <p>Your role does not allow this page. Ask an admin if your work needs it.</p>
      )}
      <BackHome />
    </div>
  );
}
