import { createPaymentApi, createPaymentQueries, type DataDeps } from '@rewards/api-client';
import type { LoaderFunction } from 'react-router-dom';
import { SuperMembershipPage } from '../SuperMembership';

// The /timesprimesuper route module (its own chunk): the super membership, rendered on the server
// with the plans on sale.

export function createLoader({ queryClient, api }: Pick<DataDeps, 'queryClient' | 'api'>): LoaderFunction {
  const queries = createPaymentQueries(createPaymentApi(api));
  return async () => {
    await queryClient.ensureQueryData(queries.plans());
    return null;
  };
}

export function Component() {
  return <SuperMembershipPage />;
}
