// Storybook helper: the real API client and query factories over a function that answers the
// calls, so stories show real loading, empty, error and data states without a server.
import type { Decorator } from '@storybook/react-vite';
import { createApiClient, createQueries, QueriesProvider } from '@rewards/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Responder } from './responses';

export { errorResponse, ok } from './responses';

function StoryApi({ respond, children }: { respond: Responder; children: ReactNode }) {
  const [value] = useState(() => {
    const fetch: typeof globalThis.fetch = async (input, init) => respond(new Request(input, init));
    const api = createApiClient({ baseUrl: 'http://api.story', channel: 'TIMES_PRIME', fetch, logErrors: false });
    return { api, queries: createQueries(api), queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
  });
  return (
    <QueryClientProvider client={value.queryClient}>
      <QueriesProvider queries={value.queries} api={value.api}>{children}</QueriesProvider>
    </QueryClientProvider>
  );
}

export function withApi(respond: Responder): Decorator {
  return (Story) => (
    <StoryApi respond={respond}>
      <Story />
    </StoryApi>
  );
}
