// The console's API client for its components: one per app, given by the shell's provider.
import { createContext, useContext, type ReactNode } from 'react';
import type { AdminClient } from '@rewards/api-client/admin';

const AdminClientContext = createContext<AdminClient | null>(null);

export function AdminClientProvider({ client, children }: { client: AdminClient; children: ReactNode }) {
  return <AdminClientContext.Provider value={client}>{children}</AdminClientContext.Provider>;
}

/** The console's openapi-fetch client (cookies sent, CSRF header on unsafe calls); pair with `unwrap` from @rewards/api-client. */
export function useAdminClient(): AdminClient {
  const client = useContext(AdminClientContext);
  if (!client) throw new Error('useAdminClient needs an AdminClientProvider (the console shell gives one)');
  return client;
}
