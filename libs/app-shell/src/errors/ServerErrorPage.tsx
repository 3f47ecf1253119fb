import { Button, PageMeta, Stack } from '@rewards/design-system';
import { ExploreBenefits } from './ExploreBenefits';
import * as styles from './ErrorPage.css';
import { useT } from '@rewards/i18n';
import { shellCatalogue } from '../i18n/catalogue';

/** The 500 screen: shown when a route fails to load or render. RETRY reloads the page. */
export function ServerErrorPage({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  const t = useT(shellCatalogue);
  return (
    <div className={styles.page}>
      <Stack space="standard" align="center">
        <PageMeta title={t('serverError.title')} description={t('serverError.message')} canonicalPath="/" noIndex />
        <h1 className={styles.heading}>{t('errors.oops')}</h1>
        <p className={styles.message}>{t('serverError.message')}</p>
        <Button variant="primary" size="large" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
        <ExploreBenefits />
      </Stack>
    </div>
  );
}
