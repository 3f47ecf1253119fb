import type { HomeData, Offer } from '@rewards/api-contract';
import { Carousel, Dialog, Inline, Stack, useOverlay } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { Link } from 'react-router-dom';
import { ExclusiveCard } from './ExclusiveCard';
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
  return (
    <span className={styles.logo}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L10 14.9l-5.25 2.7 1-5.8L1.5 7.7l5.9-.9z" fill="currentColor" />
      </svg>
      TP XCLUSIVES
    </span>
  );
}

/** The exclusive-offer info sheet is the spec's `tp_exclusive_info` overlay: opening it closes any other. */
export const EXCLUSIVE_INFO_OVERLAY = 'tp_exclusive_info';

function KnowMoreCard({ knowMore }: { knowMore: HomeData['exclusiveData'] }) {
  const sheet = useOverlay(EXCLUSIVE_INFO_OVERLAY);
  const seeAll = useExclusivesPath();
  return (
    <>
      <button type="button" className={styles.knowMore} aria-haspopup="dialog" onClick={() => sheet.show()}>
        <span className={styles.media}>
          <img className={styles.image} src={knowMore.tpExclusiveKnowMoreImage} alt="" width={320} height={180} loading="lazy" />
        </span>
        <span className={styles.body}>
          <span className={styles.title}>{knowMore.headerKnowMore}</span>
          <span className={styles.meta}>{knowMore.subHeaderKnowMore}</span>
          <span className={styles.knowMoreCta}>Know more</span>
        </span>
      </button>
      <Dialog open={sheet.isOpen} onOpenChange={sheet.onOpenChange} title={knowMore.headerKnowMore} description={knowMore.subHeaderKnowMore}>
        <Stack space="standard">
          <img className={styles.image} src={knowMore.tpExclusiveKnowMoreImage} alt="" width={320} height={180} />
          <Link className={styles.seeAll} to={seeAll} onClick={sheet.hide}>
            See all exclusives
          </Link>
        </Stack>
      </Dialog>
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
  if (exclusives.length === 0) return null;
  const headingId = `${id}-title`;
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <Inline space="standard" align="spaceBetween" alignY="end">
        <Stack space="xxsmall">
          <XclusivesLogo />
          <h2 id={headingId} className={styles.heading}>
            <span className={styles.mobileOnly}>Preferential pricing for members</span>{' '}
            <span className={styles.desktopOnly}>Curated experiences</span>
          </h2>
          <p className={`${styles.subHeading} ${styles.desktopOnly}`}>Preferential pricing</p>
        </Stack>
        <Link className={styles.seeAll} to={seeAll}>
          See All{' '}
          <span className={styles.visuallyHidden}>exclusives</span>
        </Link>
      </Inline>
      <Carousel label="Exclusive offers and events" autoplay={false}>
        {exclusives.map((offer) => (
          <ExclusiveCard key={offer.id} offer={offer} />
        ))}
        <KnowMoreCard key="know-more" knowMore={knowMore} />
      </Carousel>
    </section>
  );
}
