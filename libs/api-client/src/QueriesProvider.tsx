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
  /** The typed client itself, for feature libs that bind their own calls (`createPaymentApi(api)`). */
  api: ApiClient;
}

const QueriesContext = createContext<Queries | null>(null);
const AuthApiContext = createContext<AuthApi | null>(null);
const ApiClientContext = createContext<ApiClient | null>(null);

/** Makes the site's query-option factories and account calls available to components. */
export function QueriesProvider({ queries, authApi, api, children }: { queries: Queries; authApi?: AuthApi; api?: ApiClient; children: ReactNode }) {
  return (
    <QueriesContext.Provider value={queries}>
      <AuthApiContext.Provider value={authApi ?? null}>
        <ApiClientContext.Provider value={api ?? null}>{children}</ApiClientContext.Provider>
      </AuthApiContext.Provider>
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

export function useApiClient(): ApiClient {
  const api = useContext(ApiClientContext);
  if (!api) throw new Error('useApiClient() needs a <QueriesProvider api={...}> above it');
  return api;
}
