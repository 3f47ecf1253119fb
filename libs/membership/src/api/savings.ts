import { useQueries, type SavingsQueries } from '@rewards/api-client';

/** The savings tracker's queries, from the site's query factory (tests and stories fake its fetch). */
export function useSavingsQueries(): SavingsQueries {
  return useQueries().savings;
}
