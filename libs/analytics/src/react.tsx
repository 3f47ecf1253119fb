import { createContext, useContext, type ReactNode } from 'react';
import { noAnalytics, type Analytics } from './analytics';

const AnalyticsContext = createContext<Analytics>(noAnalytics);

/** Provided once by the shell; outside it (stories, unit tests) `useAnalytics` records nothing. */
export function AnalyticsProvider({ value, children }: { value: Analytics; children: ReactNode }) {
  return <AnalyticsContext.Provider value={value}>{children}</AnalyticsContext.Provider>;
}

export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}

/** `track(name, props)` for event handlers and effects. */
export function useTrack(): Analytics['track'] {
  return useContext(AnalyticsContext).track;
}
