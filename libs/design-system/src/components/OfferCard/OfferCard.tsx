import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, useState } from 'react';
import { htmlToText } from '../../utils/htmlToText';
import * as styles from './OfferCard.css';
import type { OfferCardSize } from './OfferCard.css';
import { OfferCardBadges, OfferCardBanner, OfferCardFlipButton, OfferCardFront, OfferCardKeyPoints } from './OfferCardParts';

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
  /**
   * The key points show somewhere else (a listing's key points panel on phones): the Key points
   * button, and a toggling card's click, call this instead of expanding or flipping the card.
   */
  onShowKeyPoints?: () => void;
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
  onShowKeyPoints,
}: OfferCardProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
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
  const describedBy = [
    !listed.length && subHeader && ids.subHeader,
    showSavings && ids.savings,
    (hasBadges || memberLock) && ids.badges,
    points.length > 0 && ids.keyPoints,
  ].filter(Boolean);
  const toggle = onShowKeyPoints ?? (() => setExpanded((open) => !open));
  // Shown elsewhere: the buttons open a dialog instead of expanding this card's panel.
  const opensDialog = onShowKeyPoints !== undefined;

  return (
    <div
      className={styles.card({ size })}
      data-expanded={expanded ? 'true' : 'false'}
      data-action={action}
      style={companyColor ? assignInlineVars({ [styles.companyColorVar]: companyColor }) : undefined}
    >
      <OfferCardBanner size={size} coverImageUrl={coverImageUrl} />
      <OfferCardFront
        id={id}
        size={size}
        main={toggles ? { kind: 'toggle', expanded, panelId: ids.panel, onToggle: toggle, opensDialog } : { kind: 'link', href, onNavigate }}
        companyName={companyName}
        logoUrl={logoUrl}
        header={header}
        describedBy={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        subOffers={listed}
        subHeader={subHeader}
        subHeaderId={ids.subHeader}
        description={description}
        longDescription={Boolean(description && description.length > OFFER_CARD_DESCRIPTION_CLAMP)}
        savings={showSavings ? { id: ids.savings, text: savingsText, amount: savingsAmount, note: savingsNote } : undefined}
        reserveToggleSpace={hasPanel && !toggles}
        badges={hasBadges || memberLock ? <OfferCardBadges id={ids.badges} membersOnly={membersOnly} memberLock={memberLock} isNew={isNew} tagLabel={tagLabel} /> : null}
      />
      {hasPanel ? <OfferCardKeyPoints panelId={ids.panel} listId={ids.keyPoints} header={header} points={points} /> : null}
      {hasPanel && !toggles ? <OfferCardFlipButton expanded={expanded} panelId={ids.panel} onToggle={toggle} opensDialog={opensDialog} /> : null}
    </div>
  );
}
