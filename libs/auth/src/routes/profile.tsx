import type { DataDeps } from '@rewards/api-client';
import type { LoaderFunction } from 'react-router-dom';
import { ProfilePage } from '../profile/ProfilePage';

// The /profile route module (its own chunk, loaded through `loadProfileRoute`).

/**
 * The page reads the member from the session, so nothing blocks on the network: the city list
 * for the edit form is only warmed up (it is cached for the whole visit).
 */
export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return () => {
    void queryClient.prefetchQuery(queries.user.cities());
    return null;
  };
}

/** /profile: the member's details, membership, savings and log out. */
export function Component() {
  return <ProfilePage />;
}
