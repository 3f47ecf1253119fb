import { createContext, useContext } from 'react';

const SiteOriginContext = createContext<string | undefined>(undefined);

/**
 * The site's canonical origin (`https://rewards.example`): the site server sets it from its setting,
 * and the browser keeps the one the page was rendered with, so absolute URLs in head tags and
 * structured data are the same on both sides.
 */
export const SiteOriginProvider = SiteOriginContext.Provider;

/** The canonical origin; without a provider, the page's own origin. */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
}
