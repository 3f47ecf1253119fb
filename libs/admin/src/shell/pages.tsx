// The shell's own pages: home (the sections as cards), not found, and not allowed for the role.
import { Link, useLocation } from 'react-router-dom';
import { fillSlot, SLOT, type Translate, useLocale, useT } from '@rewards/i18n';
import { adminCatalogue } from '../i18n/catalogue';
import type { ConsoleSection, StaffRole } from '../sections';
import { orList, roleNames } from './roles';
import { usePageTitle } from './usePageTitle';
import * as styles from './shell.css';

const SECTION_IDS = new Set(['students', 'members', 'codes', 'campaigns', 'insight', 'audit']);

/** One line per section on the home page; a section without one shows its name alone. */
function sectionSummary(t: Translate, id: string): string | undefined {
  // i18n-keys: home.summary.students home.summary.members home.summary.codes home.summary.campaigns home.summary.insight home.summary.audit
  return SECTION_IDS.has(id) ? t(`home.summary.${id}`) : undefined;
}

export function HomePage({ name, sections }: { name: string; sections: readonly ConsoleSection[] }) {
  const t = useT(adminCatalogue);
  usePageTitle();
  return (
    <div className={styles.page}>
      <h1>{t('home.welcome', { name })}</h1>
      <p className={styles.muted}>{sections.length > 0 ? t('home.sections') : t('home.noSections')}</p>
      {sections.length > 0 && (
        <ul className={styles.cards}>
          {sections.map((section) => {
            const summary = sectionSummary(t, section.id);
            return (
              <li key={section.id}>
                <Link to={section.path} className={styles.card}>
                  <span className={styles.cardTitle}>{section.label(t)}</span>
                  {summary && <span className={styles.muted}>{summary}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function NotFoundPage() {
  const t = useT(adminCatalogue);
  const { pathname } = useLocation();
  usePageTitle(t('notFound.title'));
  return (
    <div className={styles.page}>
      <h1>{t('notFound.title')}</h1>
      <p>{fillSlot(t('notFound.text', { path: SLOT }), <code>{pathname}</code>)}</p>
      <BackHome />
    </div>
  );
}

function BackHome() {
  const t = useT(adminCatalogue);
  return (
    <p>
      <Link to="/" className={styles.link}>
        {t('shell.backHome')}
      </Link>
    </p>
  );
}

/** A section the roles do not open (reached by its address), or a read the API refused (403 ADMIN-403). */
export function NotAllowedPage({ section, roles }: { section?: ConsoleSection; roles?: readonly StaffRole[] }) {
  const t = useT(adminCatalogue);
  const locale = useLocale();
  usePageTitle(t('notAllowed.title'));
  return (
    <div className={styles.page}>
      <h1>{t('notAllowed.heading')}</h1>
      {section ? (
        <p>
          {roles && roles.length > 0
            ? t('notAllowed.sectionSignedInAs', {
                section: section.label(t),
                roles: orList(locale, roleNames(t, section.roles)),
                count: section.roles.length,
                yours: orList(locale, roleNames(t, roles)),
              })
            : t('notAllowed.section', { section: section.label(t), roles: orList(locale, roleNames(t, section.roles)), count: section.roles.length })}
        </p>
      ) : (
        <p>{t('notAllowed.page')}</p>
      )}
      <BackHome />
    </div>
  );
}
