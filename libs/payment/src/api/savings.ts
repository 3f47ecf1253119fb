import { createSavingsApi, createSavingsQueries, useApiClient, type SavingsQueries } from '@rewards/api-client';
import { useMemo } from 'react';

/** The savings tracker's queries, bound to the site's client (tests and stories fake its fetch). */
export function useSavingsQueries(): SavingsQueries {
  const api = useApiClient();
  return useMemo(() => createSavingsQueries(createSavingsApi(api)), [api]);
}
