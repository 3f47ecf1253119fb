import { LoginScreens, useLoginFlow, type LoginVariant } from '@rewards/auth';
import { Inline } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { visaFlowCatalogue } from '../i18n/catalogue';
import * as parts from '../parts/parts.css';

const CARD_NETWORK_VARIANT: LoginVariant = { cardNetworkModal: true };

export interface SignInStepProps {
  /** The login finished: the member is signed in here. */
  onSignedIn: () => void;
  /** A reload is still restoring the session: wait for it instead of asking for the mobile. */
  restoringSession: boolean;
}

/**
 * visa_sign_in: the login flow in place, in its card-network variant ('We need your mobile number
 * to proceed', Continue), then the one-time code. The member stays on the page; the flow goes on
 * to the activation options when the login is done (after any screen the server asks for).
 */
export function SignInStep({ onSignedIn, restoringSession }: SignInStepProps) {
  const t = useT(visaFlowCatalogue);
  if (restoringSession) {
    return (
      <p className={parts.busy} role="status">
        <Inline as="span" space="medium" alignY="center" wrap={false}>
          <span className={parts.spinner} aria-hidden="true" />
          {t('signIn.restoring')}
        </Inline>
      </p>
    );
  }
  return <CardNetworkLogin onSignedIn={onSignedIn} />;
}

function CardNetworkLogin({ onSignedIn }: { onSignedIn: () => void }) {
  const flow = useLoginFlow({ variant: CARD_NETWORK_VARIANT, stayOnPage: true, onFinished: onSignedIn });
  return <LoginScreens flow={flow} host="popup" />;
}
