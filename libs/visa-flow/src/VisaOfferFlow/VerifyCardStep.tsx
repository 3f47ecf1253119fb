import { Button, Inline } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { visaFlowCatalogue } from '../i18n/catalogue';
import * as parts from '../parts/parts.css';

export interface VerifyCardStepProps {
  cardBin: string | undefined;
  /** Why the last sign-in at the network did not verify the card. */
  error: string | undefined;
  /** The browser is being sent to the network. */
  verifying: boolean;
  onVerify: () => void;
}

/**
 * 'Verify with Visa': the card network's sign-in proves the member holds the card they entered
 * (the BIN check alone activates nothing). The browser leaves for the network and comes back to
 * the activation options.
 */
export function VerifyCardStep({ cardBin, error, verifying, onVerify }: VerifyCardStepProps) {
  const t = useT(visaFlowCatalogue);
  if (verifying) {
    return (
      <p className={parts.busy} role="status">
        <Inline as="span" space="medium" alignY="center" wrap={false}>
          <span className={parts.spinner} aria-hidden="true" />
          {t('verify.redirecting')}
        </Inline>
      </p>
    );
  }
  return (
    <>
      <p className={parts.text}>{t('verify.text', { cardBin: cardBin ?? '' })}</p>
      {error && (
        <p className={parts.error} role="alert">
          {error}
        </p>
      )}
      <Button size="large" fullWidth onClick={onVerify}>
        {t('verify.button')}
      </Button>
    </>
  );
}
