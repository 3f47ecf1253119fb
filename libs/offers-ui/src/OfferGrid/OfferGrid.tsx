import type { Offer } from '@rewards/api-contract';
import { OfferCard } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useNavigate } from 'react-router-dom';
import { offerHref } from '../offerHref';
import * as styles from './OfferGrid.css';

/** A responsive grid of offer cards; each card opens its offer's detail page. */
export function OfferGrid({ offers, label }: { offers: readonly Offer[]; label: string }) {
  const partner = usePartner();
  const navigate = useNavigate();
  return (
    <ul className={styles.grid} aria-label={label}>
      {offers.map((offer) => (
        <li key={offer.id} className={styles.item}>
          <OfferCard
            size={offer.cardSize ?? 'SMALL'}
            href={offerHref(partner.categoriesPath, offer)}
            onNavigate={(href) => navigate(href)}
            companyName={offer.companyName}
            companyColor={offer.companyColor}
            logoUrl={offer.logoUrl}
            header={offer.header}
            subHeader={offer.subHeader ?? undefined}
            savingsText={offer.savingsText ?? undefined}
            hideSavings={offer.hideSavings ?? false}
            coverImageUrl={offer.coverImageUrl ?? undefined}
            locked={offer.locked}
            tagLabel={offer.tagLabel ?? undefined}
            isNew={offer.isNew ?? false}
            keyPoints={offer.keyPoints}
          />
        </li>
      ))}
    </ul>
  );
}
