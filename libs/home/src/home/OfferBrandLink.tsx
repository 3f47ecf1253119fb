import type { Offer } from '@rewards/api-contract';
import { usePartner } from '@rewards/partner';
import { Link } from 'react-router-dom';
import { offerHref } from '@rewards/offers/offerHref';
import * as styles from './Home.css';

export interface OfferBrandLinkProps {
  offer: Offer;
  /** The card's look (the headline's logo card, or a partner brand's). */
  className: string;
  /** `true` while the headline's rotation has this card in its spotlight. */
  spotlight?: boolean;
}

/** A brand's logo, name and offer line, linking to its offer page: the home's logo cards and partner brands. */
export function OfferBrandLink({ offer, className, spotlight }: OfferBrandLinkProps) {
  const partner = usePartner();
  return (
    <Link to={offerHref(partner.categoriesPath, offer)} className={className} data-spotlight={spotlight ? 'true' : undefined}>
      <img className={styles.logo} src={offer.logoUrl} alt="" width={40} height={40} loading="lazy" />
      <span className={styles.logoCardName}>{offer.companyName}</span>
      <span className={styles.logoCardHeader}>{offer.header}</span>
    </Link>
  );
}
