import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, useState } from 'react';
import { htmlToText } from '../../utils/htmlToText';
import { navigateOnPlainClick } from '../../utils/navigation';
import * as styles from './OfferCard.css';
import type { OfferCardSize } from './OfferCard.css';

/** What a click on the card does: follow its link, or show and hide its key points. */
export type OfferCardAction = 'navigate' | 'toggle';

/** Who looks at the card: locked offers read 'Members only' for visitors and show a lock to members. */
export type OfferCardViewer = 'visitor' | 'member';

/** Cards grouping more sub-offers than this list them instead of the sub-header. */
export const OFFER_CARD_SUB_OFFER_LIST_MIN = 3;

/** Descriptions longer than this get a 'Read more' toggle. */
export const OFFER_CARD_DESCRIPTION_CLAMP = 90;

export interface OfferCardProps {
  href: string;
  /** Called instead of a page load for a plain left click (a router's navigate). */
  onNavigate?: (href: string) => void;
  /**
   * 'navigate' (default): the card is a link to `href`. 'toggle': the card's click shows and hides
   * its key points instead (a visitor on a locked offer, or a card that does not lead anywhere).
   */
  action?: OfferCardAction;
  /** Default 'visitor'. */
  viewer?: OfferCardViewer;
  /** Desktop: SMALL is 250x275, BIG and COVER are 300x420. Mobile: full width, at least 254 tall. */
  size?: OfferCardSize;
  companyName: string;
  logoUrl: string;
  /** The company's brand colour (any CSS colour), used as an accent. Defaults to the theme's brand. */
  companyColor?: string;
  header: string;
  subHeader?: string;
  /** A longer text, two lines with a 'Read more'/'Read less' toggle when long. */
  description?: string;
  /** The savings line ('Save up to ₹1,800'), or its prefix when `savingsAmount` is given. */
  savingsText?: string;
  /** The emphasised amount after `savingsText` ('₹1,800'). */
  savingsAmount?: string;
  /** A second savings line (the offer's own template, filled in). */
  savingsNote?: string;
  hideSavings?: boolean;
  /** Shown at the top of COVER cards. */
  coverImageUrl?: string;
  /** Members-only offer. */
  locked?: boolean;
  tagLabel?: string;
  isNew?: boolean;
  /** HTML strings from the API; shown as plain text (hover on desktop, flip on desktop, expand on mobile). */
  keyPoints?: readonly string[];
  /** Headers of the offer's sub-offers; more than two are listed in place of the sub-header. */
  subOffers?: readonly string[];
}

