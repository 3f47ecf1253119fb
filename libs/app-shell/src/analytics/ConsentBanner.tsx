// The consent question for third-party analytics and advertising (GA4, the pixel): shown only when one
// is configured and the visitor has not decided. A banner at the bottom, not a dialog: the page stays
// usable while it waits. Accept loads the configured adapters at once; Decline keeps them off. The
// answer is kept on the device (the consent store), so it is asked once.
import type { ConsentStore } from '@rewards/analytics';
import { Button, Inline } from '@rewards/design-system';
import { useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import * as styles from './ConsentBanner.css';
import { I18nProvider, localeOfTag, useT } from '@rewards/i18n';
import { consentCatalogue } from './i18n/catalogue';

export function ConsentBanner({ store, privacyLink }: { store: ConsentStore; privacyLink?: ReactNode }) {
  const t = useT(consentCatalogue);
  const consent = useSyncExternalStore(store.subscribe, store.get, store.get);
  if (consent !== 'unset') return null;
  return (
    <section className={styles.banner} aria-labelledby="consent-heading">
      <h2 id="consent-heading" className={styles.heading}>
        {t('consent.heading')}
      </h2>
      <p className={styles.text}>
        {t('consent.text')} {privacyLink}
      </p>
      <Inline space="small">
        <Button size="small" onClick={() => store.set('granted')}>
          {t('consent.allow')}
        </Button>
        <Button size="small" variant="secondary" onClick={() => store.set('denied')}>
          {t('consent.decline')}
        </Button>
      </Inline>
    </section>
  );
}

/** Renders the banner into its own root at the end of the page (outside the app's router). */
export function mountConsentBanner(store: ConsentStore): void {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  const unsubscribe = store.subscribe((consent) => {
    if (consent === 'unset') return;
    unsubscribe();
    // Let the banner's last render (nothing) commit, then take its root away.
    queueMicrotask(() => {
      root.unmount();
      host.remove();
    });
  });
  root.render(
    <I18nProvider locale={localeOfTag(document.documentElement.lang)}>
      <ConsentBanner store={store} privacyLink={<PrivacyLink />} />
    </I18nProvider>,
  );
}

function PrivacyLink() {
  const t = useT(consentCatalogue);
  return <a href="/privacy-policy">{t('consent.privacyPolicy')}</a>;
}
