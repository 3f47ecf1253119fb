import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyCategories } from '@rewards/offers/testing/storyOffers';
import { AdditionalBenefits } from './AdditionalBenefits';

const meta = {
  title: 'Offers/AdditionalBenefits',
  component: AdditionalBenefits,
  args: { categories: storyCategories, isLoggedIn: true },
} satisfies Meta<typeof AdditionalBenefits>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Members: 'Additional Benefits', locked offers with a lock icon, every card a link. */
export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Additional Benefits' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Dining benefits' });
    await expect(within(list).getByRole('link', { name: /Complimentary 3-month Gold membership/ })).toBeVisible();
    await expect(within(list).getByRole('img', { name: 'Locked offer' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Fashion' }));
    await expect(canvas.getByRole('list', { name: 'Fashion benefits' })).toBeVisible();
  },
};

/** Visitors: 'Discover Benefits' on desktop ('Additional Benefits' on mobile); locked cards toggle key points and read 'Members only'. */
export const Visitor: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Dining benefits' });
    const locked = within(list).getByRole('button', { name: /Buy 1 Get 1 on all beverages/ });
    await expect(within(list).getByText('Members only')).toBeVisible();
    await userEvent.click(locked);
    await expect(locked).toHaveAttribute('aria-expanded', 'true');
  },
};
