import { errorResponse, ok } from '@rewards/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withApi } from '@rewards/offers/testing/storyApi';
import { storyDiningOffers, storyFashionOffers } from '@rewards/offers/testing/storyOffers';
import { SearchPanel } from './SearchPanel';

const meta = {
  title: 'Offers/Search',
  component: SearchPanel,
  args: { sourceOrigin: 'top_nav_bar_home_feed' },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const search = async (canvasElement: HTMLElement, text: string) => {
  await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search Offers' }), `${text}{Enter}`);
};

/** Before typing: the hint. */
export const Idle: Story = {
  decorators: [withApi(() => ok([]))],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Type at least 3 characters to search brands, categories and offers.')).toBeVisible();
  },
};

export const Results: Story = {
  decorators: [withApi(() => ok([...storyDiningOffers, ...storyFashionOffers]))],
  play: async ({ canvas, canvasElement }) => {
    await search(canvasElement, 'off');
    const list = await canvas.findByRole('list', { name: 'Results for off' });
    await expect(within(list).getAllByRole('link')).toHaveLength(8);
  },
};

export const NoResults: Story = {
  name: 'No result',
  decorators: [withApi(() => ok([]))],
  play: async ({ canvas, canvasElement }) => {
    await search(canvasElement, 'zzzz');
    await expect(await canvas.findByText('No Result Found')).toBeVisible();
  },
};

export const Pending: Story = {
  decorators: [withApi(() => new Promise<Response>(() => undefined))],
  play: async ({ canvas, canvasElement }) => {
    await search(canvasElement, 'pizza');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Searching…');
  },
};

export const Failed: Story = {
  decorators: [withApi(() => errorResponse(500, 'TP500', 'Search is down for maintenance'))],
  play: async ({ canvas, canvasElement }) => {
    await search(canvasElement, 'pizza');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Search is down for maintenance');
  },
};
