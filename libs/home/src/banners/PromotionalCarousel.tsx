import type { Promotion } from '@rewards/api-contract';
import { breakpoints, Carousel, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { homeCatalogue } from '../i18n/catalogue';
import { BannerAction } from './BannerAction';
import { bannerTarget } from './bannerTarget';
import * as styles from './Banners.css';
import { mobileImage } from './mobileImage';
import { useBannerViewer } from './useBannerViewer';

export interface PromotionalCarouselProps {
  promotions: readonly Promotion[];
}

/** Below 688 px the '-mob' picture. */
const PHONE_MEDIA = `(max-width: ${breakpoints.tablet - 1}px)`;

/** The promotional banners: one across on phones (their '-mob' pictures), two on desktop. */
export function PromotionalCarousel({ promotions }: PromotionalCarouselProps) {
  const viewer = useBannerViewer();
  const t = useT(homeCatalogue);
  if (promotions.length === 0) return null;
  return (
    <Stack space="standard">
      <Carousel label={t('promotions.carousel')} itemsDesktop={2} itemsMobile={1}>
        {promotions.map((promotion) => (
          <BannerAction
            key={promotion.id}
            target={bannerTarget({ redirectionURL: promotion.redirectionURL }, viewer)}
            onSignIn={viewer.signIn}
            className={styles.promoLink}
          >
            <picture>
              <source media={PHONE_MEDIA} srcSet={mobileImage(promotion.imageUrl)} width={720} height={400} />
              <img className={styles.promoImage} src={promotion.imageUrl} alt={promotion.title} width={1200} height={300} loading="lazy" decoding="async" />
            </picture>
          </BannerAction>
        ))}
      </Carousel>
    </Stack>
  );
}
