import { Button, Inline, Stack } from '@rewards/design-system';
import { DEFAULT_ERROR_MESSAGE } from '../../rules/codeError';
import * as styles from '../steps.css';

export interface ErrorStepProps {
  /** What went wrong, in words; the default message when unknown. */
  message?: string | undefined;
  onRetry: () => void;
}

/** The payment error step (its title, 'Oops something went wrong', is the page's heading). */
export function ErrorStep({ message, onRetry }: ErrorStepProps) {
  return (
    <section className={styles.card} aria-label="Payment error">
      <Stack space="medium">
        <p className={styles.critical} role="alert">
          {message || DEFAULT_ERROR_MESSAGE}
        </p>
        <p className={styles.muted}>If money was taken for a failed payment, it is returned to you by the bank.</p>
        <Inline space="small">
          <Button onClick={onRetry}>Retry</Button>
        </Inline>
      </Stack>
    </section>
  );
}
