// The pieces an offer card is made of: its badges, its front face, its back (the key points) and the
// button that turns it over. OfferCard.tsx decides which show and wires them together.
import { useT } from '@rewards/i18n';
import { useState, type ReactNode } from 'react';
import { designSystemCatalogue } from '../../i18n/catalogue';
import { navigateOnPlainClick } from '../../utils/navigation';
import * as styles from './OfferCard.css';
import type { OfferCardSize } from './OfferCard.css';

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

/** 'Members only' for visitors, a lock for members, 'New' and the offer's tag. */
export function OfferCardBadges({ id, membersOnly, memberLock, isNew, tagLabel }: { id: string; membersOnly: boolean; memberLock: boolean; isNew: boolean; tagLabel: string | undefined }) {
  const t = useT(designSystemCatalogue);
  return (
    <span className={styles.badges} id={id}>
      {membersOnly ? (
        <span className={styles.badge({ tone: 'locked' })}>
          <LockIcon />
          {t('offerCard.membersOnly')}
        </span>
      ) : null}
      {memberLock ? (
        <span className={styles.lockIcon} role="img" aria-label={t('offerCard.locked')}>
          <LockIcon size={14} />
        </span>
      ) : null}
      {isNew ? <span className={styles.badge({ tone: 'highlight' })}>{t('offerCard.new')}</span> : null}
      {tagLabel ? <span className={styles.badge({ tone: 'soft' })}>{tagLabel}</span> : null}
    </span>
  );
}

/** The card's link to its offer or, for a toggling card, the button that shows its key points. */
export type OfferCardMain =
  | { kind: 'link'; href: string; onNavigate: ((href: string) => void) | undefined }
  | { kind: 'toggle'; expanded: boolean; panelId: string; onToggle: () => void; opensDialog?: boolean };

export interface OfferCardFrontProps {
  id: string;
  size: OfferCardSize;
  main: OfferCardMain;
  companyName: string;
  logoUrl: string;
  header: string;
  /** The ids of what describes the link (sub-header, savings, badges, key points). */
  describedBy: string | undefined;
  /** Sub-offers listed in place of the sub-header (empty: the sub-header shows). */
  subOffers: readonly string[];
  subHeader: string | undefined;
  subHeaderId: string;
  description: string | undefined;
  /** Longer descriptions are clamped to two lines with 'Read more'. */
  longDescription: boolean;
  savings: { id: string; text: string | undefined; amount: string | undefined; note: string | undefined } | undefined;
  /** Keeps room for the key points button, which sits over the front's bottom edge. */
  reserveToggleSpace: boolean;
  /** The badges, in the logo's row. */
  badges?: ReactNode;
}

