import { createContext, useContext } from 'react';

/** What a first render may know of the browser: its cookies (those page script can read) and its user agent. */
export interface BrowserFacts {
  cookie: string;
  userAgent: string;
}

/** Given on the server (the request's headers); the browser reads its own. */
export const BrowserFactsContext = createContext<BrowserFacts | undefined>(undefined);

/**
 * The request's cookies and user agent on the server, the browser's own in the browser: the same at
 * hydration, so a part that renders from them (the app banner) renders alike on both. Read them once
 * (a state's initial value): a cookie written later is the part's own business.
 */
export function useBrowserFacts(): BrowserFacts {
  const given = useContext(BrowserFactsContext);
  if (given) return given;
  return { cookie: typeof document === 'undefined' ? '' : document.cookie, userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent };
}
