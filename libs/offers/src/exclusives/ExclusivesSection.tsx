import type { HomeData, Offer } from '@rewards/api-contract';
import { Carousel, Inline, Stack } from '@rewards/design-system';
import { fillSlot, SLOT, useT } from '@rewards/i18n';
import { useOverlay } from '@rewards/platform';
import { usePartner } from '@rewards/partner';
import { Link } from 'react-router-dom';
import { offersCatalogue } from '../i18n/catalogue';
import { ExclusiveCard } from './ExclusiveCard';
import { KnowMorePanel, TPX_KNOW_MORE_OVERLAY } from './KnowMorePanel';
import * as styles from './Exclusives.css';

/** The exclusive offers list's segment under a catalogue root. */
export const EXCLUSIVES_SEGMENT = 'tpxclusives';
/** Where 'See All' leads on the core site: the exclusive offers list. */
export const EXCLUSIVES_PATH = `/categories/${EXCLUSIVES_SEGMENT}`;

/** The exclusive offers list under the partner's catalogue (a co-brand serves only its own root). */
export function exclusivesPath(categoriesPath: string): string {
  return `${categoriesPath}/${EXCLUSIVES_SEGMENT}`;
}

/** The exclusive offers list on this site. */
export function useExclusivesPath(): string {
  return exclusivesPath(usePartner().categoriesPath);
}

export interface ExclusivesSectionProps {
  /** The exclusive offers, already split out of the categories (`splitExclusives`). */
  exclusives: readonly Offer[];
  /** The Know more card's picture and texts (`home.exclusiveData`). */
  knowMore: HomeData['exclusiveData'];
  /** The section's element id: the home header's 'Curated experiences' tab scrolls here. */
  id?: string;
}

function XclusivesLogo() {
  const t = useT(offersCatalogue);
  return (
    <span className={styles.logo}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L10 14.9l-5.25 2.7 1-5.8L1.5 7.7l5.9-.9z" fill="currentColor" />
      </svg>
      {/* the programme's name, the same in every language */}
      {t('exclusives.logo')}
    </span>
  );
}

/**
 * The Know more card: the home data's picture, header and sub-header. It opens the `tpx_know_more`
 * panel (the exclusive-offer info sheet, `tp_exclusive_info`, is each card's own Details).
 */
function KnowMoreCard({ knowMore }: { knowMore: HomeData['exclusiveData'] }) {
  const panel = useOverlay(TPX_KNOW_MORE_OVERLAY);
  const seeAll = useExclusivesPath();
  const t = useT(offersCatalogue);
  return (
    <>
      <button type="button" className={styles.knowMore} aria-haspopup="dialog" onClick={() => panel.show()}>
        <span className={styles.media}>
          <img className={styles.image} src={knowMore.tpExclusiveKnowMoreImage} alt="" width={320} height={180} loading="lazy" />
        </span>
        <span className={styles.body}>
          <Stack as="span" space="xsmall">
            <span className={styles.title}>{knowMore.headerKnowMore}</span>
            <span className={styles.meta}>{knowMore.subHeaderKnowMore}</span>
            <span className={styles.knowMoreCta}>{t('exclusives.knowMore')}</span>
          </Stack>
        </span>
      </button>
      <KnowMorePanel open={panel.isOpen} onOpenChange={panel.onOpenChange} knowMore={knowMore} seeAllHref={seeAll} onSeeAll={panel.hide} />
    </>
  );
}

/**
 * The exclusives section: logo, heading ('Preferential pricing for members' on mobile; 'Curated
 * experiences' and 'Preferential pricing' on desktop), a carousel of exclusive cards ending with
 * a Know more card, and 'See All' to the exclusive offers list.
 */
export function ExclusivesSection({ exclusives, knowMore, id = 'curated-experiences' }: ExclusivesSectionProps) {
  const seeAll = useExclusivesPath();
  const t = useT(offersCatalogue);
  if (exclusives.length === 0) return null;
  const headingId = `${id}-title`;
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <Stack space="standard">
        <Inline space="standard" align="spaceBetween" alignY="end">
          <Stack space="xxsmall">
            <XclusivesLogo />
            <h2 id={headingId} className={styles.heading}>
              <span className={styles.mobileOnly}>{t('exclusives.headingMobile')}</span>{' '}
              <span className={styles.desktopOnly}>{t('exclusives.headingDesktop')}</span>
            </h2>
            <p className={`${styles.subHeading} ${styles.desktopOnly}`}>{t('exclusives.subHeading')}</p>
          </Stack>
          <Link className={styles.seeAll} to={seeAll}>
            {/* 'See All' on screen; its name says what (the hidden words where the language puts them). */}
            {fillSlot(t('exclusives.seeAll', { what: SLOT }), <span className={styles.visuallyHidden}>{t('exclusives.seeAllWhat')}</span>)}
          </Link>
        </Inline>
        <Carousel label={t('exclusives.carousel')} autoplay={false}>
          {exclusives.map((offer) => (
            <ExclusiveCard key={offer.id} offer={offer} />
          ))}
          <KnowMoreCard key="know-more" knowMore={knowMore} />
        </Carousel>
      </Stack>
    </section>
  );
}
