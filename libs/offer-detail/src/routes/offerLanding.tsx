import { OfferPage } from './offerDetail';

export { createLoader, ErrorBoundary } from './offerDetail';

/**
 * Offer landing (`/paymentOffer/:brand`, `/liteOffer/:brand`): the offer detail of :brand in a
 * lighter frame (one column, no category trail). An unknown offer shows the same not-found look.
 */
export function Component() {
  return <OfferPage layout="landing" />;
}
