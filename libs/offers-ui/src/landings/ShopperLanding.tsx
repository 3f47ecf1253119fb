import { useLoginPopup, useSession } from '@rewards/auth';
import { Button } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useEffect } from 'react';
import { ClaimOutcome } from './ClaimOutcome';
import * as styles from './Landing.css';
import { LandingFrame } from './LandingFrame';
import { CLAIM_THE_OFFER, useClaimOnLogin, type ClaimOnLogin } from './useClaimOnLogin';

export { CLAIM_THE_OFFER };



/** The partner's picture behind the landing (drawn by the API's static images). */
export const SHOPPER_LANDING_IMAGE = '/static/2x/landing-shopper.svg';

/**
 * The department store's landing (spec: shopper landing): its picture, its logo, CLAIM THE OFFER,
 * which opens sign-in for claiming the membership the store enrolled the visitor for, and the terms
 * in a new tab. A member who signed in elsewhere and has not claimed yet is sent back here, and the
 * same button claims at once. When the last sign-in ended on the error screen, sign-in opens again
 * by itself. Members with a running membership never see it: they are sent to their shopper home.
 */
export function ShopperLanding() {
  const partner = usePartner();
  const claim = useClaimOnLogin();
  return (
    <LandingFrame image={SHOPPER_LANDING_IMAGE} title="Your membership is waiting">
      <p className={styles.text}>{partner.labels.footerSubtitle}. Sign in with the mobile number you gave the store to claim it.</p>
      {claim.state.kind === 'idle' ? <ClaimButton claim={claim} /> : <ClaimOutcome claim={claim} explore={false} />}
    </LandingFrame>
  );
}

function ClaimButton({ claim }: { claim: ClaimOnLogin }) {
  const login = useLoginPopup();
  const { status } = useSession();
  const loggedIn = status === 'loggedIn';
  const signInToClaim = () => login.open({ origin: 'LOGIN', stayOnPage: true, onLoggedIn: (loggedIn) => claim.afterLogin(loggedIn, 'login') });
  // The login screen state is the error screen (the last sign-in failed): sign-in opens again.
  const reopen = !loggedIn && login.screen === 'ERROR' && !login.isOpen;
  useEffect(() => {
    if (reopen) signInToClaim();
    // only when the state becomes the error screen; the opener is new every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reopen]);
  return (
    <div className={styles.actions}>
      <Button size="large" fullWidth onClick={loggedIn ? () => claim.claimNow() : signInToClaim}>
        {CLAIM_THE_OFFER}
      </Button>
    </div>
  );
}
