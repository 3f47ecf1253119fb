import type { DataDeps } from '@rewards/api-client';
import { PageMeta, Stack } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { QRCodeSVG } from 'qrcode.react';
import type { LoaderFunction } from 'react-router-dom';
import { AppDownload } from '../home/AppDownload';
import { ensureHomeData, useHomeData } from '../home/homeData';
import * as styles from './appLanding.css';
import * as page from '@rewards/offers/page.css';

export const APP_LANDING_PATH = '/app-landing';

/** Why a member would want the app, in their words. */
export const APP_REASONS: readonly { title: string; text: string }[] = [
  { title: 'Your codes at the counter', text: 'every code you generate is saved in the app, ready to show or copy when you pay.' },
  { title: 'New offers first', text: 'a notification when a brand you use adds an offer or an event opens for booking.' },
  { title: 'App-only benefits', text: 'some partners open their offers in the app alone.' },
  { title: 'Sign in once', text: 'your mobile number and a one-time code, then you stay signed in.' },
];

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

  return (
    <div className={page.page}>
      <PageMeta
        title={`Get the app | ${partner.brandName}`}
        description={`The ${partner.brandName} app: your codes at the counter, new offers first and app-only benefits. Android and iOS.`}
        canonicalPath={APP_LANDING_PATH}
      />
      <Stack as="header" space="standard">
        <h1 className={page.h1}>Get the {partner.brandName} app</h1>
        <p className={page.muted}>Everything on this site, and a few things only the app does.</p>
      </Stack>
      <section aria-labelledby="app-reasons">
        <Stack space="standard">
          <h2 id="app-reasons" className={page.h2}>
            Why the app
          </h2>
          <ul className={styles.reasons}>
            {APP_REASONS.map((reason) => (
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
            On a computer?
          </h2>
          <p className={page.muted}>Scan the code with your phone&apos;s camera to get the app.</p>
          <QRCodeSVG value={app.downloadLinkAndroid} size={176} marginSize={2} title="QR code for the app" className={styles.qr} />
          <p className={page.muted}>
            On an iPhone? <a className={page.link} href={app.downloadLinkIos}>Get it on the App Store</a>
          </p>
        </Stack>
      </section>
    </div>
  );
}
