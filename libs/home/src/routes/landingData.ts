// What both co-brand landings (`retailLanding`, `shopperLanding`) load: the app links for the
// desktop QR code, which come with the home data; the landing does not wait for them.
import { useQueries, type DataDeps } from '@rewards/api-client';
import { useQuery } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import type { LandingAppLinks } from '../landings/SignInChoices';

export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return () => {
    void queryClient.prefetchQuery(queries.home.data());
    return null;
  };
}

/** The app links for the landing's QR code, once the home data has come. */
export function useLandingApp(): LandingAppLinks | undefined {
  const queries = useQueries();
  return useQuery(queries.home.data()).data?.appInstall;
}
