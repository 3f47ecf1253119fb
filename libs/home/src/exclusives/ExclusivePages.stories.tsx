import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { homeCategories } from '@rewards/offers/testing/home/fixtures';
import { StoryFrame } from '@rewards/offers/testing/home/StoryFrame';
import { Component as EventLanding } from '../routes/eventLanding';
import { Component as ExclusivesList } from '../routes/exclusives';

const meta = {
  title: 'Offers/Exclusives/Pages',
  component: ExclusivesList,
  parameters: { layout: 'fullscreen', route: '/categories/tpxclusives' },
  decorators: [
    (Story) => (
      <StoryFrame answers={{ categories: homeCategories() }}>
        <Story />
      </StoryFrame>
    ),
  ],
} satisfies Meta<typeof ExclusivesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /categories/tpxclusives: every state, the missed one grey and not clickable. */
export const ExclusiveOffers: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Exclusive offers' }, { timeout: 10_000 });
    await expect(within(list).getAllByRole('article')).toHaveLength(5);
    await expect(within(list).getByText('JUST MISSED')).toBeVisible();
  },
};

/** /event-landing: live and upcoming events first. */
export const Events: Story = {
  parameters: { route: '/event-landing' },
  render: () => <EventLanding />,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Exclusive events' }, { timeout: 10_000 });
    await expect(within(list).getAllByRole('article')[0]).toHaveAttribute('data-state', 'live');
  },
};
