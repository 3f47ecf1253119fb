import { useQueries, type DataDeps } from '@rewards/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';

/** A loader's wait for the home texts (the home and the app landing render from them). */
export function ensureHomeData({ queryClient, queries }: Pick<DataDeps, 'queryClient' | 'queries'>) {
  return queryClient.ensureQueryData(queries.home.data());
}

/** The home texts, which the route's loader has fetched. */
export function useHomeData() {
  return useSuspenseQuery(useQueries().home.data()).data;
}
