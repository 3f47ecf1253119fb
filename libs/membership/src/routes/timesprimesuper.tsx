import type { DataDeps } from '@rewards/api-client';
import type { LoaderFunction } from 'react-router-dom';
import { SuperMembershipPage } from '../SuperMembership';

// The /timesprimesuper route module (its own chunk): the super membership, rendered on the server
// with the plans on sale.

export function createLoader({ queryClient, queries: { payment: queries } }: Pick<DataDeps, 'queryClient' | 'queries'>): LoaderFunction {
  return async () => {
    await queryClient.ensureQueryData(queries.plans());
    return null;
  };
}

export function Component() {
  return <SuperMembershipPage />;
}
