import { useLoginPopup } from '@rewards/auth';
import { Button } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { ClaimOutcome } from './ClaimOutcome';
import * as styles from './Landing.css';
import { useClaimOnLogin } from './useClaimOnLogin';

/** The partner's picture behind the landing (drawn by the API's static images). */
export const SHOPPER_LANDING_IMAGE = '/static/2x/banner-shopper-landing.svg';
export const CLAIM_THE_OFFER = 'CLAIM THE OFFER';
export const TERMS_PATH = '/tnc';

/**
 * The department store's landing (spec: shopper landing): its picture, its logo, CLAIM THE OFFER,
 * which opens sign-in for claiming the membership the store enrolled the visitor for, and the terms
 * in a new tab. Members never see it: they are sent to their shopper home.
 */
export function ShopperLanding() {
  const partner = usePartner();
  const login = useLoginPopup();
  const claim = useClaimOnLogin();
  return (
    <div className={styles.page}>
      <img className={styles.background} src={SHOPPER_LANDING_IMAGE} alt="" width={1440} height={900} fetchPriority="high" />
      <section className={styles.card} aria-labelledby="landing-title">
        <span className={styles.logo}>
          <img src={partner.iconHref} alt="" width={32} height={32} />
          {partner.brandName}
        </span>
        <h1 id="landing-title" className={styles.title}>
          Your membership is waiting
        </h1>
        <p className={styles.text}>{partner.labels.footerSubtitle}. Sign in with the mobile number you gave the store to claim it.</p>
        {claim.state.kind === 'idle' ? (
          <div className={styles.actions}>
            <Button size="large" fullWidth onClick={() => login.open({ origin: 'LOGIN', stayOnPage: true, onLoggedIn: (loggedIn) => claim.afterLogin(loggedIn, 'login') })}>
              {CLAIM_THE_OFFER}
            </Button>
          </div>
        ) : (
          <ClaimOutcome claim={claim} explore={false} />
        )}
        <a className={styles.link} href={TERMS_PATH} target="_blank" rel="noopener">
          Terms and Conditions<span className={styles.visuallyHidden}> (opens in a new tab)</span>
        </a>
      </section>
    </div>
  );
}
