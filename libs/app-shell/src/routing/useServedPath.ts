import { usePartner } from '@rewards/partner';
import { useMemo } from 'react';
import { matchPath } from 'react-router-dom';
import { servedEntries } from './buildRoutes';

/** Whether a link target is a page this partner really serves, so the frame never links to the not-found screen. */
export function useServedPath(): (path: string) => boolean {
  const partner = usePartner();
  return useMemo(() => {
    const patterns = servedEntries(partner).map((entry) => entry.path);
    return (path: string) => patterns.some((pattern) => matchPath(pattern, path) !== null);
  }, [partner]);
}
