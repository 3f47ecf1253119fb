import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import type { AdminClient } from '@rewards/api-client/admin';
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
}

/** The operator console: a client-rendered app over the console's own origin (its server proxies the API). */
export function ConsoleApp({ demoStaff = false }: ConsoleAppProps) {
  const [wiring] = useState(() => {
    const signals = createConsoleSignals();
    return { signals, client: createConsoleClient(signals), queryClient: createConsoleQueryClient(signals) };
  });
  return (
    <ConsoleProviders {...wiring}>
      <BrowserRouter>
        <ConsoleRoutes demoStaff={demoStaff} />
      </BrowserRouter>
    </ConsoleProviders>
  );
}
