import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { useSession } from '@rewards/auth';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useParams, type LoaderFunction } from 'react-router-dom';
import { OfferDetailView } from '../OfferDetailView';

export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async ({ params }) => {
    await queryClient.ensureQueryData(queries.offer.detail(params['brand'] ?? ''));
    return null;
  };
}

/**
 * Offer landing (`/paymentOffer/:brand`, `/liteOffer/:brand`): the offer detail of :brand in a
 * lighter frame (one column, no category trail). An unknown offer shows the same not-found look.
 */
export function Component() {
  const queries = useQueries();
  const { status } = useSession();
  const { brand = '' } = useParams();
  const { pathname } = useLocation();
  const { data: offer } = useSuspenseQuery(queries.offer.detail(brand));
  return <OfferDetailView offer={offer} isLoggedIn={status === 'loggedIn'} layout="landing" canonicalPath={pathname} />;
}

export { ErrorBoundary } from './offerDetail';
