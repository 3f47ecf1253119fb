import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { AuthApi } from './auth/authApi';
import type { ApiClient } from './createApiClient';
import type { Queries } from './queries/createQueries';

/** What route loaders receive: the cache to prefetch into and the query options to prefetch with. */
export interface DataDeps {
  queryClient: QueryClient;
  queries: Queries;
  /** The account calls (login, profile); the login flow runs them as mutations. */
  authApi: AuthApi;
  /** The typed client the factory is bound to (tests call it directly); components and loaders reach resources through `queries`. */
  api: ApiClient;
}

const QueriesContext = createContext<Queries | null>(null);
const AuthApiContext = createContext<AuthApi | null>(null);

/** Makes the site's query-option factories and account calls available to components. */
export function QueriesProvider({ queries, authApi, children }: { queries: Queries; authApi?: AuthApi; children: ReactNode }) {
  return (
    <QueriesContext.Provider value={queries}>
      <AuthApiContext.Provider value={authApi ?? null}>{children}</AuthApiContext.Provider>
    </QueriesContext.Provider>
  );
}

export function useQueries(): Queries {
  const queries = useContext(QueriesContext);
  if (!queries) throw new Error('useQueries() needs a <QueriesProvider> above it');
  return queries;
}

export function useAuthApi(): AuthApi {
  const authApi = useContext(AuthApiContext);
  if (!authApi) throw new Error('useAuthApi() needs a <QueriesProvider authApi={...}> above it');
  return authApi;
}

