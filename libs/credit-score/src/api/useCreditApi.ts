import { createCreditApi, createCreditQueries, useApiClient, type CreditApi, type CreditQueries } from '@rewards/api-client';
import { useMemo } from 'react';

/** The credit calls, bound to the site's client from `<QueriesProvider api={...}>` (a fake server's in tests and stories). */
export function useCreditApi(): CreditApi {
  const api = useApiClient();
  return useMemo(() => createCreditApi(api), [api]);
}

/** The credit reads' query options over `useCreditApi()`. */
export function useCreditQueries(): CreditQueries {
  const creditApi = useCreditApi();
  return useMemo(() => createCreditQueries(creditApi), [creditApi]);
}
