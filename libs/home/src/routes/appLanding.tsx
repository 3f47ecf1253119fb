import type { DataDeps } from '@rewards/api-client';
import { PageMeta, Stack } from '@rewards/design-system';
import { useT, type Translate } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { QRCodeSVG } from 'qrcode.react';
import type { LoaderFunction } from 'react-router-dom';
import { AppDownload } from '../home/AppDownload';
import { ensureHomeData, useHomeData } from '../home/homeData';
import * as styles from './appLanding.css';
import * as page from '@rewards/offers/page.css';
import { homeCatalogue } from '../i18n/catalogue';

export const APP_LANDING_PATH = '/app-landing';

/** Why a member would want the app, in their words (`t`, the home catalogue's). */
export function appReasons(t: Translate): readonly { title: string; text: string }[] {
  return [
    { title: t('appLanding.codes.title'), text: t('appLanding.codes.text') },
    { title: t('appLanding.first.title'), text: t('appLanding.first.text') },
    { title: t('appLanding.appOnly.title'), text: t('appLanding.appOnly.text') },
    { title: t('appLanding.signIn.title'), text: t('appLanding.signIn.text') },
  ];
}

export function createLoader(deps: DataDeps): LoaderFunction {
  return async () => {
    await ensureHomeData(deps);
    return null;
  };
}

/** /app-landing: why the app, the store links with their ratings, and a QR code to scan on a computer. */
export function Component() {
  const partner = usePartner();
  const app = useHomeData().appInstall;
  const t = useT(homeCatalogue);

  return (
    <div className={page.page}>
      <PageMeta
        title={t('appLanding.title', { brand: partner.brandName })}
        description={t('appLanding.description', { brand: partner.brandName })}
        canonicalPath={APP_LANDING_PATH}
      />
      <Stack as="header" space="standard">
        <h1 className={page.h1}>{t('appLanding.heading', { brand: partner.brandName })}</h1>
        <p className={page.muted}>{t('appLanding.intro')}</p>
      </Stack>
      <section aria-labelledby="app-reasons">
        <Stack space="standard">
          <h2 id="app-reasons" className={page.h2}>
            {t('appLanding.why')}
          </h2>
          <ul className={styles.reasons}>
            {appReasons(t).map((reason) => (
              <li key={reason.title}>
                <span className={styles.reasonTitle}>{reason.title}:</span> {reason.text}
              </li>
            ))}
          </ul>
        </Stack>
      </section>
      <AppDownload app={app} />
      <section className={styles.qrBlock} aria-labelledby="app-qr">
        <Stack space="small" align="start">
          <h2 id="app-qr" className={page.h2}>
            {t('appLanding.computer')}
          </h2>
          <p className={page.muted}>{t('appLanding.scan')}</p>
          <QRCodeSVG value={app.downloadLinkAndroid} size={176} marginSize={2} title={t('appLanding.qrTitle')} className={styles.qr} />
          <p className={page.muted}>
            {t('appLanding.iphone')}{' '}
            <a className={page.link} href={app.downloadLinkIos}>
              {t('appLanding.appStore')}
            </a>
          </p>
        </Stack>
      </section>
    </div>
  );
}
