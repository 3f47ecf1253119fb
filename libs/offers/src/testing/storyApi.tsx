// Storybook helper: the real API client and query factories over a function that answers the
// calls, so stories show real loading, empty, error and data states without a server.
import type { Decorator } from '@storybook/react-vite';
import { TestApiProvider, type Responder } from '@rewards/api-client/testing';

export function withApi(respond: Responder): Decorator {
  return (Story) => (
    <TestApiProvider respond={respond}>
      <Story />
    </TestApiProvider>
  );
}
