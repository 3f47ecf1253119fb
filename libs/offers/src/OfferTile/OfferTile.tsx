import type { Offer } from '@rewards/api-contract';
import { OfferCard, type OfferCardSize } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useNavigate } from 'react-router-dom';
import { offerCardClick } from '../offerCard/offerCardClick';
import { offerCardContent } from '@rewards/api-contract';
import { offersCatalogue } from '../i18n/catalogue';
import { savingsWords } from '../offerCard/savingsWords';
import { offerHref } from '../offerHref';
import { useListingKeyPoints } from './ListingKeyPoints';

export interface OfferTileProps {
  offer: Offer;
  /** Members go to the offer page; visitors toggle a locked offer's key points and see 'Members only'. */
  isLoggedIn: boolean;
  /** Overrides the offer's own `cardSize`. */
  size?: OfferCardSize;
  /** Home cards split the savings line into a 5-character prefix and the amount. */
  onHomeCard?: boolean;
  /** False where cards only show their key points (they never lead to the offer page). */
  redirects?: boolean;
  /** The listing base the card leads under (`/categoriescard`); the partner's categories path by default. */
  basePath?: string;
}

/** An offer as a card: the API offer mapped onto the design-system card, leading to its offer page. */
export function OfferTile({ offer, isLoggedIn, size, onHomeCard = false, redirects = true, basePath }: OfferTileProps) {
  const partner = usePartner();
  const navigate = useNavigate();
  const t = useT(offersCatalogue);
  const savings = savingsWords(t, offer, { onHomeCard });
  const href = offerHref(basePath ?? partner.categoriesPath, offer);
  const action = offerCardClick({ isLoggedIn, locked: offer.locked, redirects });
  // On a listing page below 1024 px the key points open in the listing's panel (clp_key_points_modal).
  const openKeyPoints = useListingKeyPoints();
  return (
    <OfferCard
      size={size ?? offer.cardSize ?? 'SMALL'}
      href={href}
      onNavigate={(to) => navigate(to)}
      action={action}
      viewer={isLoggedIn ? 'member' : 'visitor'}
      {...offerCardContent(offer)}
      savingsText={savings?.text}
      savingsAmount={savings?.amount}
      savingsNote={savings?.note}
      onShowKeyPoints={openKeyPoints ? () => openKeyPoints({ offer, href, membersOnly: offer.locked && !isLoggedIn }) : undefined}
    />
  );
}
