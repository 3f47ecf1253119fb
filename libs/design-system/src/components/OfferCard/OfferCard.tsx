import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import { htmlToText } from '../../utils/htmlToText';
import { navigateOnPlainClick } from '../../utils/navigation';
import * as styles from './OfferCard.css';
import type { OfferCardSize } from './OfferCard.css';

export interface OfferCardProps {
  href: string;
  /** Called instead of a page load for a plain left click (a router's navigate). */
  onNavigate?: (href: string) => void;
  /** Desktop: SMALL is 250x275, BIG and COVER are 300x420. Mobile: full width, 254 tall. */
  size?: OfferCardSize;
  companyName: string;
  logoUrl: string;
  /** The company's brand colour (any CSS colour), used as an accent. Defaults to the theme's brand. */
  companyColor?: string;
  header: string;
  subHeader?: string;
  savingsText?: string;
  hideSavings?: boolean;
  /** Shown at the top of COVER cards. */
  coverImageUrl?: string;
  /** Members-only offer: shows a lock badge. */
  locked?: boolean;
  tagLabel?: string;
  isNew?: boolean;
  /** HTML strings from the API; shown as plain text on hover or focus on desktop. */
  keyPoints?: string[];
}

function LockIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
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

export function OfferCard({
  href,
  onNavigate,
  size = 'SMALL',
  companyName,
  logoUrl,
  companyColor,
  header,
  subHeader,
  savingsText,
  hideSavings = false,
  coverImageUrl,
  locked = false,
  tagLabel,
  isNew = false,
  keyPoints,
}: OfferCardProps) {
  const id = useId();
  const ids = {
    subHeader: `${id}-sub`,
    savings: `${id}-savings`,
    badges: `${id}-badges`,
    keyPoints: `${id}-points`,
  };
  const points = (keyPoints ?? []).map(htmlToText).filter((point) => point.length > 0);
  const showSavings = !hideSavings && Boolean(savingsText);
  const hasBadges = locked || isNew || Boolean(tagLabel);
  const describedBy = [
    subHeader && ids.subHeader,
    showSavings && ids.savings,
    hasBadges && ids.badges,
    points.length > 0 && ids.keyPoints,
  ].filter(Boolean);

  return (
    <div className={styles.card({ size })} style={companyColor ? assignInlineVars({ [styles.companyColorVar]: companyColor }) : undefined}>
      <span className={styles.banner({ size })}>
        {size === 'COVER' && coverImageUrl ? (
          <img className={styles.coverImage} src={coverImageUrl} alt="" loading="lazy" decoding="async" />
        ) : null}
      </span>

      {hasBadges ? (
        <span className={styles.badges} id={ids.badges}>
          {locked ? (
            <span className={styles.badge({ tone: 'locked' })}>
              <LockIcon />
              Members only
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
          The link holds only the header and the brand, so its name is short and matches what is
          on screen; its ::after stretches over the whole card so every part of it is clickable.
          The other details are its description.
        */}
        <a
          href={href}
          onClick={(event) => navigateOnPlainClick(event, href, onNavigate)}
          className={styles.link}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        >
          <span className={styles.header({ size })}>{header}</span> <span className={styles.brandName}>{companyName}</span>
        </a>
        {subHeader ? (
          <span className={styles.subHeader} id={ids.subHeader}>
            {subHeader}
          </span>
        ) : null}
        {showSavings ? (
          <span className={styles.savings} id={ids.savings}>
            <TagIcon />
            {savingsText}
          </span>
        ) : null}
      </div>

      {points.length > 0 ? (
        <div className={styles.keyPoints}>
          {/* Repeats the link's name for sighted users; screen readers already have it. */}
          <span className={styles.keyPointsTitle} aria-hidden="true">
            {header}
          </span>
          <ul className={styles.keyPointList} id={ids.keyPoints}>
            {points.map((point, index) => (
              // Key points have no ids and may repeat; their order is their identity.
              <li className={styles.keyPoint} key={index}>
                {point}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
