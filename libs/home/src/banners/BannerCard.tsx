import type { Banner } from '@rewards/api-contract';
import { Inline, mediaQueries, Stack, useMediaQuery } from '@rewards/design-system';
import { useT, type Translate } from '@rewards/i18n';
import { useLabels } from '@rewards/partner';
import { homeCatalogue } from '../i18n/catalogue';
import { BannerAction } from './BannerAction';
import * as styles from './Banners.css';
import type { BannerTarget } from './bannerTarget';


export interface BannerCardProps {
  banner: Banner;
  target: BannerTarget;
  onSignIn: () => void;
  /** Weekly promotion banners fill a missing title badge and title with 'New' and 'on {brand}' (the partner's brand). */
  withTitleDefaults?: boolean;
  /** The artwork's shape: weekly banners are 1200x400, event banners 800x450. */
  shape?: 'weekly' | 'event';
}

const PICTURE_SIZE = { weekly: { width: 1200, height: 400 }, event: { width: 800, height: 450 } } as const;

/** The CTA text: the banner's own, else 'Check Now' on desktop and "Let's Go" on phones (`t`, the home catalogue's). */
export function bannerCtaText(t: Translate, banner: Pick<Banner, 'ctaDetail'>, desktop: boolean): string {
  return banner.ctaDetail?.text ?? (desktop ? t('banner.ctaDesktop') : t('banner.ctaMobile'));
}

/** One banner: its picture (still or animated), title badge and title, description and CTA. */
export function BannerCard({ banner, target, onSignIn, withTitleDefaults = false, shape = 'event' }: BannerCardProps) {
  const desktop = useMediaQuery(mediaQueries.desktop);
  const labels = useLabels();
  const t = useT(homeCatalogue);
  const display = banner.displayDetail ?? {};
  // the weekly banner's title badge when the banner gives none (its title is the partner's `weeklyBannerTitle` label)
  const titleIcon = display.titleIcon ?? (withTitleDefaults ? t('banner.titleIcon') : undefined);
  const title = display.title ?? (withTitleDefaults ? labels.weeklyBannerTitle : undefined);
  const alt = banner.altText ?? display.description ?? title ?? '';
  const showCta = banner.showCta && target.kind !== 'none';
  const picture = <img className={styles.image[shape]} src={banner.imageUrl} alt={alt} {...PICTURE_SIZE[shape]} loading="lazy" decoding="async" />;

  return (
    <div className={styles.card}>
      {showCta ? (
        picture
      ) : (
        <BannerAction target={target} onSignIn={onSignIn} className={styles.imageLink}>
          {picture}
        </BannerAction>
      )}
      {(titleIcon || title || display.description || showCta) && (
        <div className={styles.body}>
          <Stack space="xsmall">
            {(titleIcon || title) && (
              <Inline as="p" space="small" alignY="center">
                {titleIcon && <span className={styles.titleIcon}>{titleIcon}</span>}
                {title && <span className={styles.title}>{title}</span>}
              </Inline>
            )}
            {display.description && <p className={styles.description}>{display.description}</p>}
            {showCta && (
              <BannerAction target={target} onSignIn={onSignIn} className={styles.cta}>
                {bannerCtaText(t, banner, desktop)}
                {target.kind === 'newTab' && <span className={styles.visuallyHidden}> {t('banner.newTab')}</span>}
              </BannerAction>
            )}
          </Stack>
        </div>
      )}
    </div>
  );
}
