import { Button, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { homeCatalogue } from '../i18n/catalogue';
import * as styles from './Landing.css';
import type { ClaimOnLogin } from './useClaimOnLogin';

/**
 * Where a landing's buttons were, once sign-in has finished: a loader while the claim runs, then
 * 'Login successful' or 'You have successfully claimed the offer' (and the Explore button when the
 * landing waits for it), or the server's reason when the claim was refused, with Try again.
 */
export function ClaimOutcome({ claim, explore }: { claim: ClaimOnLogin; explore: boolean }) {
  const t = useT(homeCatalogue);
  const { state } = claim;
  if (state.kind === 'pending') {
    return (
      <p role="status" className={styles.status} aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        {t('claim.pending')}
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className={styles.actions}>
        <Stack space="small">
          <p role="alert" className={styles.failure}>
            {state.message}
          </p>
          <Button size="large" variant="secondary" fullWidth onClick={claim.reset}>
            {t('claim.tryAgain')}
          </Button>
        </Stack>
      </div>
    );
  }
  if (state.kind !== 'done') return null;
  return (
    <div className={styles.actions}>
      <Stack space="small">
        <p role="status" className={styles.success}>
          {state.outcome === 'loggedIn' ? t('claim.loggedIn') : t('claim.claimed')}
        </p>
        {explore ? (
          <Button size="large" fullWidth onClick={claim.goOn}>
            {t('claim.explore')}
          </Button>
        ) : (
          <p className={styles.text}>{t('claim.movingOn')}</p>
        )}
      </Stack>
    </div>
  );
}
