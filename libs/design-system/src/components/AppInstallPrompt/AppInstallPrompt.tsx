import { useT } from '@rewards/i18n';
import { lazy, Suspense } from 'react';
import { mediaQueries } from '../../styles/breakpoints';
import { appDownloadLink } from '@rewards/platform';
import { ButtonLink } from '../Button';
import { useMediaQuery } from '../Carousel/useMediaQuery';
import { Dialog } from '../Dialog';
import { designSystemCatalogue } from '../../i18n/catalogue';
import * as styles from './AppInstallPrompt.css';

// The QR code library loads only when a desktop prompt opens, so it stays out of the shell's bundle.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** The prompt's title in English (a page in another language reads it from the catalogue: appInstall.title). */
export const APP_INSTALL_TITLE = 'Get the app';

export interface AppInstallPromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The store links (from the layout API's side menu). */
  links: { ios: string; android: string };
  /** The page the member is on: on a phone the link carries its last path segment (spec §4). */
  pathname: string;
}

/** The app link for this page: the store link plus the last path segment. */
export function appInstallLink(storeLink: string, pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).pop();
  return segment ? `${storeLink.replace(/\/+$/, '')}/${encodeURIComponent(segment)}` : storeLink;
}

/**
 * The app-install prompt (spec §4: the buy button on an offer page for a member who need not pay, and
 * the app-only offer CTAs; the overlay name is `appInstall_cta_qrcode`):
 * a QR code to scan on desktop, a link that opens the app on a phone.
 */
export function AppInstallPrompt({ open, onOpenChange, links, pathname }: AppInstallPromptProps) {
  const t = useT(designSystemCatalogue);
  const desktop = useMediaQuery(mediaQueries.desktop);
  const storeLink = appDownloadLink(typeof navigator === 'undefined' ? '' : navigator.userAgent, links);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('appInstall.title')} size="small">
      {desktop ? (
        <div className={styles.body}>
          <p className={styles.text}>{t('appInstall.scan')}</p>
          <Suspense fallback={<div className={styles.qrPlaceholder} aria-busy="true" />}>
            <QRCodeSVG value={links.android} size={176} marginSize={2} title={t('appInstall.qrCode')} className={styles.qr} />
          </Suspense>
          <p className={styles.small}>
            {t('appInstall.iphone')} <a href={links.ios}>{t('appInstall.appStore')}</a>
          </p>
        </div>
      ) : (
        <div className={styles.body}>
          <p className={styles.text}>{t('appInstall.waiting')}</p>
          <ButtonLink href={appInstallLink(storeLink, pathname)} fullWidth>
            {t('appInstall.open')}
          </ButtonLink>
        </div>
      )}
    </Dialog>
  );
}
