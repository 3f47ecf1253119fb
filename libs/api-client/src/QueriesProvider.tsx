import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { Queries } from './queries/createQueries';

/** What route loaders receive: the cache to prefetch into and the query options to prefetch with. */
export interface DataDeps {
  queryClient: QueryClient;
  queries: Queries;
}

const QueriesContext = createContext<Queries | null>(null);

/** Makes the site's query-option factories available to components (`useQueries()`). */
export function QueriesProvider({ queries, children }: { queries: Queries; children: ReactNode }) {
  return <QueriesContext.Provider value={queries}>{children}</QueriesContext.Provider>;
}

export function useQueries(): Queries {
  const queries = useContext(QueriesContext);
  if (!queries) throw new Error('useQueries() needs a <QueriesProvider> above it');
  return queries;
}
