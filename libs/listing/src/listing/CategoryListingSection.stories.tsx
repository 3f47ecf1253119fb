import { makeCategory } from '@rewards/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyDiningOffers } from '@rewards/offers/testing/storyOffers';
import { CategoryListingSection } from './CategoryListingSection';

const many = [...storyDiningOffers, ...storyDiningOffers.map((offer) => ({ ...offer, id: offer.id + 100, name: `${offer.name}-2` }))];

const meta = {
  title: 'Offers/CategoryListingSection',
  component: CategoryListingSection,
  args: { category: makeCategory({ id: 4, name: 'dining', displayName: 'Dining', slug: 'dining', offers: many }), basePath: '/categories', isLoggedIn: false },
} satisfies Meta<typeof CategoryListingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (list: HTMLElement) => within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);

/** Four offers, then 'Show More' reveals more. */
export const ShowMore: Story = {
  play: async ({ canvas }) => {
    await expect(cards(canvas.getByRole('list', { name: 'Dining offers' }))).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More Dining offers' }));
    await expect(cards(canvas.getByRole('list', { name: 'Dining offers' }))).toHaveLength(8);
  },
};

/** The card variant (`/categoriescard`): BIG cards. */
export const CardVariant: Story = {
  args: { basePath: '/categoriescard', size: 'BIG', isLoggedIn: true },
};
