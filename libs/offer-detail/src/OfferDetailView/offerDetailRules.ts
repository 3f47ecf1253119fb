import type { OfferDetail } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';

/** Members see the offer's key points; visitors its logged-out key points when it has any. */
export function visibleKeyPoints(offer: Pick<OfferDetail, 'keyPoints' | 'loggedOutKeyPoints'>, isLoggedIn: boolean): string[] {
  if (!isLoggedIn && offer.loggedOutKeyPoints && offer.loggedOutKeyPoints.length > 0) return offer.loggedOutKeyPoints;
  return offer.keyPoints;
}

/** The expired state's text: the offer's own, else 'The offer has expired' (spec §3) in the page's language (`t`, the offer-detail catalogue's). */
export function expiredText(t: Translate, offer: Pick<OfferDetail, 'isExpired' | 'isExpiredText'>): string | null {
  if (!offer.isExpired) return null;
  return offer.isExpiredText ?? t('detail.expired');
}

/**
 * The offer's structured data: a Product with an Offer when it has a member price (exclusive
 * events), otherwise a WebPage about the offer.
 */
export function offerStructuredData(offer: OfferDetail, url: string): Record<string, unknown> {
  const description = offer.subHeader ?? offer.header;
  if (offer.memberPrice !== null && offer.memberPrice !== undefined) {
    return {
      '@type': 'Product',
      name: offer.header,
      description,
      brand: { '@type': 'Brand', name: offer.companyName },
      image: offer.coverImageUrl ?? offer.logoUrl,
      offers: {
        '@type': 'Offer',
        price: offer.memberPrice,
        priceCurrency: 'INR',
        url,
        availability: offer.isExpired ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
      },
    };
  }
  return { '@type': 'WebPage', name: offer.header, description, url };
}
