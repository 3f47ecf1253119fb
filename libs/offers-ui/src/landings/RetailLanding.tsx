import type { HomeData } from '@rewards/api-contract';
import { REGISTER_BUTTON_TAG, useLoginPopup } from '@rewards/auth';
import { Button } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { lazy, Suspense } from 'react';
import { ClaimOutcome } from './ClaimOutcome';
import * as styles from './Landing.css';
import { useClaimOnLogin } from './useClaimOnLogin';
import { TERMS_PATH } from './ShopperLanding';

// The QR code library loads with the landing only, and its code is shown on desktop only.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export const ACTIVATE_OFFER = 'ACTIVATE OFFER';
export const RETAIL_LOGIN = 'LOGIN';
export const RETAIL_LANDING_IMAGE = '/static/2x/banner-more-rewards-landing.svg';

export interface RetailLandingProps {
  /** The app's store links (the home data's app section), for the desktop QR prompt. */
  app: Pick<HomeData['appInstall'], 'downloadLinkAndroid'> | undefined;
  /** `registerMore`: after sign-in an Explore button opens the benefits instead of a 3-second wait. */
  registerMore?: boolean;
}

/**
 * The grocery site's landing (spec: retail landing): ACTIVATE OFFER (sign-in in register mode: a
 * Coupon Code field and CLAIM OFFER, for a new customer with a store code), 'Or', LOGIN (sign-in for
 * an enrolled customer), Terms and Conditions, and on desktop a QR code for the app.
 */
export function RetailLanding({ app, registerMore = false }: RetailLandingProps) {
  const partner = usePartner();
  const login = useLoginPopup();
  const claim = useClaimOnLogin({ waitForExplore: registerMore });
  return (
    <div className={styles.page}>
      <img className={styles.background} src={RETAIL_LANDING_IMAGE} alt="" width={1440} height={900} fetchPriority="high" />
      <section className={styles.card} aria-labelledby="landing-title">
        <span className={styles.logo}>
          <img src={partner.iconHref} alt="" width={32} height={32} />
          {partner.brandName}
        </span>
        <h1 id="landing-title" className={styles.title}>
          Member benefits with every grocery run
        </h1>
        {claim.state.kind === 'idle' ? (
          <div className={styles.actions}>
            <Button
              size="large"
              fullWidth
              onClick={() => login.open({ origin: 'LOGIN', buttonTag: REGISTER_BUTTON_TAG, stayOnPage: true, onLoggedIn: (loggedIn) => claim.afterLogin(loggedIn, 'register') })}
            >
              {ACTIVATE_OFFER}
            </Button>
            <p className={styles.or}>Or</p>
            <Button size="large" variant="secondary" fullWidth onClick={() => login.open({ origin: 'LOGIN', stayOnPage: true, onLoggedIn: (loggedIn) => claim.afterLogin(loggedIn, 'login') })}>
              {RETAIL_LOGIN}
            </Button>
          </div>
        ) : (
          <ClaimOutcome claim={claim} explore={registerMore} />
        )}
        <a className={styles.link} href={TERMS_PATH} target="_blank" rel="noopener">
          Terms and Conditions<span className={styles.visuallyHidden}> (opens in a new tab)</span>
        </a>
        {app && (
          <figure className={styles.qr} aria-label="Get the app">
            <Suspense fallback={<span style={{ width: 128, height: 128 }} />}>
              <QRCodeSVG value={app.downloadLinkAndroid} size={128} title={`Scan to get the ${partner.brandName} app`} />
            </Suspense>
            <figcaption className={styles.text}>Scan with your phone to get the app</figcaption>
          </figure>
        )}
      </section>
    </div>
  );
}
