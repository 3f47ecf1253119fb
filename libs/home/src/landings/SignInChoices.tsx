import type { HomeData } from '@rewards/api-contract';
import { Button, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { lazy, Suspense } from 'react';
import { homeCatalogue } from '../i18n/catalogue';
import * as styles from './Landing.css';

// The QR code library loads with the landings only, and its code is shown on desktop only.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** The app's store links (the home data's app section), for the desktop QR prompt. */
export type LandingAppLinks = Pick<HomeData['appInstall'], 'downloadLinkAndroid'>;

/**
 * A visitor's two ways in on a co-brand landing (spec §2, retail landing): ACTIVATE OFFER, 'Or',
 * LOGIN. What each opens is the landing's: the grocery's ACTIVATE OFFER asks for a store code, the
 * department store's signs in the enrolled number to claim.
 */
export function SignInChoices({ onActivate, onLogin }: { onActivate: () => void; onLogin: () => void }) {
  const t = useT(homeCatalogue);
  return (
    <div className={styles.actions}>
      <Stack space="small">
        <Button size="large" fullWidth onClick={onActivate}>
          {t('landing.activateOffer')}
        </Button>
        <p className={styles.or}>{t('landing.or')}</p>
        <Button size="large" variant="secondary" fullWidth onClick={onLogin}>
          {t('landing.login')}
        </Button>
      </Stack>
    </div>
  );
}

/** The QR prompt for the app (desktop only: a phone visitor would have to scan their own screen). */
export function AppQrPrompt({ app }: { app: LandingAppLinks | undefined }) {
  const partner = usePartner();
  const t = useT(homeCatalogue);
  if (!app) return null;
  return (
    <figure className={styles.qr} aria-label={t('landing.qrLabel')}>
      <Suspense fallback={<span style={{ width: 128, height: 128 }} />}>
        <QRCodeSVG value={app.downloadLinkAndroid} size={128} title={t('landing.qrTitle', { brand: partner.brandName })} />
      </Suspense>
      <figcaption className={styles.text}>{t('landing.qrCaption')}</figcaption>
    </figure>
  );
}
