import { ApiError } from '@rewards/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { AuthTestProviders, fakeAuthApi, loginResult, testSessionStore } from '../testing';
import { TICKET_MISSING_MESSAGE, TICKET_SPENT_MESSAGE, TicketingPage } from './TicketingPage';

type Answer = 'signsIn' | 'refused' | 'waits';

/** The page with a fake exchange: it signs in, is refused, or never answers. */
function TicketingDemo({ answer }: { answer: Answer }) {
  const [authApi] = useState(() =>
    fakeAuthApi({
      exchangeTicket: async () => {
        if (answer === 'waits') return new Promise(() => undefined);
        if (answer === 'refused') throw new ApiError(401, { success: false, responseMessage: 'The ticket is unknown, used or expired', userMessage: 'Your session has ended. Please log in again', systemErrorCode: 'TPJWT400' });
        return loginResult('SHOW_HOME');
      },
    }),
  );
  const [store] = useState(() => testSessionStore(null, 'loggedOut'));
  return (
    <AuthTestProviders authApi={authApi} store={store}>
      <TicketingPage />
    </AuthTestProviders>
  );
}

const meta = {
  title: 'Auth/Ticketing (single sign-on hand-off)',
  component: TicketingDemo,
  args: { answer: 'waits' },
  parameters: { route: '/ticketing?ticketId=story-ticket' },
} satisfies Meta<typeof TicketingDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SigningIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('One moment…');
  },
};

export const Refused: Story = {
  args: { answer: 'refused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TICKET_SPENT_MESSAGE);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const NoTicket: Story = {
  name: 'A link without a ticket',
  parameters: { route: '/ticketing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(TICKET_MISSING_MESSAGE);
  },
};
