import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { adminCatalogue } from '../i18n/catalogue';
import { SECTIONS, sectionsFor, type ConsoleSection } from '../sections';
import { ConsoleFrame } from './ConsoleFrame';
import { HomePage, NotAllowedPage, NotFoundPage } from './pages';
import { SIGN_IN_PATH, signInPathFor } from './returnTo';
import { SectionRoute } from './SectionRoute';
import { useStaffSession } from './session';
import { useConsoleSignal } from './signals';
import { SignInPage } from './SignInPage';
import { isStaffUnauthorized, staffErrorMessage } from './staffErrors';
import { usePageTitle } from './usePageTitle';
import * as styles from './shell.css';

export interface ConsoleRoutesProps {
  /** The sections to mount (the console's own list by default; tests give their own). */
  sections?: readonly ConsoleSection[];
  /** Lists the sandbox's demo staff on the sign-in page (development only). */
  demoStaff?: boolean;
}

/** The console's pages: the sign-in page, and everything else inside the signed-in frame. */
export function ConsoleRoutes({ sections = SECTIONS, demoStaff = false }: ConsoleRoutesProps) {
  return (
    <>
      <SessionEndedRedirect />
      <Routes>
        <Route path={SIGN_IN_PATH} element={<SignInPage demoStaff={demoStaff} />} />
        <Route path="*" element={<SignedIn sections={sections} />} />
      </Routes>
    </>
  );
}

/** Any 401 from any call: to the sign-in page, coming back here afterwards. */
function SessionEndedRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  useConsoleSignal('session-ended', () => {
    const { pathname, search } = location;
    if (pathname !== SIGN_IN_PATH) navigate(signInPathFor(pathname + search), { replace: true });
  });
  return null;
}

function SignedIn({ sections }: { sections: readonly ConsoleSection[] }) {
  const t = useT(adminCatalogue);
  const session = useStaffSession();
  if (session.isPending || (session.isError && isStaffUnauthorized(session.error))) return <SessionLoading />;
  if (session.isError) return <SessionFailed message={staffErrorMessage(t, session.error)} retry={() => void session.refetch()} />;

  const staff = session.data;
  const open = sectionsFor(staff.roles, sections);
  return (
    <ConsoleFrame staff={staff} sections={open}>
      <Routes>
        <Route index element={<HomePage name={staff.name} sections={open} />} />
        {sections.map((section) => (
          <Route
            key={section.id}
            path={`${section.path}/*`}
            element={open.includes(section) ? <SectionRoute section={section} roles={staff.roles} /> : <NotAllowedPage section={section} roles={staff.roles} />}
          />
        ))}
        <Route path="signin/*" element={<Navigate to="/" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </ConsoleFrame>
  );
}

function SessionLoading() {
  const t = useT(adminCatalogue);
  return (
    <main id="main" className={styles.signInPage}>
      <p role="status">{t('session.loading')}</p>
    </main>
  );
}

function SessionFailed({ message, retry }: { message: string; retry: () => void }) {
  const t = useT(adminCatalogue);
  usePageTitle(t('session.failedTitle'));
  return (
    <main id="main" className={styles.signInPage}>
      <div className={styles.signInCard}>
        <h1>{t('session.failedHeading')}</h1>
        <p role="alert">{message}</p>
        <div>
          <Button onClick={retry}>{t('shell.tryAgain')}</Button>
        </div>
      </div>
    </main>
  );
}
