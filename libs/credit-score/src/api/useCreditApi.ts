import { useQueries, type CreditApi, type CreditQueries } from '@rewards/api-client';

/** The credit calls, from the site's query factory (over a fake server in tests and stories). */
export function useCreditApi(): CreditApi {
  return useQueries().calls.credit;
}

/** The credit reads' query options, from the site's query factory. */
export function useCreditQueries(): CreditQueries {
  return useQueries().credit;
}
