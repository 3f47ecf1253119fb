import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyCategories } from '@rewards/offers/testing/storyOffers';
import { trendingOffers } from './trendingOffers';
import { TrendingPrivileges } from './TrendingPrivileges';

const meta = {
  title: 'Offers/TrendingPrivileges',
  component: TrendingPrivileges,
  args: { offers: trendingOffers(storyCategories, 4), isLoggedIn: true },
} satisfies Meta<typeof TrendingPrivileges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The key points button flips a card on desktop and expands it on mobile; a second press closes it. */
export const Flipped: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Trending Privileges' });
    const [toggle] = within(list).getAllByRole('button', { name: 'Key points' });
    await userEvent.click(toggle!);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(list).getAllByText('Valid twice a month')[0]).toBeVisible();
  },
};
