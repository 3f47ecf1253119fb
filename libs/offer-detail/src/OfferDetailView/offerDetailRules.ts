import type { OfferDetail } from '@rewards/api-contract';

/** The expired state's text when the offer gives none (spec §3). */
export const DEFAULT_EXPIRED_TEXT = 'The offer has expired';

/** Members see the offer's key points; visitors its logged-out key points when it has any. */
export function visibleKeyPoints(offer: Pick<OfferDetail, 'keyPoints' | 'loggedOutKeyPoints'>, isLoggedIn: boolean): string[] {
  if (!isLoggedIn && offer.loggedOutKeyPoints && offer.loggedOutKeyPoints.length > 0) return offer.loggedOutKeyPoints;
  return offer.keyPoints;
}

export function expiredText(offer: Pick<OfferDetail, 'isExpired' | 'isExpiredText'>): string | null {
  if (!offer.isExpired) return null;
  return offer.isExpiredText ?? DEFAULT_EXPIRED_TEXT;
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