function LockIcon({ size = 12 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <rect x="2" y="5.25" width="8" height="5.75" rx="1.25" fill="currentColor" />
      <path d="M4 5.25V3.75a2 2 0 0 1 4 0v1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

function TagIcon() {
  return (
    <svg className={styles.savingsIcon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8.6 1.5H13a1.5 1.5 0 0 1 1.5 1.5v4.4a1.5 1.5 0 0 1-.44 1.06l-5.6 5.6a1.5 1.5 0 0 1-2.12 0L2 9.72a1.5 1.5 0 0 1 0-2.12l5.6-5.6A1.5 1.5 0 0 1 8.6 1.5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
      <circle cx="11" cy="5" r="1.2" fill="currentColor" />
    </svg>
  );
}

function Chevron() {
  return (
    <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * An offer card. Desktop: hovering shows the key points; the key points button flips the card to
 * them. Mobile: the button expands the card to show them; a second press closes them. A card
 * whose `action` is 'toggle' does the same on a click anywhere instead of navigating.
 */
export function OfferCard({
  href,
  onNavigate,
  action = 'navigate',
  viewer = 'visitor',
  size = 'SMALL',
  companyName,
  logoUrl,
  companyColor,
  header,
  subHeader,
  description,
  savingsText,
  savingsAmount,
  savingsNote,
  hideSavings = false,
  coverImageUrl,
  locked = false,
  tagLabel,
  isNew = false,
  keyPoints,
  subOffers,
}: OfferCardProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [readMore, setReadMore] = useState(false);
  const ids = {
    subHeader: `${id}-sub`,
    savings: `${id}-savings`,
    badges: `${id}-badges`,
    keyPoints: `${id}-points`,
    panel: `${id}-panel`,
  };
  const points = (keyPoints ?? []).map(htmlToText).filter((point) => point.length > 0);
  const listed = (subOffers ?? []).length >= OFFER_CARD_SUB_OFFER_LIST_MIN ? (subOffers ?? []) : [];
  const toggles = action === 'toggle';
  const hasPanel = points.length > 0 || toggles;
  const showSavings = !hideSavings && Boolean(savingsText || savingsAmount);
  const membersOnly = locked && viewer === 'visitor';
  const memberLock = locked && viewer === 'member';
  const hasBadges = membersOnly || isNew || Boolean(tagLabel);
  const longDescription = Boolean(description && description.length > OFFER_CARD_DESCRIPTION_CLAMP);
  const describedBy = [
    !listed.length && subHeader && ids.subHeader,
    showSavings && ids.savings,
    (hasBadges || memberLock) && ids.badges,
    points.length > 0 && ids.keyPoints,
  ].filter(Boolean);
  const describedByAttr = describedBy.length > 0 ? describedBy.join(' ') : undefined;
  const toggle = () => setExpanded((open) => !open);

  const name = (
    <>
      <span className={styles.header({ size })}>{header}</span> <span className={styles.brandName}>{companyName}</span>
    </>
  );

  return (
    <div
      className={styles.card({ size })}
      data-expanded={expanded ? 'true' : 'false'}
      data-action={action}
      style={companyColor ? assignInlineVars({ [styles.companyColorVar]: companyColor }) : undefined}
    >
      <span className={styles.banner({ size })}>
        {size === 'COVER' && coverImageUrl ? (
          <img className={styles.coverImage} src={coverImageUrl} alt="" loading="lazy" decoding="async" />
        ) : null}
      </span>

      {hasBadges || memberLock ? (
        <span className={styles.badges} id={ids.badges}>
          {membersOnly ? (
            <span className={styles.badge({ tone: 'locked' })}>
              <LockIcon />
              Members only
            </span>
          ) : null}
          {memberLock ? (
            <span className={styles.lockIcon} role="img" aria-label="Locked offer">
              <LockIcon size={14} />
            </span>
          ) : null}
          {isNew ? <span className={styles.badge({ tone: 'highlight' })}>New</span> : null}
          {tagLabel ? <span className={styles.badge({ tone: 'soft' })}>{tagLabel}</span> : null}
        </span>
      ) : null}

      <div className={styles.body({ size })}>
        <span className={styles.logoTile({ size })}>
          <img className={styles.logo} src={logoUrl} alt={`${companyName} logo`} loading="lazy" decoding="async" />
        </span>
        {/*
          The link (or, for a toggling card, the button) holds only the header and the brand, so its
          name is short and matches what is on screen; its ::after stretches over the whole card so
          every part of it is clickable. The other details are its description.
        */}
        {toggles ? (
          <button
            type="button"
            className={`${styles.link} ${styles.toggleMain}`}
            aria-expanded={expanded}
            aria-controls={ids.panel}
            aria-describedby={describedByAttr}
            onClick={toggle}
          >
            {name}
          </button>
        ) : (
          <a
            href={href}
            onClick={(event) => navigateOnPlainClick(event, href, onNavigate)}
            className={styles.link}
            aria-describedby={describedByAttr}
          >
            {name}
          </a>
        )}
        {listed.length > 0 ? (
          <ul className={styles.subOfferList} aria-label={`${companyName} offers`}>
            {listed.map((subOffer, index) => (
              <li className={styles.subOffer} key={index}>
                {subOffer}
              </li>
            ))}
          </ul>
        ) : subHeader ? (
          <span className={styles.subHeader} id={ids.subHeader}>
            {subHeader}
          </span>
        ) : null}
        {description ? (
          <>
            <p className={styles.description} id={`${id}-description`} data-clamped={longDescription && !readMore ? 'true' : 'false'}>
              {description}
            </p>
            {longDescription ? (
              <button
                type="button"
                className={styles.readMore}
                aria-expanded={readMore}
                aria-controls={`${id}-description`}
                onClick={() => setReadMore((open) => !open)}
              >
                {readMore ? 'Read less' : 'Read more'}
              </button>
            ) : null}
          </>
        ) : null}
        {showSavings ? (
          <span className={styles.savings} id={ids.savings}>
            <TagIcon />
            <span>
              {savingsText}
              {savingsAmount ? (
                <>
                  {savingsText ? ' ' : null}
                  <span className={styles.savingsAmount}>{savingsAmount}</span>
                </>
              ) : null}
            </span>
          </span>
        ) : null}
        {showSavings && savingsNote ? <span className={styles.savingsNote}>{savingsNote}</span> : null}
        {hasPanel && !toggles ? <span className={styles.toggleSpacer} aria-hidden="true" /> : null}
      </div>

      {hasPanel ? (
        <div className={styles.keyPoints} id={ids.panel}>
          {/* Repeats the link's name for sighted users; screen readers already have it. */}
          <span className={styles.keyPointsTitle} aria-hidden="true">
            {header}
          </span>
          {points.length > 0 ? (
            <ul className={styles.keyPointList} id={ids.keyPoints}>
              {points.map((point, index) => (
                // Key points have no ids and may repeat; their order is their identity.
                <li className={styles.keyPoint} key={index}>
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {hasPanel && !toggles ? (
        <button type="button" className={styles.keyPointsToggle} aria-expanded={expanded} aria-controls={ids.panel} onClick={toggle}>
          Key points
          <Chevron />
        </button>
      ) : null}
    </div>
  );
}
