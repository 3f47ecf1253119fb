import { createCardApi, useApiClient, type CardApi } from '@rewards/api-client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

const CardApiContext = createContext<CardApi | null>(null);

/**
 * Replaces the card calls below it (tests and stories pass a fake). Without it the calls are bound
 * to the site's client from `<QueriesProvider api={...}>`, so the shell needs nothing extra.
 */
export function CardApiProvider({ cardApi, children }: { cardApi: CardApi; children: ReactNode }) {
  return <CardApiContext.Provider value={cardApi}>{children}</CardApiContext.Provider>;
}

export function useCardApi(): CardApi {
  const injected = useContext(CardApiContext);
  const api = useApiClient();
  return useMemo(() => injected ?? createCardApi(api), [injected, api]);
}
