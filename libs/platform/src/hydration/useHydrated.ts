import { createContext, createElement, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;
const no = () => false;

/** What `HydrationProvider` says; undefined where there is none (tests, stories). */
const HydratedContext = createContext<boolean | undefined>(undefined);

/**
 * Tells `useHydrated()` below it when the page has hydrated. `hydrating`: the tree renders on the
 * server or hydrates a server page (false until then); otherwise it is a page rendered in the
 * browser (true at once). The change comes as one transition after the first commit, which React
 * may do in slices and without forcing the page's dehydrated Suspense boundaries to hydrate in
 * the same task: a `useSyncExternalStore` whose server answer differs re-renders every reader
 * synchronously right after hydration (95 ms of the login page's hydration task under 4x CPU).
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return createElement(HydratedContext.Provider, { value: hydrated }, children);
}

/**
 * False on the server and during hydration, true from then on (and at once in a page rendered in
 * the browser). A field rendered on the server is read-only until the browser can take its input,
 * so nothing typed before the JavaScript arrives is silently dropped.
 */
export function useHydrated(): boolean {
  // The provider's answer, else (tests, stories) true in the browser. React still gives the server
  // answer (false) to a component it hydrates, also in a Suspense boundary that hydrates after the
  // provider has turned true, and then re-renders just that component: its markup must match.
  const inBrowser = useContext(HydratedContext) ?? true;
  return useSyncExternalStore(subscribe, () => inBrowser, no);
}
