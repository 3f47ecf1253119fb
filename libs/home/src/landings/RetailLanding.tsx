import { UNCLAIMED_PROFILE } from '@rewards/api-contract';
import { REGISTER_BUTTON_TAG, useLoginPopup, useSession } from '@rewards/auth';
import { Button, Stack, TextInput } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useId, useState } from 'react';
import { homeCatalogue } from '../i18n/catalogue';
import { ClaimOutcome } from './ClaimOutcome';
import * as styles from './Landing.css';
import { LandingFrame } from './LandingFrame';
import { AppQrPrompt, SignInChoices, type LandingAppLinks } from './SignInChoices';
import { useClaimOnLogin, type ClaimOnLogin } from './useClaimOnLogin';

export const RETAIL_LANDING_IMAGE = '/static/2x/landing-more-rewards.svg';

export interface RetailLandingProps {
  /** The app's store links (the home data's app section), for the desktop QR prompt. */
  app: LandingAppLinks | undefined;
  /** `registerMore`: after sign-in an Explore button opens the benefits instead of a 3-second wait. */
  registerMore?: boolean;
}

/**
 * The grocery site's landing (spec: retail landing): ACTIVATE OFFER (sign-in in register mode: a
 * Coupon Code field and CLAIM OFFER, for a new customer with a store code), 'Or', LOGIN (sign-in for
 * an enrolled customer), Terms and Conditions, and on desktop a QR code for the app. A customer who
 * is signed in without a membership is sent back here: an enrolled one activates at once, anyone
 * else gives their store code.
 */
export function RetailLanding({ app, registerMore = false }: RetailLandingProps) {
  const claim = useClaimOnLogin({ waitForExplore: registerMore });
  const { status, user } = useSession();
  const t = useT(homeCatalogue);
  const loggedIn = status === 'loggedIn';
  return (
    <LandingFrame image={RETAIL_LANDING_IMAGE} title={t('retail.title')}>
      {claim.state.kind !== 'idle' ? (
        <ClaimOutcome claim={claim} explore={registerMore} />
      ) : loggedIn ? (
        <SignedInActivation claim={claim} enrolled={user?.primeProfile === UNCLAIMED_PROFILE} />
      ) : (
        <VisitorChoices claim={claim} />
      )}
      <AppQrPrompt app={app} />
    </LandingFrame>
  );
}

/**
 * A visitor: ACTIVATE OFFER (register with a store code, checked before any login code is sent) or
 * LOGIN (an enrolled customer).
 */
function VisitorChoices({ claim }: { claim: ClaimOnLogin }) {
  const login = useLoginPopup();
  return (
    <SignInChoices
      onActivate={() => login.open({ origin: 'LOGIN', buttonTag: REGISTER_BUTTON_TAG, stayOnPage: true, onLoggedIn: (loggedIn) => claim.afterLogin(loggedIn, 'register') })}
      onLogin={() => login.open({ origin: 'LOGIN', stayOnPage: true, onLoggedIn: (loggedIn) => claim.afterLogin(loggedIn, 'login') })}
    />
  );
}

/** Signed in without a membership: an enrolment activates at once; otherwise the store code claims it. */
function SignedInActivation({ claim, enrolled }: { claim: ClaimOnLogin; enrolled: boolean }) {
  const [code, setCode] = useState('');
  const id = useId();
  const t = useT(homeCatalogue);
  if (enrolled) {
    return (
      <div className={styles.actions}>
        <Button size="large" fullWidth onClick={() => claim.claimNow()}>
          {t('landing.activateOffer')}
        </Button>
      </div>
    );
  }
  const submit = () => {
    if (code.trim()) claim.claimNow(code.trim());
  };
  return (
    <form
      className={styles.actions}
      aria-label={t('retail.form')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack space="small">
        <p className={styles.text}>{t('retail.intro')}</p>
        <TextInput id={id} label={t('retail.couponCode')} name="coupon" noSpaces value={code} onChange={setCode} onEnter={submit} />
        <Button type="submit" size="large" fullWidth disabled={code.trim() === ''}>
          {t('retail.claimOffer')}
        </Button>
      </Stack>
    </form>
  );
}