/** The front face: logo, header and brand (the link), the sub-header or sub-offers, the description and the savings. */
export function OfferCardFront({ id, size, main, companyName, logoUrl, header, describedBy, subOffers, subHeader, subHeaderId, description, longDescription, savings, reserveToggleSpace, badges }: OfferCardFrontProps) {
  const t = useT(designSystemCatalogue);
  const name = (
    <>
      <span className={styles.header({ size })}>{header}</span> <span className={styles.brandName}>{companyName}</span>
    </>
  );
  return (
    <div className={styles.body({ size })}>
      {/* The badges share the logo's row, so with larger text they wrap there and push the header down instead of covering it. */}
      <div className={styles.logoRow}>
        <span className={styles.logoTile({ size })}>
          <img className={styles.logo} src={logoUrl} alt={t('offerCard.logo', { company: companyName })} loading="lazy" decoding="async" />
        </span>
        {badges}
      </div>
      {/*
        The link (or, for a toggling card, the button) holds only the header and the brand, so its
        name is short and matches what is on screen; its ::after stretches over the whole card so
        every part of it is clickable. The other details are its description.
      */}
      {main.kind === 'toggle' ? (
        <button
          type="button"
          className={`${styles.link} ${styles.toggleMain}`}
          {...(main.opensDialog ? { 'aria-haspopup': 'dialog' as const } : { 'aria-expanded': main.expanded, 'aria-controls': main.panelId })}
          aria-describedby={describedBy}
          onClick={main.onToggle}
        >
          {name}
        </button>
      ) : (
        <a href={main.href} onClick={(event) => navigateOnPlainClick(event, main.href, main.onNavigate)} className={styles.link} aria-describedby={describedBy}>
          {name}
        </a>
      )}
      {subOffers.length > 0 ? (
        <ul className={styles.subOfferList} aria-label={t('offerCard.subOffers', { company: companyName })}>
          {subOffers.map((subOffer, index) => (
            <li className={styles.subOffer} key={index}>
              {subOffer}
            </li>
          ))}
        </ul>
      ) : subHeader ? (
        <span className={styles.subHeader} id={subHeaderId}>
          {subHeader}
        </span>
      ) : null}
      {description ? <OfferCardDescription id={`${id}-description`} text={description} long={longDescription} /> : null}
      {savings ? (
        <span className={styles.savings} id={savings.id}>
          <TagIcon />
          <span>
            {savings.text}
            {savings.amount ? (
              <>
                {savings.text ? ' ' : null}
                <span className={styles.savingsAmount}>{savings.amount}</span>
              </>
            ) : null}
          </span>
        </span>
      ) : null}
      {savings?.note ? <span className={styles.savingsNote}>{savings.note}</span> : null}
      {reserveToggleSpace ? <span className={styles.toggleSpacer} aria-hidden="true" /> : null}
    </div>
  );
}

/** Two lines of the description, with 'Read more' / 'Read less' when it is long. */
function OfferCardDescription({ id, text, long }: { id: string; text: string; long: boolean }) {
  const t = useT(designSystemCatalogue);
  const [readMore, setReadMore] = useState(false);
  return (
    <>
      <p className={styles.description} id={id} data-clamped={long && !readMore ? 'true' : 'false'}>
        {text}
      </p>
      {long ? (
        <button type="button" className={styles.readMore} aria-expanded={readMore} aria-controls={id} onClick={() => setReadMore((open) => !open)}>
          {readMore ? t('offerCard.readLess') : t('offerCard.readMore')}
        </button>
      ) : null}
    </>
  );
}

/**
 * The back face: the key points. From 1024 px it shows on hover or focus and when the card is
 * flipped; on phones it is the part the card expands to show.
 */
export function OfferCardKeyPoints({ panelId, listId, header, points }: { panelId: string; listId: string; header: string; points: readonly string[] }) {
  return (
    <div className={styles.keyPoints} id={panelId}>
      {/* Repeats the link's name for sighted users; screen readers already have it. */}
      <span className={styles.keyPointsTitle} aria-hidden="true">
        {header}
      </span>
      {points.length > 0 ? (
        <ul className={styles.keyPointList} id={listId}>
          {points.map((point, index) => (
            // Key points have no ids and may repeat; their order is their identity.
            <li className={styles.keyPoint} key={index}>
              {point}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * 'Key points': flips the card on desktop, expands it on phones; a second press turns it back. With
 * `opensDialog` it opens the key points in a dialog instead (the card stays as it is).
 */
export function OfferCardFlipButton({ expanded, panelId, onToggle, opensDialog = false }: { expanded: boolean; panelId: string; onToggle: () => void; opensDialog?: boolean }) {
  const t = useT(designSystemCatalogue);
  return (
    <button
      type="button"
      className={styles.keyPointsToggle}
      {...(opensDialog ? { 'aria-haspopup': 'dialog' as const } : { 'aria-expanded': expanded, 'aria-controls': panelId })}
      onClick={onToggle}
    >
      {t('offerCard.keyPoints')}
      <Chevron />
    </button>
  );
}

/** The card's top band: the company colour, or the cover picture on COVER cards. */
export function OfferCardBanner({ size, coverImageUrl }: { size: OfferCardSize; coverImageUrl: string | undefined }) {
  return (
    <span className={styles.banner({ size })}>
      {size === 'COVER' && coverImageUrl ? <img className={styles.coverImage} src={coverImageUrl} alt="" loading="lazy" decoding="async" /> : null}
    </span>
  );
}
