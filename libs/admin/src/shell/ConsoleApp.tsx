import { Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import type { AdminClient } from '@rewards/api-client/admin';
import { DEFAULT_LOCALE, I18nProvider, type Locale } from '@rewards/i18n';
import { AdminClientProvider } from '../api/client';
import { createConsoleClient, createConsoleQueryClient } from './consoleClient';
import { ConsoleRoutes } from './ConsoleRoutes';
import { ConsoleSignalsContext, createConsoleSignals, type ConsoleSignals } from './signals';

export interface ConsoleProvidersProps {
  client: AdminClient;
  queryClient: QueryClient;
  signals: ConsoleSignals;
  children: ReactNode;
}

/** The query cache, the admin client and the shell's signals, for the console's components. */
export function ConsoleProviders({ client, queryClient, signals, children }: ConsoleProvidersProps) {
  return (
    <ConsoleSignalsContext.Provider value={signals}>
      <QueryClientProvider client={queryClient}>
        <AdminClientProvider client={client}>{children}</AdminClientProvider>
      </QueryClientProvider>
    </ConsoleSignalsContext.Provider>
  );
}

export interface ConsoleAppProps {
  /** Lists the sandbox's demo staff on the sign-in page: the app passes `import.meta.env.DEV`. */
  demoStaff?: boolean;
  /** The console's language (startConsole reads it and loads its messages first); English by default. */
  locale?: Locale;
}

/** The operator console: a client-rendered app over the console's own origin (its server proxies the API). */
export function ConsoleApp({ demoStaff = false, locale = DEFAULT_LOCALE }: ConsoleAppProps) {
  const [wiring] = useState(() => {
    const signals = createConsoleSignals();
    return { signals, client: createConsoleClient(signals, { locale }), queryClient: createConsoleQueryClient(signals) };
  });
  return (
    <I18nProvider locale={locale}>
      <ConsoleProviders {...wiring}>
        <BrowserRouter>
          {/* The shell's messages are loaded before the first render; a shared component whose
              own catalogue is still on its way (the design system's) waits here, never in English
              (a section's own messages: inside its SectionRoute). */}
          <Suspense fallback={null}>
            <ConsoleRoutes demoStaff={demoStaff} />
          </Suspense>
        </BrowserRouter>
      </ConsoleProviders>
    </I18nProvider>
  );
}
