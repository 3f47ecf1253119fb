import { Component, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { Button } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { adminCatalogue } from '../i18n/catalogue';
import type { ConsoleSection, StaffRole } from '../sections';
import { NotAllowedPage } from './pages';
import { csrfMessage, isCsrfRefusal, isRoleRefusal, staffErrorMessage } from './staffErrors';
import { usePageTitle } from './usePageTitle';
import * as styles from './shell.css';

/** Each section's module, asked for once for the app's life (a failed load is asked for again on the next visit). */
const sectionModules = new Map<string, Promise<{ default: ComponentType }>>();
function sectionModule(section: ConsoleSection) {
  let loading = sectionModules.get(section.id);
  if (!loading) {
    loading = section.load();
    sectionModules.set(section.id, loading);
    loading.catch(() => sectionModules.delete(section.id));
  }
  return loading;
}

/** The section's page, once its module has loaded (suspends until then). */
function LoadedSection({ section }: { section: ConsoleSection }) {
  const { default: Page } = use(sectionModule(section));
  return <Page />;
}

/**
 * A section mounted at `<path>/*`, titled, loaded lazily, its failures kept inside it. Its pages read
 * their section's own catalogue: in a language other than English they suspend here, under the
 * section's loading status, until those messages have arrived too.
 */
export function SectionRoute({ section, roles }: { section: ConsoleSection; roles: readonly StaffRole[] }) {
  const { pathname } = useLocation();
  const { reset } = useQueryErrorResetBoundary();
  const t = useT(adminCatalogue);
  const label = section.label(t);
  usePageTitle(label);
  return (
    <SectionErrorBoundary resetKey={pathname} roles={roles} onReset={reset}>
      <Suspense fallback={<p role="status">{t('section.loading', { section: label })}</p>}>
        <LoadedSection section={section} />
      </Suspense>
    </SectionErrorBoundary>
  );
}

interface BoundaryProps {
  resetKey: string;
  roles: readonly StaffRole[];
  /** Lets the failed queries run again (TanStack Query keeps a thrown error until reset). */
  onReset: () => void;
  children: ReactNode;
}

/**
 * What a section threw: a read the API refused for the role (the not-allowed page), a page out of
 * date (reload), a section that could not load (a new release: reload), or anything else (try again).
 * Going to another page clears it.
 */
class SectionErrorBoundary extends Component<BoundaryProps, { error: unknown; resetKey: string }> {
  override state = { error: undefined as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (isRoleRefusal(error)) return <NotAllowedPage roles={this.props.roles} />;
    return (
      <SectionFailure
        error={error}
        onRetry={() => {
          this.props.onReset();
          this.setState({ error: undefined });
        }}
      />
    );
  }
}

/** A section's failure in words: reload for a page out of date or a section that could not load, else try again. */
function SectionFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT(adminCatalogue);
  const reload = isCsrfRefusal(error) || (error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message));
  return (
    <div className={styles.page}>
      <h1>{reload ? t('section.outOfDate') : t('section.failed')}</h1>
      <p role="alert">{reload ? (isCsrfRefusal(error) ? csrfMessage(t) : t('section.updated')) : staffErrorMessage(t, error)}</p>
      <div>{reload ? <Button onClick={() => window.location.reload()}>{t('shell.reload')}</Button> : <Button onClick={onRetry}>{t('shell.tryAgain')}</Button>}</div>
    </div>
  );
}
