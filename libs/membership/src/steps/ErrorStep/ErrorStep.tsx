import { Button, Inline, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { membershipCatalogue } from '../../i18n/catalogue';
import { defaultErrorMessage } from '../../rules/codeError';
import * as styles from '../steps.css';

export interface ErrorStepProps {
  /** What went wrong, in words; the default message when unknown. */
  message?: string | undefined;
  onRetry: () => void;
}

/** The payment error step (its title, 'Oops something went wrong', is the page's heading). */
export function ErrorStep({ message, onRetry }: ErrorStepProps) {
  const t = useT(membershipCatalogue);
  return (
    <section className={styles.card} aria-label={t('error.label')}>
      <Stack space="medium">
        <p className={styles.critical} role="alert">
          {message || defaultErrorMessage(t)}
        </p>
        <p className={styles.muted}>{t('error.refund')}</p>
        <Inline space="small">
          <Button onClick={onRetry}>{t('error.retry')}</Button>
        </Inline>
      </Stack>
    </section>
  );
}
