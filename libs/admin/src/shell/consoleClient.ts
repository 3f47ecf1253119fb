// The console's client and query cache, wired to the shell's signals.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@rewards/api-client';
import { createAdminClient, type AdminClient, type AdminClientOptions } from '@rewards/api-client/admin';
import type { Locale } from '@rewards/i18n';
import { acceptLanguage } from './locale';
import { sessionEndedMiddleware, type ConsoleSignals } from './signals';
import { isCsrfRefusal, isRoleRefusal } from './staffErrors';

export interface ConsoleClientOptions extends AdminClientOptions {
  /** The console's language (its calls ask the API for it); without it, the browser's own header goes. */
  locale?: Locale;
}

/** The admin client whose every 401 ends the session in the shell. */
export function createConsoleClient(signals: ConsoleSignals, { locale, ...options }: ConsoleClientOptions = {}): AdminClient {
  // every call asks for the console's language, so the API's messages (refusals, its own words) come in it
  const client = createAdminClient(locale ? { ...options, language: acceptLanguage(locale) } : options);
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
