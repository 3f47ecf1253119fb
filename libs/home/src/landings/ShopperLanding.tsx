import { useLoginPopup, useSession } from '@rewards/auth';
import { Button } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useEffect } from 'react';
import { homeCatalogue } from '../i18n/catalogue';
import { ClaimOutcome } from './ClaimOutcome';
import * as styles from './Landing.css';
import { LandingFrame } from './LandingFrame';
import { AppQrPrompt, SignInChoices, type LandingAppLinks } from './SignInChoices';
import { useClaimOnLogin, type ClaimOnLogin } from './useClaimOnLogin';

export interface ShopperLandingProps {
  /** The app's store links (the home data's app section), for the desktop QR prompt. */
  app?: LandingAppLinks | undefined;
}

/** The partner's picture behind the landing (drawn by the API's static images). */
export const SHOPPER_LANDING_IMAGE = '/static/2x/landing-shopper.svg';

/**
 * The department store's landing (spec: shopper landing, and the retail landing of account §2, the
 * department store being the first retail-partner variant): its picture, its logo, ACTIVATE OFFER
 * (sign-in for claiming the membership the store enrolled the visitor for), 'Or', LOGIN (sign-in for
 * a member), the terms in a new tab and, on desktop, a QR code for the app. A member who signed in
 * elsewhere and has not claimed yet is sent back here, and CLAIM THE OFFER claims at once. When the
 * last sign-in ended on the error screen, sign-in opens again by itself. Members with a running
 * membership never see it: they are sent to their shopper home.
 */
export function ShopperLanding({ app }: ShopperLandingProps = {}) {
  const partner = usePartner();
  const claim = useClaimOnLogin();
  const { status } = useSession();
  const t = useT(homeCatalogue);
  const loggedIn = status === 'loggedIn';
  return (
    <LandingFrame image={SHOPPER_LANDING_IMAGE} title={t('shopper.title')}>
      <p className={styles.text}>{t('shopper.intro', { subtitle: partner.labels.footerSubtitle })}</p>
      {claim.state.kind !== 'idle' ? <ClaimOutcome claim={claim} explore={false} /> : loggedIn ? <ClaimButton claim={claim} /> : <VisitorChoices claim={claim} />}
      <AppQrPrompt app={app} />
    </LandingFrame>
  );
}

/** A visitor: ACTIVATE OFFER signs the enrolled number in and claims; LOGIN signs a member in. */
function VisitorChoices({ claim }: { claim: ClaimOnLogin }) {
  const login = useLoginPopup();
  const signInToClaim = () => login.open({ origin: 'LOGIN', stayOnPage: true, onLoggedIn: (loggedIn) => claim.afterLogin(loggedIn, 'activate') });
  // The login screen state is the error screen (the last sign-in failed): sign-in opens again.
  const reopen = login.screen === 'ERROR' && !login.isOpen;
  useEffect(() => {
    if (reopen) signInToClaim();
    // only when the state becomes the error screen; the opener is new every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reopen]);
  return <SignInChoices onActivate={signInToClaim} onLogin={() => login.open({ origin: 'LOGIN', stayOnPage: true, onLoggedIn: (loggedIn) => claim.afterLogin(loggedIn, 'login') })} />;
}

/** Signed in with the enrolment unclaimed: one press claims, no sign-in. */
function ClaimButton({ claim }: { claim: ClaimOnLogin }) {
  const t = useT(homeCatalogue);
  return (
    <div className={styles.actions}>
      <Button size="large" fullWidth onClick={() => claim.claimNow()}>
        {t('landing.claimTheOffer')}
      </Button>
    </div>
  );
}
