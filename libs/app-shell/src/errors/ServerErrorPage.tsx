import { Button, PageMeta, Stack } from '@rewards/design-system';
import { ExploreBenefits } from './ExploreBenefits';
import * as styles from './ErrorPage.css';

/** The 500 screen: shown when a route fails to load or render. RETRY reloads the page. */
export function ServerErrorPage({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  return (
    <div className={styles.page}>
      <Stack space="standard" align="center">
        <PageMeta title="Something went wrong" description="ERROR 500. Looks like something is broken" canonicalPath="/" noIndex />
        <h1 className={styles.heading}>Oops!</h1>
        <p className={styles.message}>ERROR 500. Looks like something is broken</p>
        <Button variant="primary" size="large" onClick={onRetry}>
          RETRY
        </Button>
        <ExploreBenefits />
      </Stack>
    </div>
  );
}
