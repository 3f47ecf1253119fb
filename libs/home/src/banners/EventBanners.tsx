import type { ViewportData } from '@rewards/api-contract';
import { Carousel, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { homeCatalogue } from '../i18n/catalogue';
import { BannerCard } from './BannerCard';
import { bannerTarget } from './bannerTarget';
import { byPosition } from './byPosition';
import * as styles from './Banners.css';
import { useBannerViewer } from './useBannerViewer';
import { useCarouselTracking, useImpression } from './useImpression';

export interface EventBannersProps {
  eventViewport: NonNullable<ViewportData['eventViewport']>;
}

/** The event banners under their title and subtitle; each banner acts by its click action. */
export function EventBanners({ eventViewport }: EventBannersProps) {
  const viewer = useBannerViewer();
  const t = useT(homeCatalogue);
  const banners = byPosition(eventViewport.viewport.banners);
  const seen = useImpression<HTMLDivElement>('event', banners.map((banner) => banner.id));
  const onNavigate = useCarouselTracking('event_banners');
  if (banners.length === 0) return null;
  return (
    // Not a landmark: its title sits next to the exclusives section's ('Curated experiences', the one
    // heading by that name on the home; the seeded event title is 'Events for members').
    <Stack space="standard">
      <div>
        <h2 id="event-banners-title" className={styles.heading}>
          {eventViewport.title}
        </h2>
        <p className={styles.subTitle}>{eventViewport.subTitle}</p>
      </div>
      <div ref={seen}>
        <Carousel label={t('eventBanners.carousel', { title: eventViewport.title })} onNavigate={onNavigate}>
          {banners.map((banner) => (
            <BannerCard key={banner.id} banner={banner} target={bannerTarget(banner, viewer)} onSignIn={viewer.signIn} />
          ))}
        </Carousel>
      </div>
    </Stack>
  );
}
