import { Button, Inline } from '@rewards/design-system';
import * as parts from '../parts/parts.css';
import { VERIFY_CARD_LABEL, verifyCardText, VERIFYING_MESSAGE } from '../rules/texts';

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
  if (verifying) {
    return (
      <p className={parts.busy} role="status">
        <Inline as="span" space="medium" alignY="center" wrap={false}>
          <span className={parts.spinner} aria-hidden="true" />
          {VERIFYING_MESSAGE}
        </Inline>
      </p>
    );
  }
  return (
    <>
      <p className={parts.text}>{verifyCardText(cardBin ?? '')}</p>
      {error && (
        <p className={parts.error} role="alert">
          {error}
        </p>
      )}
      <Button size="large" fullWidth onClick={onVerify}>
        {VERIFY_CARD_LABEL}
      </Button>
    </>
  );
}
