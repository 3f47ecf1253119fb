import type { Offer } from '@rewards/api-contract';
import { Inline, Stack, useInView } from '@rewards/design-system';
import { useT, type Translate } from '@rewards/i18n';
import { useOverlay } from '@rewards/platform';
import { usePartner } from '@rewards/partner';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { offersCatalogue } from '../i18n/catalogue';
import { offerHref } from '../offerHref';
import { endsIn, startsIn } from './countdown';
import * as styles from './Exclusives.css';
import { exclusiveState, exclusiveTimes, formatWholeRupees, nextExclusiveChange, type ExclusiveState } from '@rewards/api-contract';
import { stateTag } from './stateTag';
import { useNow } from './useNow';
import { EXCLUSIVE_INFO_OVERLAY, ExclusiveInfoSheet } from './ExclusiveInfoSheet';

export interface ExclusiveCardProps {
  offer: Offer;
  /** The heading level of the card's title inside its page. */
  headingLevel?: 'h3' | 'h2';
  /** The first picture of its page (the largest paint on a phone): loaded at once, not when near the screen. */
  priority?: boolean;
}

const rupees = (raw: string | undefined) => {
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : undefined;
};

function Countdown({ t, state, start, end, now }: { t: Translate; state: ExclusiveState; start: number | undefined; end: number | undefined; now: number }) {
  if (state === 'expired') return null;
  const target = state === 'upcoming' ? start : end;
  if (target === undefined) {
    return <p className={`${styles.label} ${styles.labelState.live}`}>{t('exclusiveCard.happeningNow')}</p>;
  }
  const left = target - now;
  const words = state === 'upcoming' ? startsIn(t, left) : endsIn(t, left);
  return (
    <p className={`${styles.label} ${styles.labelState[state]}`}>
      {/* role=timer is not announced on each tick; the words are there for a reader who stops on it. */}
      {/* The server rendered a moment earlier: the browser's clock takes over at the next tick. */}
      <span role="timer" aria-label={words.label} suppressHydrationWarning>
        {words.text}
      </span>
    </p>
  );
}

/**
 * Details: the exclusive-offer info sheet (`tp_exclusive_info`, keyed by the offer's name) for this
 * card. Missed events have none (they lead nowhere).
 */
function ExclusiveDetails({ t, offer, href }: { t: Translate; offer: Offer; href: string }) {
  const sheet = useOverlay(EXCLUSIVE_INFO_OVERLAY, offer.name);
  const navigate = useNavigate();
  return (
    <>
      {/* The name starts with what it shows (Details) and says which offer. */}
      <button type="button" className={styles.details} aria-haspopup="dialog" aria-label={t('exclusiveCard.detailsLabel', { offer: offer.header })} onClick={() => sheet.show()}>
        {t('exclusiveCard.details')}
      </button>
      <ExclusiveInfoSheet
        open={sheet.isOpen}
        onOpenChange={sheet.onOpenChange}
        offer={offer}
        href={href}
        onNavigate={(to) => {
          sheet.hide();
          void navigate(to);
        }}
      />
    </>
  );
}

/**
 * An exclusive event or offer: picture, state tag (RSVP, LIVE NOW, JUST MISSED), date and
 * duration, member price against the selling price, and a countdown that ticks every second while
 * the card is on screen (blue before the start, green while live, none once missed). Just-missed
 * cards are grey and lead nowhere; the others open the offer's page, and their Details open the
 * exclusive-offer info sheet.
 */
export function ExclusiveCard({ offer, headingLevel = 'h3', priority = false }: ExclusiveCardProps) {
  const partner = usePartner();
  const t = useT(offersCatalogue);
  const ref = useRef<HTMLElement>(null);
  const onScreen = useInView(ref, 0);
  const { start, end } = exclusiveTimes(offer);
  const now = useNow({ active: onScreen, until: (current) => nextExclusiveChange(offer, current) });
  const state = exclusiveState(start, end, now);
  const info = offer.extraInfoMap ?? {};
  const memberPrice = rupees(info.xclusiveDiscountedPrice);
  const sellingPrice = rupees(info.xclusiveSellingPrice);
  const image = info.xclusiveImage ?? offer.coverImageUrl ?? offer.logoUrl;
  const Heading = headingLevel;
  const details = [info.xclusiveDate, info.xclusiveDuration].filter(Boolean).join(' · ');
  const href = offerHref(partner.categoriesPath, offer);

  return (
    <article ref={ref} className={styles.card} data-state={state}>
      <div className={styles.media}>
        <img className={`${styles.image} ${state === 'expired' ? styles.imageExpired : ''}`} src={image} alt="" width={320} height={180} loading={priority ? 'eager' : 'lazy'} />
        <span className={`${styles.tag} ${styles.tagState[state]}`}>{stateTag(t, offer, state)}</span>
      </div>
      <div className={styles.body}>
        <Stack space="xsmall">
          <p className={styles.company}>{offer.companyName}</p>
          <Heading className={styles.title}>
            {state === 'expired' ? (
              offer.header
            ) : (
              <Link className={styles.link} to={href}>
                {offer.header}
              </Link>
            )}
          </Heading>
          {details && <p className={styles.meta}>{details}</p>}
          {memberPrice !== undefined && (
            <Inline as="p" space="small" alignY="baseline">
              <span className={styles.memberPrice}>
                <span className={styles.visuallyHidden}>{t('exclusiveCard.memberPrice')} </span>
                {formatWholeRupees(memberPrice)}
              </span>
              {sellingPrice !== undefined && sellingPrice > memberPrice && (
                <s className={styles.sellingPrice}>
                  <span className={styles.visuallyHidden}>{t('exclusiveCard.regularPrice')} </span>
                  {formatWholeRupees(sellingPrice)}
                </s>
              )}
            </Inline>
          )}
          <Countdown t={t} state={state} start={start} end={end} now={now} />
          {state === 'expired' ? null : <ExclusiveDetails t={t} offer={offer} href={href} />}
        </Stack>
      </div>
    </article>
  );
}
