import { Button, PageMeta, Stack } from '@rewards/design-system';
import * as styles from './ErrorPage.css';
import { useT } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';

/**
 * A failed dynamic import: the page's code did not arrive (offline, or a new release replaced the
 * old chunks). Not a 500: reloading fetches the current code. `vite:preloadError` needs no
 * listener of its own: Vite rethrows it from the import, which lands here.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

/** Spec §4: the fallback view a chunk-load failure shows, with RELOAD. */
export function ChunkLoadErrorView({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  const t = useT(shellCatalogue);
  return (
    <div className={styles.page}>
      <Stack space="standard" align="center">
        <PageMeta title={t('chunk.title')} description={t('chunk.message')} canonicalPath="/" noIndex />
        <h1 className={styles.systemHeading}>{t('chunk.title')}</h1>
        <p className={styles.hint}>{t('chunk.message')}</p>
        <Button variant="primary" size="large" onClick={onReload}>
          {t('chunk.reload')}
        </Button>
      </Stack>
    </div>
  );
}
