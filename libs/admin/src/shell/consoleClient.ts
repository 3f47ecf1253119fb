// The console's client and query cache, wired to the shell's signals.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@rewards/api-client';
import { createAdminClient, type AdminClient, type AdminClientOptions } from '@rewards/api-client/admin';
import { sessionEndedMiddleware, type ConsoleSignals } from './signals';
import { isCsrfRefusal, isRoleRefusal } from './staffErrors';

/** The admin client whose every 401 ends the session in the shell. */
export function createConsoleClient(signals: ConsoleSignals, options: AdminClientOptions = {}): AdminClient {
  const client = createAdminClient(options);
  client.use(sessionEndedMiddleware(signals));
  return client;
}

/**
 * A refused read (403 ADMIN-403) is thrown to the section's error boundary, which shows the
 * not-allowed page; ADMIN-CSRF from any call tells the shell the page is out of date. A 4xx is
 * never retried (the answer would not change); a network failure or 5xx once.
 */
export function createConsoleQueryClient(signals: ConsoleSignals, options: { retry?: boolean } = {}): QueryClient {
  const outOfDate = (error: unknown) => {
    if (isCsrfRefusal(error)) signals.emit('out-of-date');
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: outOfDate }),
    mutationCache: new MutationCache({ onError: outOfDate }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: options.retry === false ? false : (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
        throwOnError: (error) => isRoleRefusal(error),
      },
      mutations: { retry: false },
    },
  });
}
