import type { Viewport } from '@rewards/api-contract';
import { Carousel, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { homeCatalogue } from '../i18n/catalogue';
import { BannerCard } from './BannerCard';
import { bannerTarget } from './bannerTarget';
import { byPosition } from './byPosition';
import { useBannerViewer } from './useBannerViewer';
import { useCarouselTracking, useImpression } from './useImpression';

export interface WeeklyBannersProps {
  viewport: Viewport;
}

/** The weekly promotion banners: a carousel (flat under 4); for visitors every CTA opens sign-in. */
export function WeeklyBanners({ viewport }: WeeklyBannersProps) {
  const viewer = useBannerViewer();
  const t = useT(homeCatalogue);
  const banners = byPosition(viewport.banners);
  const seen = useImpression<HTMLDivElement>('weekly', banners.map((banner) => banner.id));
  const onNavigate = useCarouselTracking('weekly_promotions');
  if (banners.length === 0) return null;
  return (
    <Stack space="standard">
      <div ref={seen}>
        <Carousel label={t('weeklyBanners.carousel')} itemsDesktop={3.5} itemsMobile={1.15} onNavigate={onNavigate}>
          {banners.map((banner) => (
            <BannerCard key={banner.id} banner={banner} target={bannerTarget(banner, { ...viewer, visitorsSignIn: true })} onSignIn={viewer.signIn} withTitleDefaults shape="weekly" />
          ))}
        </Carousel>
      </div>
    </Stack>
  );
}
